//! `/__mock/media/{kind}/{file}`: the images the world's data points at (logos, voucher
//! barcodes and QR codes, uploaded complaint images), drawn by [`crate::media`].

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use axum::Router;
use axum::routing::get;

use crate::media;
use crate::qa::Qa;

/// `/__mock/media/{kind}/{file}`.
pub fn routes() -> Router<Arc<Qa>> {
    Router::new().route("/__mock/media/{kind}/{file}", get(media_file))
}

fn image(content_type: &'static str, bytes: impl Into<axum::body::Body>) -> Response {
    let mut r = (StatusCode::OK, bytes.into()).into_response();
    r.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    r.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=3600"),
    );
    r
}

fn not_found(what: &str) -> Response {
    (
        StatusCode::NOT_FOUND,
        axum::Json(json!({"code": 404, "message": format!("no such media: {what}"), "data": null})),
    )
        .into_response()
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
        ("barcode", "png" | "") => match media::barcode_png(stem) {
            Some(png) => image("image/png", png),
            None => not_found(&file),
        },
        ("qr", "png" | "") => match media::qr_png(stem) {
            Some(png) => image("image/png", png),
            None => not_found(&file),
        },
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
