//! Bad input gets the envelope with a non-zero code and a message naming the problem; never a
//! panic, a plain-text body or a 500.

use crate::common::*;
use axum::body::Body;
use axum::http::{Request, header};

fn assert_envelope(r: &Reply, status: u16, needle: &str) {
    assert!(!r.message().is_empty() && r.status != 500, "{}", r.text());
    assert_eq!(r.status.as_u16(), status, "{}", r.text());
    assert!(
        r.content_type().starts_with("application/json"),
        "{}",
        r.content_type()
    );
    assert_ne!(r.code(), "0");
    assert_ne!(r.code(), "00");
    assert!(
        r.message().contains(needle),
        "message {:?} does not name {needle:?}",
        r.message()
    );
}

#[tokio::test]
async fn missing_and_ill_typed_fields() {
    let app = app();
    assert_envelope(
        &get(&app, &format!("{LOAN_DETAILS}?productId=3")).await,
        400,
        "orderId",
    );
    assert_envelope(
        &get(&app, &format!("{LOAN_DETAILS}?productId=abc&orderId=1")).await,
        400,
        "productId",
    );
    let r = get(&app, &format!("{LOAN_DETAILS}?productId=abc&orderId=1")).await;
    assert_eq!(r.json()["success"], false, "v3 errors carry success false");
    assert_envelope(&post_form(&app, SCORE, &[]).await, 400, "score");
    assert_envelope(
        &post_form(&app, SCORE, &[("score", "five")]).await,
        400,
        "score",
    );
    assert_envelope(&get(&app, CAPTCHA).await, 400, "sid");
    // String-code endpoints answer a string code.
    let r = post_form(&app, WAY, &[("orderId", "x")]).await;
    assert_envelope(&r, 400, "orderId");
    assert!(r.json()["code"].is_string());
}

#[tokio::test]
async fn integers_past_their_documented_range() {
    let app = app();
    assert_envelope(
        &post_form(&app, SCORE, &[("score", "6")]).await,
        400,
        "score",
    );
    assert_envelope(
        &post_form(&app, SCORE, &[("score", "0")]).await,
        400,
        "score",
    );
    assert_envelope(
        &get(&app, &format!("{LOAN_DETAILS}?productId=0&orderId=1")).await,
        400,
        "productId",
    );
    assert_envelope(
        &get(&app, &format!("{LOAN_CONFIRM}?productId=3&isType=2")).await,
        400,
        "isType",
    );
    assert_envelope(
        &get(
            &app,
            &format!("{LOAN_DETAILS}?productId=3&orderId=99999999999999999999"),
        )
        .await,
        400,
        "orderId",
    );
}

#[tokio::test]
async fn complaint_text_rules() {
    let app = app();
    let form = |text: String| {
        vec![
            ("problemType".to_owned(), "2".to_owned()),
            ("problemDetail".to_owned(), text),
            ("problemImage".to_owned(), String::new()),
            ("orderNo".to_owned(), "MX202611220001".to_owned()),
        ]
    };
    let send = |f: Vec<(String, String)>| {
        let app = app.clone();
        async move {
            let pairs: Vec<(&str, &str)> =
                f.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
            post_form(&app, &format!("{SAVE}?{}", launch("t")), &pairs).await
        }
    };
    let empty = send(form(String::new())).await;
    assert_envelope(&empty, 400, "problemDetail");
    let blank = send(form("   ".into())).await;
    assert_envelope(&blank, 200, "rellene sus comentarios");
    let long = send(form("a".repeat(201))).await;
    assert_envelope(&long, 400, "problemDetail");
    let just_right = send(form("ñ".repeat(200))).await;
    assert_eq!(just_right.code(), "0", "{}", just_right.text());
    let mut unknown_order = form("texto".into());
    unknown_order[3].1 = "MX000".into();
    assert_envelope(&send(unknown_order).await, 200, "orderNo");
    let mut collection_without_sub_type = form("texto".into());
    collection_without_sub_type[0].1 = "1".into();
    assert_envelope(
        &send(collection_without_sub_type).await,
        200,
        "problemSonType",
    );
}

