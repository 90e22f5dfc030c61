//! A lenient `multipart/form-data` reader for the upload call.
//!
//! The contract lets a client send parts besides `problemImage`; their names may be any
//! bytes (Schemathesis sends emoji, control characters, non-UTF-8). axum's `Multipart`
//! (multer) refuses such a part's headers ("failed to read headers") and so a schema-valid
//! request (the test `axums_multipart_refuses_a_part_the_contract_allows` shows it); this one
//! reads every part, names it lossily, and leaves the choice of parts to the handler, which
//! ignores the unknown ones. A body that is not multipart at all (no boundary, no closing
//! delimiter) is still a 400.

use bytes::Bytes;

use crate::api::error::ApiError;

/// A file part of a multipart body.
#[derive(Debug, Clone)]
pub struct FilePart {
    /// The part's field name.
    pub field: String,
    /// The file name the client gave.
    pub file_name: Option<String>,
    /// The part's content type.
    pub content_type: Option<String>,
    /// The bytes.
    pub bytes: Bytes,
}

/// The `boundary` parameter of a `Content-Type` header, unquoted.
pub fn boundary(content_type: &str) -> Option<String> {
    content_type.split(';').skip(1).find_map(|p| {
        let (k, v) = p.split_once('=')?;
        k.trim()
            .eq_ignore_ascii_case("boundary")
            .then(|| v.trim().trim_matches('"').to_owned())
            .filter(|b| !b.is_empty() && b.len() <= 200)
    })
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if needle.is_empty() || from > haystack.len() {
        return None;
    }
    haystack[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

/// A parameter (`name`, `filename`) of a `Content-Disposition` value.
fn disposition_param(value: &str, key: &str) -> Option<String> {
    let mut rest = value;
    while let Some(i) = rest.find(';') {
        rest = rest[i + 1..].trim_start();
        let Some((k, v)) = rest.split_once('=') else {
            break;
        };
        if k.trim().eq_ignore_ascii_case(key) {
            let v = v.trim_start();
            return Some(if let Some(quoted) = v.strip_prefix('"') {
                quoted.split('"').next().unwrap_or("").to_owned()
            } else {
                v.split(';').next().unwrap_or("").trim().to_owned()
            });
        }
    }
    None
}

/// Every part of `body`, delimited by `boundary`.
pub fn parse(boundary: &str, body: &Bytes) -> Result<Vec<FilePart>, ApiError> {
    let bad = |what: &str| ApiError::bad(format!("multipart body: {what}"));
    let delimiter = format!("--{boundary}").into_bytes();
    let mut at = find(body, &delimiter, 0).ok_or_else(|| bad("no boundary delimiter"))?;
    let mut parts = Vec::new();
    loop {
        let after = at + delimiter.len();
        if body[after..].starts_with(b"--") {
            return Ok(parts);
        }
        let head_start = find(body, b"\r\n", after).ok_or_else(|| bad("truncated part"))? + 2;
        let head_end = if body[head_start..].starts_with(b"\r\n") {
            head_start - 2
        } else {
            find(body, b"\r\n\r\n", head_start)
                .ok_or_else(|| bad("a part without the blank line after its headers"))?
        };
        let data_start = head_end + 4;
        let mut closing = b"\r\n".to_vec();
        closing.extend_from_slice(&delimiter);
        let data_end =
            find(body, &closing, data_start).ok_or_else(|| bad("no closing delimiter"))?;
        let head = String::from_utf8_lossy(&body[head_start..head_end.max(head_start)]);
        let mut part = FilePart {
            field: String::new(),
            file_name: None,
            content_type: None,
            bytes: body.slice(data_start..data_end),
        };
        for line in head.split("\r\n") {
            let Some((name, value)) = line.split_once(':') else {
                continue;
            };
            if name.trim().eq_ignore_ascii_case("content-disposition") {
                part.field = disposition_param(value, "name").unwrap_or_default();
                part.file_name = disposition_param(value, "filename");
            } else if name.trim().eq_ignore_ascii_case("content-type") {
                part.content_type = Some(value.trim().to_owned());
            }
        }
        parts.push(part);
        at = data_end + 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An upload with an extra part named by a control byte and a non-UTF-8 byte.
    const ODD_PART: &[u8] =
        b"--XyZ\r\nContent-Disposition: form-data; name=\"\x01\xff\"\r\n\r\n{}\r\n\
--XyZ\r\nContent-Disposition: form-data; name=\"problemImage\"; filename=\"a.png\"\r\n\
Content-Type: image/png\r\n\r\n\x89PNG\r\n--XyZ--\r\n";

    #[tokio::test]
    async fn axums_multipart_refuses_a_part_the_contract_allows() {
        use axum::extract::{FromRequest, Multipart};
        let req = axum::http::Request::post("/")
            .header("content-type", "multipart/form-data; boundary=XyZ")
            .body(axum::body::Body::from(ODD_PART))
            .expect("request");
        let mut multipart = Multipart::from_request(req, &()).await.expect("multipart");
        let refused = loop {
            match multipart.next_field().await {
                Ok(Some(_)) => {}
                Ok(None) => break false,
                Err(_) => break true,
            }
        };
        assert!(
            refused,
            "axum's reader now takes odd part names: use it instead"
        );
        let parts = parse("XyZ", &Bytes::from_static(ODD_PART)).expect("ours");
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[1].field, "problemImage");
        assert_eq!(parts[1].file_name.as_deref(), Some("a.png"));
        assert_eq!(parts[1].content_type.as_deref(), Some("image/png"));
        assert_eq!(&parts[1].bytes[..], b"\x89PNG");
        assert_eq!(
            boundary("multipart/form-data; boundary=\"XyZ\"").as_deref(),
            Some("XyZ")
        );
    }

    #[test]
    fn not_multipart_is_refused() {
        assert!(parse("XyZ", &Bytes::from_static(b"hello")).is_err());
        assert!(parse("XyZ", &Bytes::from_static(b"--XyZ\r\nA: b\r\n\r\nno end")).is_err());
        assert!(
            parse("XyZ", &Bytes::from_static(b"--XyZ--\r\n"))
                .expect("empty")
                .is_empty()
        );
    }
}
