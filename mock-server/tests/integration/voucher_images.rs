//! Every voucher image any scenario serves can be scanned: each channel's barcode (Code128) holds
//! its voucher code, and the QR code of each channel's instruction (generate-vcode) decodes to the
//! voucher code the instruction shows. Walks every scenario and both languages, so a new scenario
//! with a new channel is checked without editing this file.

use std::collections::BTreeSet;

use crate::common::{VCODE, app, get, launch, post_form};
use serde_json::Value;

const REPAY: &str = "/throughout/v3/installment/loan-play-detail";
const EXTENSION: &str = "/throughout/v3/installment/loan-play-delay-detail";

/// Decodes a PNG into (width, height, grey pixels).
fn grey(png_bytes: &[u8]) -> (usize, usize, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes.to_vec()));
    let mut reader = decoder.read_info().expect("png header");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("png frame");
    let (w, h) = (info.width as usize, info.height as usize);
    let channels = info.color_type.samples();
    let grey = buf[..w * h * channels]
        .chunks(channels)
        .map(|p| p[0])
        .collect();
    (w, h, grey)
}

/// Reads the bars of a barcode image back into Code128 modules and compares them with the
/// encoding of `code` (the image is 2 px per module after a 20 px quiet zone).
fn assert_barcode_holds(png_bytes: &[u8], code: &str, url: &str) {
    let (w, _, pixels) = grey(png_bytes);
    let row = &pixels[40 * w..41 * w];
    let modules: Vec<u8> = (20..w - 20)
        .step_by(2)
        .map(|x| u8::from(row[x] < 128))
        .collect();
    let expected = barcoders::sym::code128::Code128::new(format!("Ɓ{code}"))
        .expect("code128")
        .encode();
    assert_eq!(modules, expected, "{url} does not hold {code}");
}

fn assert_qr_holds(png_bytes: &[u8], code: &str, url: &str) {
    let (w, h, pixels) = grey(png_bytes);
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(w, h, |x, y| pixels[y * w + x]);
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "{url}: one QR code");
    let (_, content) = grids[0].decode().expect("QR decodes");
    assert_eq!(content, code, "{url}");
}

/// The scenario names the server knows whose answers are canned (generated and malformed
/// answers name voucher codes at random or none at all).
async fn scenario_names(app: &axum::Router) -> Vec<String> {
    get(app, "/__mock/scenarios")
        .await
        .json()
        .as_array()
        .expect("array")
        .iter()
        .filter(|s| s.get("answers").is_none())
        .filter_map(|s| s["name"].as_str().map(str::to_owned))
        .collect()
}

/// (payCode, vCode, BARcodeImg) of every channel of a repay or extension answer.
fn channels_of(answer: &Value) -> Vec<(String, String, String)> {
    let text = |v: &Value| v.as_str().unwrap_or("").to_owned();
    answer["data"]["repayList"]
        .as_array()
        .map(|groups| {
            groups
                .iter()
                .flat_map(|g| g["channels"].as_array().cloned().unwrap_or_default())
                .map(|c| {
                    (
                        text(&c["payCode"]),
                        text(&c["vCode"]),
                        text(&c["BARcodeImg"]),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn every_voucher_barcode_and_qr_code_of_every_scenario_scans() {
    let app = app();
    let mut barcodes = BTreeSet::new();
    let mut qr_codes = BTreeSet::new();
    let mut instructions = 0;
    let mut asked = BTreeSet::new();
    for scenario in scenario_names(&app).await {
        for language in ["1", "2"] {
            // The launch parameters with this language flag instead of theirs; no injected
            // latency (the `slow` scenario's 2 s a call is not what this test looks at).
            let query = format!(
                "{}&scenario={scenario}&language={language}&mock_latency=0",
                launch("scanner").replace("&language=2", "")
            );
            for (path, request_type) in [(REPAY, "1"), (EXTENSION, "2")] {
                let answer = get(&app, &format!("{path}?{query}")).await;
                if answer.status != 200 || answer.code() != "0" {
                    continue;
                }
                for (pay_code, v_code, barcode) in channels_of(&answer.json()) {
                    if !barcode.is_empty() {
                        assert!(!v_code.is_empty(), "{scenario}: barcode without a voucher");
                        barcodes.insert((barcode, v_code.clone()));
                    }
                    // Both pages list the same channels in most scenarios: ask once for each.
                    if !asked.insert((scenario.clone(), language, pay_code.clone(), v_code.clone()))
                    {
                        continue;
                    }
                    let instruction = post_form(
                        &app,
                        &format!("{VCODE}?{query}"),
                        &[
                            ("productId", "3"),
                            ("orderId", "10482"),
                            ("amount", "345000"),
                            ("payCode", pay_code.as_str()),
                            ("requestType", request_type),
                        ],
                    )
                    .await;
                    if instruction.status != 200 || instruction.code() != "0" {
                        continue;
                    }
                    let detail = &instruction.json()["data"]["repayDetail"];
                    let code = detail["vCode"].as_str().expect("vCode").to_owned();
                    let url = detail["repayCode"].as_str().expect("repayCode").to_owned();
                    assert_eq!(detail["amount"], 345000, "{scenario}/{pay_code}");
                    if !v_code.is_empty() {
                        assert_eq!(code, v_code, "{scenario}/{pay_code}: the listed voucher");
                    }
                    qr_codes.insert((url, code));
                    instructions += 1;
                }
            }
        }
    }
    assert!(instructions > 0 && !barcodes.is_empty() && !qr_codes.is_empty());
    for (url, code) in &barcodes {
        let image = get(&app, url).await;
        assert_eq!(image.status, 200, "{url}");
        assert_eq!(image.content_type(), "image/png", "{url}");
        assert_barcode_holds(&image.bytes, code, url);
    }
    for (url, code) in &qr_codes {
        let image = get(&app, url).await;
        assert_eq!(image.status, 200, "{url}");
        assert_qr_holds(&image.bytes, code, url);
    }
}

#[tokio::test]
async fn a_channel_listed_without_a_voucher_still_gets_a_scannable_instruction() {
    let app = app();
    let answer = post_form(
        &app,
        &format!("{VCODE}?{}&scenario=repay-plain-channels", launch("plain")),
        &[
            ("productId", "3"),
            ("orderId", "10482"),
            ("amount", "345000"),
            ("payCode", "BANORTE"),
            ("requestType", "1"),
        ],
    )
    .await
    .json();
    let detail = &answer["data"]["repayDetail"];
    let code = detail["vCode"].as_str().expect("vCode");
    assert!(!code.is_empty());
    let url = detail["repayCode"].as_str().expect("repayCode");
    assert_eq!(url, format!("/__mock/media/qr/{code}.png"));
    assert_qr_holds(&get(&app, url).await.bytes, code, url);
}
