//! The complaint scenarios the complaint screens added show what they promise, and the
//! filing flow the screens walk keeps a complaint per session.

use crate::common::*;

const FORM: &[(&str, &str)] = &[
    ("problemType", "2"),
    ("problemSonType", "0"),
    ("problemDetail", "Pagué en OXXO y no aparece"),
    ("problemImage", ""),
    ("orderNo", "MX202611220001"),
];

#[tokio::test]
async fn complaint_order_single_lists_one_order() {
    let app = app();
    for lang in ["1", "2"] {
        let init = get(
            &app,
            &format!(
                "{PROBLEM_INIT}?orderId=10482&language={lang}&scenario=complaint-order-single"
            ),
        )
        .await
        .json();
        let orders = init["data"]["orderList"].as_array().expect("orderList");
        assert_eq!(orders.len(), 1);
        assert_eq!(orders[0]["orderNo"], init["data"]["orderDetail"]["orderNo"]);
    }
}

#[tokio::test]
async fn complaint_save_fail_refuses_with_a_message_and_keeps_nothing() {
    let app = app();
    for lang in ["1", "2"] {
        let session = format!("save-fail-{lang}");
        let uri = format!(
            "{SAVE}?{}&language={lang}&scenario=complaint-save-fail",
            launch(&session).replace("&language=2", "")
        );
        let saved = post_form(&app, &uri, FORM).await;
        assert_eq!(saved.status, 200);
        assert_ne!(saved.code(), "0");
        assert_eq!(saved.json()["success"], false);
        assert!(!saved.message().is_empty());
        let list = get(&app, &format!("{LIST}?{}", launch(&session)))
            .await
            .json();
        let first = &list["data"]["tabs"][0]["items"][0];
        assert_ne!(first["content"], "Pagué en OXXO y no aparece");
    }
}

#[tokio::test]
async fn complaint_detail_images_has_nine_served_images() {
    let app = app();
    let detail = get(
        &app,
        &format!("{DETAIL}?problemId=5001&scenario=complaint-detail-images"),
    )
    .await
    .json();
    let images = detail["data"]["images"].as_array().expect("images");
    assert_eq!(images.len(), 9);
    for url in images {
        let image = get(&app, url.as_str().expect("url")).await;
        assert_eq!(image.status, 200, "{url}");
        assert_eq!(image.content_type(), "image/png", "{url}");
    }
}

#[tokio::test]
async fn complaint_list_many_is_long_and_has_an_empty_tab() {
    let app = app();
    let list = get(&app, &format!("{LIST}?scenario=complaint-list-many"))
        .await
        .json();
    let tabs = list["data"]["tabs"].as_array().expect("tabs");
    assert!(tabs[0]["items"].as_array().map_or(0, Vec::len) >= 12);
    assert!(
        tabs.iter()
            .any(|t| t["items"].as_array().is_some_and(Vec::is_empty))
    );
    // Every listed complaint opens its detail.
    for item in tabs[0]["items"].as_array().expect("items") {
        let id = item["id"].as_i64().expect("id");
        let detail = get(
            &app,
            &format!("{DETAIL}?problemId={id}&scenario=complaint-list-many"),
        )
        .await;
        assert_eq!(detail.code(), "0", "{id}: {}", detail.text());
        assert_eq!(detail.json()["data"]["content"], item["content"]);
    }
}

#[tokio::test]
async fn a_filed_complaint_with_two_images_heads_the_list_of_its_session_only() {
    let app = app();
    let mut urls = Vec::new();
    for _ in 0..2 {
        let up = upload(
            &app,
            &format!("{UPLOAD}?{}", launch("filer")),
            "image/png",
            &png(),
        )
        .await;
        assert_eq!(up.code(), "0", "{}", up.text());
        urls.push(up.json()["data"]["url"].as_str().expect("url").to_owned());
    }
    let joined = urls.join(",");
    let mut form = FORM.to_vec();
    form[3] = ("problemImage", &joined);
    let saved = post_form(&app, &format!("{SAVE}?{}", launch("filer")), &form).await;
    assert_eq!(saved.code(), "0", "{}", saved.text());
    let id = saved.json()["data"]["problemId"]
        .as_i64()
        .expect("problemId");
    let list = get(&app, &format!("{LIST}?{}", launch("filer")))
        .await
        .json();
    assert_eq!(list["data"]["tabs"][0]["items"][0]["id"], id);
    let detail = get(
        &app,
        &format!("{DETAIL}?problemId={id}&{}", launch("filer")),
    )
    .await
    .json();
    assert_eq!(detail["data"]["content"], "Pagué en OXXO y no aparece");
    assert_eq!(detail["data"]["images"], serde_json::json!(urls));
    let other = get(&app, &format!("{LIST}?{}", launch("someone-else")))
        .await
        .json();
    assert_ne!(other["data"]["tabs"][0]["items"][0]["id"], id);
}
