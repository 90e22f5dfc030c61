//! Every scenario the workbench requires exists and shows its distinguishing values.

use crate::common::*;

const REQUIRED: &[&str] = &[
    "default",
    "order-21",
    "order-151",
    "order-110",
    "order-174",
    "order-174-extendable",
    "order-180",
    "order-180-extendable",
    "order-200",
    "order-999",
    "confirm-popup",
    "confirm-no-contract",
    "confirm-coupon",
    "complaint-collection-blocked",
    "complaint-list-empty",
    "complaint-detail-score",
    "complaint-detail-processed",
    "complaint-upload-fail",
    "agreement-fail",
    "sms-wrong-captcha",
    "sms-registered",
    "register-wrong-captcha",
    "register-registered",
    "template-fail",
    "legacy-sms",
    "legacy-direct",
    "legacy-wrong-code",
    "legacy-duplicate",
    "legacy-cards-fail",
    "slow",
    "server-error",
];

#[tokio::test]
async fn every_required_scenario_is_listed_with_links() {
    let app = app();
    let list = get(&app, "/__mock/scenarios").await.json();
    let names: Vec<&str> = list
        .as_array()
        .expect("array")
        .iter()
        .filter_map(|s| s["name"].as_str())
        .collect();
    for name in REQUIRED {
        assert!(names.contains(name), "missing scenario {name}");
    }
    for s in list.as_array().expect("array") {
        assert!(!s["description"].as_str().unwrap_or("").is_empty());
        let links = s["links"].as_array().expect("links");
        assert!(!links.is_empty(), "{} has no links", s["name"]);
        for link in links {
            let url = link["url"].as_str().expect("url");
            assert!(url.contains(&format!("scenario={}", s["name"].as_str().unwrap_or(""))));
            if !url.starts_with("/promotion") {
                for p in [
                    "sessionId=",
                    "deviceId=",
                    "appVersion=",
                    "deviceName=",
                    "osVersion=",
                    "advertisingId=",
                    "productId=",
                    "orderId=",
                    "language=",
                ] {
                    assert!(url.contains(p), "{url} lacks {p}");
                }
            }
        }
    }
    let page = get(&app, "/__mock").await;
    assert!(page.content_type().starts_with("text/html"));
    for name in REQUIRED {
        assert!(
            page.text().contains(&format!("scenario={name}")),
            "{name} not on /__mock"
        );
    }
}

async fn details(app: &axum::Router, scenario: &str, lang: &str) -> serde_json::Value {
    get(
        app,
        &format!("{LOAN_DETAILS}?productId=3&orderId=10482&language={lang}&scenario={scenario}"),
    )
    .await
    .json()
}

#[tokio::test]
async fn order_scenarios_set_status_and_delay() {
    let app = app();
    for (scenario, status, delay) in [
        ("order-21", 21, 0),
        ("order-151", 151, 0),
        ("order-110", 110, 0),
        ("order-174", 174, 0),
        ("order-174-extendable", 174, 1),
        ("order-180", 180, 0),
        ("order-180-extendable", 180, 1),
        ("order-200", 200, 0),
        ("order-999", 999, 0),
    ] {
        for lang in ["1", "2"] {
            let body = details(&app, scenario, lang).await;
            assert_eq!(body["code"], 0);
            assert_eq!(body["success"], true);
            assert_eq!(body["data"]["orderStatus"], status, "{scenario}");
            assert_eq!(body["data"]["isDelay"], delay, "{scenario}");
        }
    }
    let es = details(&app, "order-180", "2").await;
    let en = details(&app, "order-180", "1").await;
    assert_eq!(es["data"]["noticeStatusText"], "Vencido");
    assert_eq!(en["data"]["noticeStatusText"], "Overdue");
}

#[tokio::test]
async fn confirm_scenarios() {
    let app = app();
    let base = |s: &str, extra: &str| format!("{LOAN_CONFIRM}?productId=3{extra}&scenario={s}");
    let popup = get(&app, &base("confirm-popup", "")).await.json();
    assert_eq!(popup["data"]["isNeedPop"], 1);
    let reload = get(&app, &base("confirm-popup", "&isType=1")).await.json();
    assert_eq!(reload["data"]["isNeedPop"], 0);
    let default = get(&app, &base("default", "")).await.json();
    assert_eq!(default["data"]["isNeedPop"], 0);
    assert!(default["data"].get("couNum").is_none());
    assert_ne!(default["data"]["isNewContract"], "");
    let no_contract = get(&app, &base("confirm-no-contract", "")).await.json();
    assert_eq!(no_contract["data"]["isNewContract"], "");
    let coupon = get(&app, &base("confirm-coupon", "")).await.json();
    assert_eq!(coupon["data"]["couNum"], 5000);
}

