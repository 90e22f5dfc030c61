//! Codes and timestamps the state writes into its records.

/// A random code of `digits` digits.
pub fn digits(digits: usize) -> String {
    (0..digits)
        .map(|_| char::from(b'0' + fastrand::u8(0..10)))
        .collect()
}

/// Now as `YYYY-MM-DD HH:MM:SS` (UTC).
pub fn now_text() -> String {
    jiff::Timestamp::now()
        .strftime("%Y-%m-%d %H:%M:%S")
        .to_string()
}

/// Today's date in UTC (the day a journey starts on).
pub fn today() -> jiff::civil::Date {
    jiff::tz::Offset::UTC
        .to_datetime(jiff::Timestamp::now())
        .date()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_times() {
        assert_eq!(digits(6).len(), 6);
        let now = now_text();
        assert_eq!(now.len(), 19, "{now}");
        assert!(jiff::civil::DateTime::strptime("%Y-%m-%d %H:%M:%S", &now).is_ok());
    }
}
