//! The page query `verify` plays the borrower with (`--launch`): the launch parameters the
//! app adds to every borrower and legacy-payment call, the values its two clients copy into
//! headers, and what the legacy payment and promotion pages read from their own query
//! (docs/api.md "Clients and headers", docs/constants.md "Launch parameters and headers").

use std::collections::BTreeMap;

use contract::names::LAUNCH_PARAMS;
use contract::{FORM_CLIENT_HEADERS, JSON_CLIENT_HEADERS, XHR_HEADER};

/// What the legacy payment page reads from its query (the amount, a coupon, the user).
const LEGACY_PAGE: [&str; 3] = ["amount", "couponId", "userId"];
/// What the promotion page reads from its query (docs/screens.md "Promotion page").
const PROMOTION_PAGE: [&str; 4] = ["id", "user_from", "app_from", "utm_tag"];

/// The page query, read.
#[derive(Debug, Clone, Default)]
pub struct Launch {
    values: BTreeMap<String, String>,
    /// Keys given that no page reads (reported, not sent).
    pub ignored: Vec<String>,
}

impl Launch {
    /// Reads `query` (`sessionId=…&deviceId=…`); `sessionId` and `deviceId` are required, as
    /// a borrower call without them is refused (HTTP 401) before anything else is read.
    /// A whole page URL (`http://…/loan-detail?sessionId=…`) gives its query.
    pub fn parse(query: &str) -> Result<Self, String> {
        let query = query.trim();
        let query = match query.split_once('?') {
            Some((page, rest))
                if page.is_empty() || page.contains("://") || page.starts_with('/') =>
            {
                rest.split('#').next().unwrap_or(rest)
            }
            _ => query,
        };
        let mut launch = Launch::default();
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            let known = LAUNCH_PARAMS.contains(&key.as_ref())
                || JSON_CLIENT_HEADERS.contains(&key.as_ref())
                || FORM_CLIENT_HEADERS.contains(&key.as_ref())
                || LEGACY_PAGE.contains(&key.as_ref())
                || PROMOTION_PAGE.contains(&key.as_ref());
            if known {
                launch.values.insert(key.into_owned(), value.into_owned());
            } else {
                launch.ignored.push(key.into_owned());
            }
        }
        for required in ["sessionId", "deviceId"] {
            if launch.get(required).is_none() {
                return Err(format!(
                    "--launch {query:?} has no {required} (give at least sessionId=…&deviceId=…, as the app's page query does)"
                ));
            }
        }
        Ok(launch)
    }

    /// A value given (not empty).
    pub fn get(&self, key: &str) -> Option<&str> {
        self.values
            .get(key)
            .map(String::as_str)
            .filter(|v| !v.trim().is_empty())
    }

    /// A value given as a positive whole number.
    pub fn number(&self, key: &str) -> Option<i64> {
        self.get(key)?.trim().parse().ok().filter(|n| *n > 0)
    }

    /// The session.
    pub fn session(&self) -> &str {
        self.get("sessionId").unwrap_or("")
    }

    /// `language=1` asks for English.
    pub fn language(&self) -> &str {
        self.get("language").unwrap_or("")
    }

    /// The launch parameters the app adds to a borrower or legacy-payment call's query, in
    /// the app's order, the empty ones left out.
    pub fn query_pairs(&self) -> Vec<(String, String)> {
        LAUNCH_PARAMS
            .iter()
            .filter_map(|k| Some(((*k).to_owned(), self.get(k)?.to_owned())))
            .collect()
    }

    /// The headers of the JSON client (GET) or the form client (POST): the marker, and each
    /// header copied from the launch value of its name, empty when absent.
    pub fn headers(&self, form_client: bool) -> Vec<(String, String)> {
        let copied: &[&str] = if form_client {
            &FORM_CLIENT_HEADERS
        } else {
            &JSON_CLIENT_HEADERS
        };
        let mut out = vec![
            ("accept".to_owned(), "application/json".to_owned()),
            (XHR_HEADER.0.to_owned(), XHR_HEADER.1.to_owned()),
        ];
        out.extend(copied.iter().map(|k| {
            let value = self.values.get(*k).cloned().unwrap_or_default();
            ((*k).to_owned(), value)
        }));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::Launch;

    #[test]
    fn a_launch_without_a_session_is_refused_in_one_line() {
        let error = Launch::parse("deviceId=d&orderId=1").expect_err("no session");
        assert!(error.contains("no sessionId"), "{error}");
        assert!(!error.contains('\n'));
        let launch = Launch::parse(
            "http://127.0.0.1:8080/loan-detail?sessionId=s&deviceId=d&language=2&scenario=x&crp_phe=p",
        )
        .expect("parsed");
        assert_eq!(launch.ignored, ["scenario"]);
        assert_eq!(launch.query_pairs().len(), 3);
        assert!(
            launch
                .headers(false)
                .contains(&("crp_phe".into(), "p".into()))
        );
        assert!(launch.headers(true).contains(&("swift".into(), "".into())));
        assert_eq!(
            Launch::parse("?sessionId=s&deviceId=d")
                .expect("a query")
                .session(),
            "s"
        );
    }
}