#[tokio::test]
async fn complaint_scenarios() {
    let app = app();
    let init = get(
        &app,
        &format!("{PROBLEM_INIT}?orderId=10482&scenario=complaint-collection-blocked"),
    )
    .await
    .json();
    assert_eq!(init["data"]["orderDetail"]["isShow"], 0);
    let blocked = post_form(
        &app,
        &format!(
            "{SAVE}?{}&scenario=complaint-collection-blocked",
            launch("blocked")
        ),
        &[
            ("problemType", "1"),
            ("problemSonType", "11"),
            ("problemDetail", "Llaman mucho"),
            ("problemImage", ""),
            ("orderNo", "MX202611220001"),
        ],
    )
    .await;
    assert_ne!(blocked.code(), "0");
    assert!(
        blocked.message().contains("cobranza"),
        "{}",
        blocked.message()
    );

    let empty = get(&app, &format!("{LIST}?scenario=complaint-list-empty"))
        .await
        .json();
    for tab in empty["data"]["tabs"].as_array().expect("tabs") {
        assert!(tab["items"].as_array().expect("items").is_empty());
    }
    let score = get(
        &app,
        &format!("{DETAIL}?problemId=5001&scenario=complaint-detail-score"),
    )
    .await
    .json();
    assert_eq!(score["data"]["isNeedScore"], 1);
    let processed = get(
        &app,
        &format!("{DETAIL}?problemId=5001&scenario=complaint-detail-processed&language=1"),
    )
    .await
    .json();
    assert!(
        !processed["data"]["disposeDetail"]
            .as_str()
            .unwrap_or("")
            .is_empty()
    );
    assert_eq!(
        processed["data"]["disposeImages"].as_array().map(Vec::len),
        Some(2)
    );
    assert_eq!(processed["data"]["isNeedScore"], 0);
    let default = get(&app, &format!("{DETAIL}?problemId=5001")).await.json();
    assert_eq!(default["data"]["disposeDetail"], "");

    let fail = upload(
        &app,
        &format!("{UPLOAD}?{}&scenario=complaint-upload-fail", launch("up")),
        "image/png",
        &png(),
    )
    .await;
    assert_eq!(fail.status, 200);
    assert_ne!(fail.code(), "0");
    assert!(!fail.message().is_empty());
}

#[tokio::test]
async fn agreement_fail() {
    let app = app();
    let ok = get(&app, &format!("{CONTRACT}?orderNo=MX202611220001"))
        .await
        .json();
    assert_eq!(ok["success"], true);
    assert_eq!(ok["data"]["IVA"], 5268);
    let fail = get(
        &app,
        &format!("{CONTRACT}?orderNo=MX202611220001&scenario=agreement-fail"),
    )
    .await
    .json();
    assert_eq!(fail["success"], false);
    assert!(fail["data"].is_null());
    assert!(!fail["message"].as_str().unwrap_or("").is_empty());
}

#[tokio::test]
async fn promotion_scenarios() {
    let app = app();
    let form = [
        ("phone", "13912345678"),
        ("capcode", "ABCD"),
        ("sid", "sid-x"),
        ("deviceId", "sid-x"),
        ("appName", "Crédito Ágil"),
        ("userName", "13912345678"),
        ("smsCode", "123456"),
    ];
    for (scenario, uri, code) in [
        ("sms-wrong-captcha", SMS, "101"),
        ("sms-registered", SMS, "11"),
        ("register-wrong-captcha", REGISTER, "-1"),
        ("register-registered", REGISTER, "11"),
    ] {
        let r = post_form(&app, &format!("{uri}?scenario={scenario}"), &form).await;
        assert_eq!(r.code(), code, "{scenario}");
        assert!(!r.message().is_empty());
    }
    let ok = get(&app, &format!("{TEMPLATE}?templateId=12")).await;
    assert_eq!(ok.code(), "00");
    let fail = get(
        &app,
        &format!("{TEMPLATE}?templateId=12&scenario=template-fail"),
    )
    .await;
    assert_ne!(fail.code(), "00");
    assert!(fail.json()["code"].is_string());
}

