//! The borrower's screens: loan confirm and details, the rating, the agreement, full and
//! extension repayment with the instruction, complaints and customer service.

use serde_json::Value;

use super::values::{data, order_no, pairs, text};
use crate::run::{Body, Run};

/// The customer service contact set the app asks for, `CUSTOMER_SERVICE_OVERALL` of
/// docs/constants.md "Timers and lengths".
const SERVICE_OVERALL: &str = "30";
/// The image `verify` uploads with a complaint: the app's logo, a 96 × 96 PNG.
const UPLOAD: &[u8] = include_bytes!("../../assets/upload.png");
/// The complaint text `verify` files, within the contract's length.
const COMPLAINT_TEXT: &str = "mock-server verify: a check of the contract, not a real complaint.";

/// Loan confirm, loan details, the rating, the agreement, repayment and the instruction; the
/// full repayment's answer, which the legacy payment falls back on for its amount.
pub(super) async fn loan(run: &mut Run<'_>) -> Option<Value> {
    let launch = run.options.launch.clone();
    let confirm = run.call("loan-confirm", Vec::new(), Body::None).await;
    if let Some(reason) = run.blocked("loan-push", None) {
        run.skip("loan-push", reason);
    } else {
        let offer = data(&confirm);
        let field = |k: &str| offer.and_then(|o| o.get(k)).and_then(text);
        match (
            field("amount"),
            field("periods"),
            field("termUnit"),
            launch.get("productId"),
        ) {
            (Some(amount), Some(periods), Some(unit), Some(product)) => {
                let form = pairs(&[
                    ("amount", &amount),
                    ("periods", &periods),
                    ("termUnit", &unit),
                    ("productId", product),
                ]);
                run.call("loan-push", Vec::new(), Body::Form(form)).await;
            }
            (_, _, _, None) => run.skip("loan-push", "needs productId in --launch"),
            _ => run.skip(
                "loan-push",
                "needs the offer loan-confirm answers; it gave none",
            ),
        }
    }
    let has_order = launch.get("productId").is_some() && launch.get("orderId").is_some();
    let details = if has_order {
        run.call("loan-details", Vec::new(), Body::None).await
    } else {
        run.skip("loan-details", "needs productId and orderId in --launch");
        None
    };
    match run.blocked("google-score", None) {
        Some(reason) => run.skip("google-score", reason),
        None => {
            let form = pairs(&[("score", "5")]);
            run.call("google-score", Vec::new(), Body::Form(form)).await;
        }
    }
    let link = |answer: &Option<Value>| {
        data(answer)
            .and_then(|d| d.get("isNewContract"))
            .and_then(Value::as_str)
            .and_then(order_no)
    };
    match link(&details).or_else(|| link(&confirm)) {
        Some(no) => {
            let query = pairs(&[("orderNo", &no)]);
            run.call("contract-detail", query, Body::None).await;
        }
        None => run.skip(
            "contract-detail",
            "needs an orderNo: neither loan details nor loan confirm gave an agreement link",
        ),
    }
    repayment(run).await
}

/// Full and extension repayment, then the instruction of the first channel.
async fn repayment(run: &mut Run<'_>) -> Option<Value> {
    let launch = run.options.launch.clone();
    if launch.get("orderId").is_none() {
        for id in ["repay-detail", "extension-detail", "generate-vcode"] {
            run.skip(id, "needs orderId in --launch");
        }
        return None;
    }
    let repay = run.call("repay-detail", Vec::new(), Body::None).await;
    run.call("extension-detail", Vec::new(), Body::None).await;
    let detail = data(&repay);
    let amount = detail.and_then(|d| d.get("repayAmount")).and_then(text);
    let pay_code = detail
        .and_then(|d| d.get("repayList"))
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .flat_map(|group| {
            group
                .get("channels")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
        })
        .find_map(|c| c.get("payCode").and_then(text));
    match (
        amount,
        pay_code,
        launch.get("productId"),
        launch.get("orderId"),
    ) {
        (Some(amount), Some(pay_code), Some(product), Some(order)) => {
            let form = pairs(&[
                ("productId", product),
                ("orderId", order),
                ("amount", &amount),
                ("payCode", &pay_code),
                ("requestType", "1"),
            ]);
            run.call("generate-vcode", Vec::new(), Body::Form(form))
                .await;
        }
        (_, _, None, _) => run.skip("generate-vcode", "needs productId in --launch"),
        _ => run.skip(
            "generate-vcode",
            "needs the amount and a channel of repay-detail; it gave none",
        ),
    }
    repay
}

/// Complaint entry, an image, the form, the list, one complaint, customer service.
pub(super) async fn complaints(run: &mut Run<'_>) {
    let launch = run.options.launch.clone();
    let query = launch
        .get("orderId")
        .map(|o| pairs(&[("orderId", o)]))
        .unwrap_or_default();
    let init = run.call("problem-init", query, Body::None).await;
    let image = match run.blocked("upload-problem-img", None) {
        Some(reason) => {
            run.skip("upload-problem-img", reason);
            None
        }
        None => {
            let png = UPLOAD.to_vec();
            let file = Body::File("problemImage", "verify.png", "image/png", png);
            let answer = run.call("upload-problem-img", Vec::new(), file).await;
            data(&answer).and_then(|d| d.get("url")).and_then(text)
        }
    };
    let mut saved = None;
    match run.blocked("problem-save", None) {
        Some(reason) => run.skip("problem-save", reason),
        None => {
            let init = data(&init);
            let first = |k: &str| {
                init.and_then(|d| d.get(k))
                    .and_then(Value::as_array)
                    .and_then(|list| list.first())
                    .and_then(|t| t.get("value"))
                    .and_then(text)
            };
            let order = init
                .and_then(|d| d.pointer("/orderDetail/orderNo"))
                .or_else(|| init.and_then(|d| d.pointer("/orderList/0/orderNo")))
                .and_then(text);
            match (first("problemType"), order) {
                (Some(kind), Some(order)) => {
                    // Only the collection type (1) has sub-types (docs/screens.md "Complaint entry").
                    let son = (kind == "1").then(|| first("problemSonType")).flatten();
                    let form = pairs(&[
                        ("problemType", &kind),
                        ("problemSonType", son.as_deref().unwrap_or("0")),
                        ("problemDetail", COMPLAINT_TEXT),
                        ("problemImage", image.as_deref().unwrap_or("")),
                        ("orderNo", &order),
                    ]);
                    let answer = run.call("problem-save", Vec::new(), Body::Form(form)).await;
                    saved = data(&answer)
                        .and_then(|d| d.get("problemId"))
                        .and_then(text);
                }
                _ => run.skip(
                    "problem-save",
                    "needs a question type and an order of problem-init; it gave none",
                ),
            }
        }
    }
    let list = run.call("problem-list", Vec::new(), Body::None).await;
    let listed = data(&list)
        .and_then(|d| d.get("tabs"))
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .flat_map(|tab| {
            tab.get("items")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
        })
        .find_map(|item| item.get("id").and_then(text));
    match listed.or(saved) {
        Some(id) => {
            let query = pairs(&[("problemId", &id)]);
            run.call("problem-detail", query, Body::None).await;
        }
        None => run.skip(
            "problem-detail",
            "needs a complaint: problem-list listed none and none was saved",
        ),
    }
    let query = pairs(&[("overall", SERVICE_OVERALL)]);
    run.call("get-whatsapp", query, Body::None).await;
}
