//! The launch identity: who the backend knows a borrower by. Borrower and legacy-payment
//! calls carry it in the query (the document's `SessionId` and `DeviceId` schemes).

use contract::LaunchParams;

use crate::api::error::ApiError;

/// The launch identity every borrower and legacy-payment call carries (the document's
/// `SessionId` and `DeviceId` schemes): without it the backend knows no borrower.
pub(super) fn identify(launch: &LaunchParams) -> Result<(), ApiError> {
    let missing: Vec<&str> = [
        ("sessionId", &launch.session_id),
        ("deviceId", &launch.device_id),
    ]
    .into_iter()
    .filter(|(_, value)| value.as_deref().is_none_or(str::is_empty))
    .map(|(name, _)| name)
    .collect();
    if missing.is_empty() {
        return Ok(());
    }
    Err(ApiError::NoBorrower(format!(
        "no borrower: the launch parameter{} {} {} missing or empty (open the page from the app)",
        if missing.len() > 1 { "s" } else { "" },
        missing.join(" and "),
        if missing.len() > 1 { "are" } else { "is" },
    )))
}
