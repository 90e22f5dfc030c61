//! `/__mock/media/{kind}/{file}`: the images the world's data points at (logos, voucher
//! barcodes and QR codes, uploaded complaint images), drawn by [`crate::media`].

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use contract::EnvelopeKind;

use axum::Router;
use axum::routing::get;

use crate::api::error::ApiError;
use crate::media;
use crate::qa::Qa;

/// `/__mock/media/{kind}/{file}`.
pub fn routes() -> Router<Arc<Qa>> {
    Router::new().route("/__mock/media/{kind}/{file}", get(media_file))
}

fn image(content_type: &'static str, bytes: impl Into<axum::body::Body>) -> Response {
    let headers = [
        (header::CONTENT_TYPE, content_type),
        (header::CACHE_CONTROL, "public, max-age=3600"),
    ];
    (headers, bytes.into()).into_response()
}

fn not_found(what: &str) -> Response {
    ApiError::NotFound(format!("no such media: {what}")).into_envelope(EnvelopeKind::Plain)
}

async fn media_file(
    State(app): State<Arc<Qa>>,
    Path((kind, file)): Path<(String, String)>,
) -> Response {
    let (stem, ext) = file.rsplit_once('.').unwrap_or((file.as_str(), ""));
    let safe = !stem.is_empty()
        && stem
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if !safe {
        return not_found(&file);
    }
    match (kind.as_str(), ext) {
        ("barcode" | "qr", "png" | "") => {
            let draw = if kind == "qr" {
                media::qr_png
            } else {
                media::barcode_png
            };
            draw(stem).map_or_else(|| not_found(&file), |png| image("image/png", png))
        }
        ("logo", "png" | "") => image("image/png", media::logo_png(stem)),
        ("logo", "svg") => image("image/svg+xml", media::logo_svg(stem)),
        ("upload", _) => {
            let upload = app.api.store.lock().uploads.get(&file).cloned();
            match upload {
                Some(u) => image(u.content_type, u.bytes),
                None if stem == "example" => image("image/png", media::logo_png("receipt")),
                None => not_found(&file),
            }
        }
        _ => not_found(&file),
    }
}
