//! The bare baseline of `scripts/bench-mock.sh`: axum with no middleware and no logging,
//! answering each call of the mixed workload with the bytes the mock answered it (fetched by
//! the script before the run, compressed as the mock compressed them for a browser), chosen
//! by path and language. The mock's throughput is reported as a share of this one's.
//!
//!     cargo run --release -p mock-server --example bare-axum -- PORT MANIFEST
//!
//! MANIFEST has one line per answer: `PATH LANG ENCODING TYPE FILE` (LANG `es` or `en`,
//! ENCODING `identity`, `gzip` or `br`).

use std::collections::HashMap;
use std::sync::Arc;

use axum::Router;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;

struct Answer {
    body: Bytes,
    encoding: Option<HeaderValue>,
    content_type: HeaderValue,
}

fn read_manifest(path: &str) -> Result<HashMap<(String, bool), Answer>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut answers = HashMap::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [route, lang, encoding, content_type, file] = fields[..] else {
            return Err(format!(
                "{path}: not `PATH LANG ENCODING TYPE FILE`: {line}"
            ));
        };
        let body = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
        let encoding = match encoding {
            "identity" => None,
            other => Some(HeaderValue::from_str(other).map_err(|e| e.to_string())?),
        };
        let answer = Answer {
            body: Bytes::from(body),
            encoding,
            content_type: HeaderValue::from_str(content_type).map_err(|e| e.to_string())?,
        };
        answers.insert((route.to_owned(), lang == "en"), answer);
    }
    Ok(answers)
}

fn answer(answers: &HashMap<(String, bool), Answer>, req: &Request) -> Response {
    let english = req.uri().query().is_some_and(|q| q.contains("language=1"));
    let key = (req.uri().path().to_owned(), english);
    let Some(found) = answers.get(&key) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let mut response = found.body.clone().into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, found.content_type.clone());
    if let Some(encoding) = &found.encoding {
        headers.insert(header::CONTENT_ENCODING, encoding.clone());
    }
    response
}

#[tokio::main]
async fn main() {
    let mut args = std::env::args().skip(1);
    let port: u16 = args.next().and_then(|p| p.parse().ok()).unwrap_or(18091);
    let answers = match args.next().map(|m| read_manifest(&m)) {
        Some(Ok(answers)) => Arc::new(answers),
        Some(Err(e)) => {
            eprintln!("bare-axum: {e}");
            std::process::exit(1);
        }
        None => {
            eprintln!("bare-axum: usage: bare-axum PORT MANIFEST");
            std::process::exit(1);
        }
    };
    let app = Router::new().fallback(move |req: Request| {
        let answers = answers.clone();
        async move { answer(&answers, &req) }
    });
    let listener = match tokio::net::TcpListener::bind(("127.0.0.1", port)).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("bare-axum: cannot listen on {port}: {e}");
            std::process::exit(1);
        }
    };
    if let Err(e) = axum::serve(listener, app).await {
        eprintln!("bare-axum: {e}");
    }
}
