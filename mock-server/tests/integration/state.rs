//! Every state transition the mock server keeps, over HTTP.

use crate::common::*;

async fn save(app: &axum::Router, session: &str, text: &str, images: &str) -> Reply {
    post_form(
        app,
        &format!("{SAVE}?{}", launch(session)),
        &[
            ("problemType", "1"),
            ("problemSonType", "12"),
            ("problemDetail", text),
            ("problemImage", images),
            ("orderNo", "MX202611220001"),
        ],
    )
    .await
}

#[tokio::test]
async fn saved_complaint_with_images_shows_in_list_and_detail_of_its_session_only() {
    let app = app();
    let image = png();
    let up = upload(
        &app,
        &format!("{UPLOAD}?{}", launch("alice")),
        "image/png",
        &image,
    )
    .await;
    assert_eq!(up.code(), "0", "{}", up.text());
    let url = up.json()["data"]["url"].as_str().expect("url").to_owned();
    let served = get(&app, &url).await;
    assert_eq!(served.status, 200);
    assert_eq!(served.content_type(), "image/png");
    assert_eq!(
        served.bytes, image,
        "the upload is served back byte for byte"
    );

    let saved = save(&app, "alice", "Me trataron mal por teléfono", &url).await;
    assert_eq!(saved.code(), "0", "{}", saved.text());
    assert_eq!(saved.json()["success"], true);
    let id = saved.json()["data"]["problemId"].as_i64().expect("id");

    let list = get(&app, &format!("{LIST}?{}", launch("alice")))
        .await
        .json();
    let tabs = list["data"]["tabs"].as_array().expect("tabs");
    assert_eq!(tabs[0]["items"][0]["id"], id);
    assert_eq!(
        tabs[0]["items"][0]["content"],
        "Me trataron mal por teléfono"
    );
    assert_eq!(tabs[0]["items"][0]["type"], "Cobranza");
    assert_eq!(tabs[1]["items"][0]["id"], id);

    let detail = get(
        &app,
        &format!("{DETAIL}?problemId={id}&{}", launch("alice")),
    )
    .await
    .json();
    assert_eq!(detail["data"]["problemId"], id);
    assert_eq!(detail["data"]["sonType"], "Trato irrespetuoso");
    assert_eq!(detail["data"]["images"][0], url.as_str());

    // Another session sees none of it.
    let other = get(&app, &format!("{LIST}?{}", launch("bob"))).await.json();
    assert_ne!(other["data"]["tabs"][0]["items"][0]["id"], id);
    let other_detail = get(&app, &format!("{DETAIL}?problemId={id}&{}", launch("bob"))).await;
    assert_ne!(other_detail.code(), "0");

    // Reset clears it.
    let reset = send(
        &app,
        axum::http::Request::post("/__mock/reset")
            .body(axum::body::Body::empty())
            .expect("request"),
    )
    .await;
    assert_eq!(reset.status, 200);
    let after = get(&app, &format!("{LIST}?{}", launch("alice")))
        .await
        .json();
    assert_ne!(after["data"]["tabs"][0]["items"][0]["id"], id);
    assert_eq!(get(&app, &url).await.status, 404);
}

#[tokio::test]
async fn tenth_image_of_a_draft_is_refused_and_save_starts_a_new_draft() {
    let app = app();
    let uri = format!("{UPLOAD}?{}", launch("carol"));
    for _ in 0..9 {
        assert_eq!(upload(&app, &uri, "image/png", &png()).await.code(), "0");
    }
    let tenth = upload(&app, &uri, "image/png", &png()).await;
    assert_eq!(tenth.status, 200);
    assert_ne!(tenth.code(), "0");
    assert!(tenth.message().contains('9'), "{}", tenth.message());
    assert_eq!(save(&app, "carol", "Texto", "").await.code(), "0");
    assert_eq!(upload(&app, &uri, "image/png", &png()).await.code(), "0");
}

fn pairs(v: &[(String, String)]) -> Vec<(&str, &str)> {
    v.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
}

