//! The public promotion page and the legacy card payment.

use serde_json::Value;

use super::values::{NOT_ISSUED, data, pairs, text};
use crate::run::{Body, Run};

/// The app's name as the promotion page sends it (app/public/config.json `appName`).
const APP_NAME: &str = "Crédito Ágil";
/// The promotion page's client kind and page kind in its tracking calls.
const TRACKING: [(&str, &str); 2] = [("client_type", "h5"), ("page_type", "1")];

/// The promotion page: template, visit, sid, captcha, SMS, click, register.
pub(super) async fn promotion(run: &mut Run<'_>) {
    let launch = run.options.launch.clone();
    let campaign: Vec<(String, String)> = ["user_from", "utm_tag", "app_from"]
        .iter()
        .filter_map(|k| Some(((*k).to_owned(), launch.get(k)?.to_owned())))
        .collect();
    match launch.number("id") {
        Some(id) => {
            let query = pairs(&[("templateId", &id.to_string())]);
            run.call("channel-template", query, Body::None).await;
        }
        None => run.skip(
            "channel-template",
            "needs the campaign id in --launch (id=…, as the promotion page's query carries it)",
        ),
    }
    let mut tracking = pairs(&[("page_id", launch.get("id").unwrap_or(""))]);
    tracking.extend(pairs(&TRACKING));
    tracking.extend(campaign.iter().cloned());
    run.call("track-visit", tracking.clone(), Body::None).await;
    let sid_answer = run.call("get-sid", Vec::new(), Body::None).await;
    let sid = data(&sid_answer).and_then(|d| d.get("sid")).and_then(text);
    let phone = format!("13{:09}", fastrand::u32(..1_000_000_000));
    let Some(sid) = sid else {
        for id in ["get-captcha", "get-sms"] {
            run.skip(id, "needs the sid get-sid answers; it gave none");
        }
        tracking.push(("phone".into(), phone));
        run.call("track-click", tracking, Body::None).await;
        run.skip("register", "needs the sid get-sid answers; it gave none");
        return;
    };
    let stamp = jiff::Timestamp::now().as_millisecond().to_string();
    let query = pairs(&[("sid", &sid), ("a", &stamp)]);
    run.call("get-captcha", query, Body::None).await;
    let captcha = run.issued(&sid, "captcha").await;
    let mut form = pairs(&[
        ("phone", &phone),
        ("capcode", captcha.as_deref().unwrap_or_default()),
        ("sid", &sid),
        ("deviceId", &sid),
        ("appName", APP_NAME),
    ]);
    let mut sent = false;
    match run.blocked("get-sms", Some("the captcha's answer")) {
        Some(reason) => run.skip("get-sms", reason),
        None if captcha.is_none() => run.skip("get-sms", NOT_ISSUED),
        None => {
            let mut sms_form = form.clone();
            sms_form.extend(campaign.iter().cloned());
            sent = run
                .call("get-sms", Vec::new(), Body::Form(sms_form))
                .await
                .is_some();
        }
    }
    tracking.push(("phone".into(), phone.clone()));
    run.call("track-click", tracking, Body::None).await;
    match run.blocked("register", Some("the captcha's answer and the SMS code")) {
        Some(reason) => run.skip("register", reason),
        None if !sent => run.skip("register", "needs the SMS code get-sms sends; it sent none"),
        None => {
            let Some(code) = run.issued(&sid, "sms").await else {
                run.skip("register", NOT_ISSUED);
                return;
            };
            form.extend(pairs(&[
                ("merchantNumber", ""),
                ("userName", &phone),
                ("smsCode", &code),
            ]));
            if let Some(id) = launch.get("id") {
                form.push(("id".into(), id.to_owned()));
            }
            form.extend(campaign);
            run.call("register", Vec::new(), Body::Form(form)).await;
        }
    }
}