#[tokio::test]
async fn legacy_scenarios() {
    let app = app();
    let q = |s: &str, scenario: &str| format!("{COMMIT}?{}&scenario={scenario}", launch(s));
    let sms = post_form(&app, &q("l1", "legacy-sms"), &commit_form("0"))
        .await
        .json();
    assert_eq!(sms["code"], "00");
    assert_eq!(sms["data"]["needValid"], 1);
    let direct = post_form(&app, &q("l2", "legacy-direct"), &commit_form("1"))
        .await
        .json();
    assert_eq!(direct["data"]["needValid"], 0);
    let dup = post_form(&app, &q("l3", "legacy-duplicate"), &commit_form("1")).await;
    assert_eq!(dup.code(), "800005");
    let wrong = post_form(&app, &q("l4", "legacy-wrong-code"), &commit_form("1"))
        .await
        .json();
    let record = wrong["data"]["repayRecordId"]
        .as_str()
        .expect("record")
        .to_owned();
    let code = last_code(&app, "l4", "legacy-sms").await;
    let confirm = post_form(
        &app,
        &format!("{CONFIRM}?{}&scenario=legacy-wrong-code", launch("l4")),
        &[
            ("orderId", "10482"),
            ("verifyCode", &code),
            ("repaymentRecordId", &record),
        ],
    )
    .await;
    assert_eq!(confirm.code(), "800006");
    let cards = post_form(
        &app,
        &format!("{WAY}?{}&scenario=legacy-cards-fail", launch("l5")),
        &[("orderId", "10482")],
    )
    .await;
    assert_ne!(cards.code(), "00");
    assert_eq!(cards.message(), "查询卡列表失败");
    let ok = post_form(
        &app,
        &format!("{WAY}?{}", launch("l5")),
        &[("orderId", "10482")],
    )
    .await
    .json();
    assert_eq!(ok["data"]["bankCards"].as_array().map(Vec::len), Some(2));
}

#[tokio::test]
async fn transport_scenarios() {
    let app = app();
    let started = std::time::Instant::now();
    let slow = get(
        &app,
        &format!("{LOAN_DETAILS}?productId=3&orderId=10482&scenario=slow"),
    )
    .await;
    assert!(started.elapsed() >= std::time::Duration::from_millis(1900));
    assert_eq!(slow.code(), "0");
    for uri in [
        format!("{LOAN_DETAILS}?productId=3&orderId=10482&scenario=server-error"),
        format!("{TEMPLATE}?templateId=1&scenario=server-error"),
        format!("{SID}?scenario=server-error"),
    ] {
        let r = get(&app, &uri).await;
        assert_eq!(r.status, 500, "{uri}");
        assert!(r.content_type().starts_with("application/json"));
        assert_ne!(r.code(), "0");
    }
    // Pages and QA routes are not API calls: no fault there.
    let page = get(&app, "/__mock/scenarios?scenario=server-error").await;
    assert_eq!(page.status, 200);
    // Per-request flags.
    let fault = get(
        &app,
        &format!("{LOAN_DETAILS}?productId=3&orderId=10482&mock_fault_rate=1"),
    )
    .await;
    assert_eq!(fault.status, 500);
    let started = std::time::Instant::now();
    let _ = get(
        &app,
        &format!("{LOAN_DETAILS}?productId=3&orderId=10482&mock_latency=300"),
    )
    .await;
    assert!(started.elapsed() >= std::time::Duration::from_millis(290));
}

#[tokio::test]
async fn language_switches_copy() {
    let app = app();
    let es = get(
        &app,
        &format!("{LOAN_DETAILS}?productId=3&orderId=10482&language=2"),
    )
    .await
    .json();
    let en = get(
        &app,
        &format!("{LOAN_DETAILS}?productId=3&orderId=10482&language=1"),
    )
    .await
    .json();
    let other = get(
        &app,
        &format!("{LOAN_DETAILS}?productId=3&orderId=10482&language=7"),
    )
    .await
    .json();
    assert_eq!(es["data"]["noticeStatusText"], "Pendiente de pago");
    assert_eq!(en["data"]["noticeStatusText"], "Awaiting repayment");
    assert_eq!(other, es);
}