#[tokio::test]
async fn sms_code_registers_once_then_the_phone_is_registered() {
    let app = app();
    let (sid, answer) = promo_session(&app).await;
    let phone = "13711112222";
    let form = |capcode: &str| {
        vec![
            ("phone".to_owned(), phone.to_owned()),
            ("capcode".to_owned(), capcode.to_owned()),
            ("sid".to_owned(), sid.clone()),
            ("deviceId".to_owned(), sid.clone()),
            ("appName".to_owned(), "Crédito Ágil".to_owned()),
        ]
    };
    // Wrong captcha: 101.
    let wrong = post_form(&app, SMS, &pairs(&form("ZZZ9"))).await;
    assert_eq!(wrong.code(), "101");
    // Right captcha (any case): sent.
    let sent = post_form(&app, SMS, &pairs(&form(&answer.to_lowercase()))).await;
    assert_eq!(sent.code(), "0", "{}", sent.text());
    // Resend within 60 s: refused with the specification's message.
    let again = post_form(&app, SMS, &pairs(&form(&answer))).await;
    assert_ne!(again.code(), "0");
    assert_eq!(again.message(), "请勿重复发送验证码!");
    let code = last_code(&app, &sid, "sms").await;
    assert_eq!(code.len(), 6);

    let mut reg = form(&answer);
    reg.push(("userName".into(), phone.into()));
    // Wrong captcha on register: -1.
    let mut bad_captcha = form("ZZZ9");
    bad_captcha.push(("smsCode".into(), code.clone()));
    bad_captcha.push(("userName".into(), phone.into()));
    assert_eq!(
        post_form(&app, REGISTER, &pairs(&bad_captcha)).await.code(),
        "-1"
    );
    // Wrong SMS code: refused with a clear message.
    let mut wrong_code = reg.clone();
    wrong_code.push((
        "smsCode".into(),
        if code == "000000" {
            "111111".into()
        } else {
            "000000".into()
        },
    ));
    let refused = post_form(&app, REGISTER, &pairs(&wrong_code)).await;
    assert_ne!(refused.code(), "0");
    assert!(
        refused.message().contains("短信验证码"),
        "{}",
        refused.message()
    );
    // The issued code: registered.
    reg.push(("smsCode".into(), code.clone()));
    assert_eq!(post_form(&app, REGISTER, &pairs(&reg)).await.code(), "0");
    // Afterwards: 11 on register and on get-sms, from any sid.
    assert_eq!(post_form(&app, REGISTER, &pairs(&reg)).await.code(), "11");
    let (sid2, answer2) = promo_session(&app).await;
    let sms2 = post_form(
        &app,
        SMS,
        &[
            ("phone", phone),
            ("capcode", &answer2),
            ("sid", &sid2),
            ("deviceId", &sid2),
            ("appName", "x"),
        ],
    )
    .await;
    assert_eq!(sms2.code(), "11");
    assert_eq!(sms2.message(), "您已注册,请直接下载APP登录！");
}

#[tokio::test]
async fn captcha_is_new_on_each_call() {
    let app = app();
    let (sid, first) = promo_session(&app).await;
    let mut answers = vec![first];
    for _ in 0..4 {
        let image = get(&app, &format!("{CAPTCHA}?sid={sid}&a=2")).await;
        assert_eq!(&image.bytes[1..4], b"PNG");
        answers.push(last_code(&app, &sid, "captcha").await);
    }
    answers.dedup();
    assert!(
        answers.len() > 1,
        "captcha answers never changed: {answers:?}"
    );
    assert!(answers.iter().all(|a| a.len() == 4));
    // Only the latest answer counts.
    let latest = answers.last().expect("answer").clone();
    let old_ok = answers.iter().any(|a| !a.eq_ignore_ascii_case(&latest));
    if old_ok {
        let old = answers
            .iter()
            .find(|a| !a.eq_ignore_ascii_case(&latest))
            .expect("old");
        let r = post_form(
            &app,
            SMS,
            &[
                ("phone", "13600001111"),
                ("capcode", old),
                ("sid", &sid),
                ("deviceId", &sid),
                ("appName", "x"),
            ],
        )
        .await;
        assert_eq!(r.code(), "101");
    }
}

#[tokio::test]
async fn legacy_commit_sms_confirm_wrong_code_and_duplicate() {
    let app = app();
    let commit = post_form(
        &app,
        &format!("{COMMIT}?{}", launch("dave")),
        &commit_form("1"),
    )
    .await
    .json();
    assert_eq!(commit["code"], "00");
    assert_eq!(commit["data"]["needValid"], 1);
    let record = commit["data"]["repayRecordId"]
        .as_str()
        .expect("record")
        .to_owned();
    let code = last_code(&app, "dave", "legacy-sms").await;
    let only_dave = get(&app, "/__mock/outbox?session=dave").await.json();
    let entries = only_dave["entries"].as_array().expect("entries");
    assert!(!entries.is_empty() && entries.iter().all(|e| e["session"] == "dave"));
    let confirm = |verify: String| {
        let record = record.clone();
        let app = app.clone();
        async move {
            post_form(
                &app,
                &format!("{CONFIRM}?{}", launch("dave")),
                &[
                    ("orderId", "10482"),
                    ("verifyCode", &verify),
                    ("repaymentRecordId", &record),
                ],
            )
            .await
        }
    };
    let wrong = if code == "999999" {
        "000000".to_owned()
    } else {
        "999999".to_owned()
    };
    let refused = confirm(wrong).await;
    assert_eq!(refused.code(), "800006");
    assert_eq!(refused.message(), "验证码错误");
    assert_eq!(confirm(code.clone()).await.code(), "00");
    // The same commit twice: 800005.
    let twice = post_form(
        &app,
        &format!("{COMMIT}?{}", launch("dave")),
        &commit_form("1"),
    )
    .await;
    assert_eq!(twice.code(), "800005");
    assert_eq!(twice.message(), "请勿重复提交支付申请");
    // sendMsg 0: no SMS step.
    let direct = post_form(
        &app,
        &format!("{COMMIT}?{}", launch("erin")),
        &commit_form("0"),
    )
    .await
    .json();
    assert_eq!(direct["data"]["needValid"], 0);
}