#[tokio::test]
async fn uploads_that_are_not_images_too_large_or_mistyped() {
    let app = app();
    let uri = format!("{UPLOAD}?{}", launch("u"));
    assert_envelope(
        &upload(&app, &uri, "image/png", b"just some text, not an image").await,
        200,
        "problemImage",
    );
    assert_envelope(
        &upload(&app, &uri, "text/plain", &png()).await,
        200,
        "problemImage",
    );
    let mut big = png();
    big.resize(5 * 1024 * 1024 + 10, 0);
    assert_envelope(&upload(&app, &uri, "image/png", &big).await, 200, "5 MB");
    let mut huge = png();
    huge.resize(9 * 1024 * 1024, 0);
    let r = upload(&app, &uri, "image/png", &huge).await;
    assert_envelope(&r, 400, "limit");
    // Wrong request content type.
    let r = post_form(&app, &uri, &[("problemImage", "x")]).await;
    assert_envelope(&r, 400, "multipart/form-data");
    // A form endpoint sent JSON.
    let r = send(
        &app,
        Request::post(SCORE)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from("{\"score\":5}"))
            .expect("request"),
    )
    .await;
    assert_envelope(&r, 400, "application/x-www-form-urlencoded");
    // The wrong file field.
    let (ct, body) = multipart("file", "a.png", "image/png", &png());
    let r = send(
        &app,
        Request::post(&uri)
            .header(header::CONTENT_TYPE, ct)
            .body(Body::from(body))
            .expect("request"),
    )
    .await;
    assert_envelope(&r, 400, "problemImage");
    // A broken multipart body.
    let r = send(
        &app,
        Request::post(&uri)
            .header(header::CONTENT_TYPE, "multipart/form-data; boundary=xyz")
            .body(Body::from("garbage"))
            .expect("request"),
    )
    .await;
    assert_envelope(&r, 400, "multipart");
}

#[tokio::test]
async fn form_body_over_the_limit() {
    let app = app();
    let r = post_form(
        &app,
        SCORE,
        &[("score", "5"), ("pad", &"x".repeat(70 * 1024))],
    )
    .await;
    assert_envelope(&r, 400, "limit");
}

#[tokio::test]
async fn phone_and_captcha_breaking_the_rules() {
    let app = app();
    let (sid, answer) = promo_session(&app).await;
    for phone in [
        "12345678901",
        "1381234567",
        "138123456789",
        "1381234567x",
        "",
    ] {
        let r = post_form(
            &app,
            SMS,
            &[
                ("phone", phone),
                ("capcode", &answer),
                ("sid", &sid),
                ("deviceId", &sid),
                ("appName", "x"),
            ],
        )
        .await;
        // The document's pattern refuses it before the handler: 400, the specification's
        // message first.
        assert_envelope(&r, 400, "请正确输入手机号！");
        assert!(r.message().contains("phone"));
    }
    for capcode in ["", "ABCDE"] {
        let r = post_form(
            &app,
            SMS,
            &[
                ("phone", "13812345678"),
                ("capcode", capcode),
                ("sid", &sid),
                ("deviceId", &sid),
                ("appName", "x"),
            ],
        )
        .await;
        assert_envelope(&r, 400, "请正确输入图形验证码！");
        assert!(r.message().contains("capcode"));
    }
    let r = post_form(
        &app,
        REGISTER,
        &[
            ("phone", "13812345678"),
            ("capcode", &answer),
            ("sid", &sid),
            ("deviceId", &sid),
            ("appName", "x"),
            ("userName", "13812345678"),
            ("smsCode", "12ab"),
        ],
    )
    .await;
    assert_envelope(&r, 200, "短信验证码");
}

#[tokio::test]
async fn unknown_order_and_problem() {
    let app = app();
    assert_envelope(
        &get(&app, &format!("{CONTRACT}?orderNo=NOPE-1")).await,
        200,
        "NOPE-1",
    );
    assert_envelope(
        &get(&app, &format!("{DETAIL}?problemId=424242")).await,
        200,
        "424242",
    );
    assert_envelope(
        &post_form(
            &app,
            &format!("{CONFIRM}?{}", launch("z")),
            &[
                ("orderId", "10482"),
                ("verifyCode", "123456"),
                ("repaymentRecordId", "rr-none"),
            ],
        )
        .await,
        200,
        "还款记录",
    );
}

#[tokio::test]
async fn unknown_api_paths_and_methods() {
    let app = app();
    assert_envelope(
        &get(&app, "/throughout/v3/nothing-here").await,
        404,
        "not a call of the contract",
    );
    assert_envelope(
        &get(&app, "/api/v2/youmi/promotion/nothing").await,
        404,
        "not a call",
    );
    let r = get(&app, SCORE).await;
    assert_envelope(&r, 405, "not the method");
    assert_eq!(r.json()["success"], false);
    assert_eq!(r.code(), "405", "the envelope's code says 405 too");
    assert_eq!(r.headers["allow"], "POST", "a 405 names the allowed method");
}

#[tokio::test]
async fn null_only_where_the_document_allows_it() {
    let app = app();
    // problemSonType is nullable in the document: `null` means absent.
    let r = post_form(
        &app,
        &format!("{SAVE}?{}", launch("n")),
        &[
            ("problemType", "2"),
            ("problemSonType", "null"),
            ("problemDetail", "texto"),
            ("problemImage", ""),
            ("orderNo", "MX202611220001"),
        ],
    )
    .await;
    assert_eq!(r.code(), "0", "{}", r.text());
    // orderId is not: refused.
    assert_envelope(
        &get(&app, &format!("{PROBLEM_INIT}?orderId=null")).await,
        400,
        "orderId",
    );
    assert_envelope(&get(&app, &format!("{CAPTCHA}?sid=s&a=")).await, 400, "a");
}