/// The legacy card payment: the cards, a commit, its SMS confirmation, the hosted page.
pub(super) async fn legacy(run: &mut Run<'_>, repay: Option<Value>) {
    let launch = run.options.launch.clone();
    let Some(order) = launch.get("orderId").map(str::to_owned) else {
        for id in [
            "repayment-way",
            "repayment-commit",
            "repayment-confirm",
            "repayment-huichao",
        ] {
            run.skip(id, "needs orderId in --launch");
        }
        return;
    };
    // The legacy page's query carries the amount; without it, the full repayment's.
    let amount = launch.number("amount").map(|a| a.to_string()).or_else(|| {
        data(&repay)
            .and_then(|d| d.get("repayAmount"))
            .and_then(text)
    });
    let way = run
        .call(
            "repayment-way",
            Vec::new(),
            Body::Form(pairs(&[("orderId", &order)])),
        )
        .await;
    let mut committed = None;
    match run.blocked("repayment-commit", None) {
        Some(reason) => run.skip("repayment-commit", reason),
        None => {
            let ways = data(&way);
            let card = ways.and_then(|w| w.pointer("/bankCards/0"));
            let field = |k: &str| card.and_then(|c| c.get(k)).and_then(text);
            let token = ways.and_then(|w| w.get("repayToken")).and_then(text);
            match (
                field("id"),
                field("bankName"),
                field("cardNo"),
                field("bankCode"),
                token,
                &amount,
            ) {
                (Some(id), Some(bank), Some(no), Some(code), Some(token), Some(amount)) => {
                    let form = pairs(&[
                        ("amount", amount),
                        ("bankName", &bank),
                        ("cardId", &id),
                        ("cardNo", &no),
                        ("couponId", launch.get("couponId").unwrap_or("")),
                        ("orderId", &order),
                        ("repayToken", &token),
                        ("bankCode", &code),
                        ("sendMsg", "1"),
                    ]);
                    committed = run
                        .call("repayment-commit", Vec::new(), Body::Form(form))
                        .await;
                }
                (.., None) => run.skip(
                    "repayment-commit",
                    "needs the amount (amount=… in --launch, or the full repayment's)",
                ),
                _ => run.skip(
                    "repayment-commit",
                    "needs a card and the token of repayment-way; it gave none",
                ),
            }
        }
    }
    match run.blocked("repayment-confirm", Some("the SMS code")) {
        Some(reason) => run.skip("repayment-confirm", reason),
        None => {
            let done = data(&committed);
            let record = done.and_then(|d| d.get("repayRecordId")).and_then(text);
            let needs_code = done.and_then(|d| d.get("needValid")) == Some(&Value::from(1));
            match record {
                Some(record) if needs_code => {
                    match run.issued(launch.session(), "legacy-sms").await {
                        Some(code) => {
                            let form = pairs(&[
                                ("orderId", &order),
                                ("verifyCode", &code),
                                ("repaymentRecordId", &record),
                            ]);
                            run.call("repayment-confirm", Vec::new(), Body::Form(form))
                                .await;
                        }
                        None => run.skip("repayment-confirm", NOT_ISSUED),
                    }
                }
                Some(_) => run.skip("repayment-confirm", "the commit asked for no SMS code"),
                None => run.skip(
                    "repayment-confirm",
                    "needs the record repayment-commit answers; it gave none",
                ),
            }
        }
    }
    match (launch.number("userId"), amount) {
        (Some(user), Some(amount)) => {
            let form = pairs(&[
                ("userId", &user.to_string()),
                ("orderId", &order),
                ("amount", &amount),
            ]);
            run.call("repayment-huichao", Vec::new(), Body::Form(form)).await;
        }
        (None, _) => run.skip(
            "repayment-huichao",
            "needs userId in --launch (the legacy page's query; without it the app offers no online payment)",
        ),
        (_, None) => run.skip(
            "repayment-huichao",
            "needs the amount (amount=… in --launch, or the full repayment's)",
        ),
    }
}