/// The resend decision (docs/decisions.md "Contract shapes"): the same commit again with `sendMsg=1` while
/// its record waits for the code issues a new code for the same record; the old code stops
/// working; after the confirmation the same commit is a duplicate again.
#[tokio::test]
async fn legacy_resend_issues_a_new_code_for_the_pending_record() {
    let app = app();
    let url = format!("{COMMIT}?{}", launch("gina"));
    let first = post_form(&app, &url, &commit_form("1")).await.json();
    assert_eq!(first["code"], "00");
    let record = first["data"]["repayRecordId"]
        .as_str()
        .expect("record")
        .to_owned();
    let old_code = last_code(&app, "gina", "legacy-sms").await;
    // sendMsg 0 on the pending record is no resend: a second submission.
    let direct = post_form(&app, &url, &commit_form("0")).await;
    assert_eq!(direct.code(), "800005");
    let mut new_code = old_code.clone();
    // A new random code may equal the old one (1 in a million); resend until it differs.
    for _ in 0..5 {
        let resend = post_form(&app, &url, &commit_form("1")).await.json();
        assert_eq!(resend["code"], "00", "{resend}");
        assert_eq!(resend["data"]["needValid"], 1);
        assert_eq!(resend["data"]["repayRecordId"], record.as_str());
        new_code = last_code(&app, "gina", "legacy-sms").await;
        if new_code != old_code {
            break;
        }
    }
    assert_ne!(new_code, old_code);
    let confirm = |verify: String| {
        let (app, record) = (app.clone(), record.clone());
        async move {
            post_form(
                &app,
                &format!("{CONFIRM}?{}", launch("gina")),
                &[
                    ("orderId", "10482"),
                    ("verifyCode", &verify),
                    ("repaymentRecordId", &record),
                ],
            )
            .await
        }
    };
    assert_eq!(confirm(old_code).await.code(), "800006");
    assert_eq!(confirm(new_code).await.code(), "00");
    let after = post_form(&app, &url, &commit_form("1")).await;
    assert_eq!(after.code(), "800005");
    assert_eq!(after.message(), "请勿重复提交支付申请");
}

#[tokio::test]
async fn rating_and_instruction_are_accepted() {
    let app = app();
    let score = post_form(
        &app,
        &format!("{SCORE}?{}", launch("fay")),
        &[("score", "5")],
    )
    .await;
    assert_eq!(score.code(), "0");
    let vcode = post_form(
        &app,
        &format!("{VCODE}?{}", launch("fay")),
        &[
            ("productId", "3"),
            ("orderId", "10482"),
            ("amount", "345000"),
            ("payCode", "SEVEN"),
            ("requestType", "1"),
        ],
    )
    .await
    .json();
    assert_eq!(vcode["data"]["repayDetail"]["vCode"], "71004588210937");
    let qr = vcode["data"]["repayDetail"]["repayCode"]
        .as_str()
        .expect("qr")
        .to_owned();
    let image = get(&app, &qr).await;
    assert_eq!(image.content_type(), "image/png");
    let unknown = post_form(
        &app,
        &format!("{VCODE}?{}", launch("fay")),
        &[
            ("productId", "3"),
            ("orderId", "10482"),
            ("amount", "345000"),
            ("payCode", "NOPE"),
            ("requestType", "1"),
        ],
    )
    .await;
    assert_ne!(unknown.code(), "0");
}

#[tokio::test]
async fn media_of_the_world_is_served() {
    let app = app();
    let repay = get(
        &app,
        "/throughout/v3/installment/loan-play-detail?productId=3&orderId=10482",
    )
    .await
    .json();
    let mut urls = vec![
        repay["data"]["productLogo"]
            .as_str()
            .expect("logo")
            .to_owned(),
    ];
    for group in repay["data"]["repayList"].as_array().expect("groups") {
        for channel in group["channels"].as_array().expect("channels") {
            urls.push(channel["logo"].as_str().expect("logo").to_owned());
            let barcode = channel["BARcodeImg"].as_str().unwrap_or("");
            if !barcode.is_empty() {
                assert!(barcode.contains(channel["vCode"].as_str().expect("vCode")));
                urls.push(barcode.to_owned());
            }
        }
    }
    for url in urls {
        assert!(url.starts_with("/__mock/media/"), "{url}");
        let r = get(&app, &url).await;
        assert_eq!(r.status, 200, "{url}");
        assert_eq!(r.content_type(), "image/png", "{url}");
    }
    assert_eq!(
        get(&app, "/__mock/media/logo/oxxo.svg")
            .await
            .content_type(),
        "image/svg+xml"
    );
}
