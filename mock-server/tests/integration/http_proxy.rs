//! `HTTP_PROXY=http://127.0.0.1:PORT mock-server verify --upstream http://…`: the real binary
//! reads the proxy from its environment, as curl does, and every call goes through it; with
//! the backend's host in `NO_PROXY` none does. The https twin, through `HTTPS_PROXY` and
//! `CONNECT`, is in `https.rs`.

use crate::common::*;
use crate::forward::Forward;

/// The launch with what the legacy and promotion pages read, so that no call is skipped.
fn full(session: &str) -> String {
    format!(
        "{}&amount=345000&userId=88123&id=12&user_from=qa&app_from=creditoagil&utm_tag=qa-link",
        launch(session)
    )
}

#[tokio::test]
async fn verify_goes_through_the_http_proxy_of_its_environment() {
    let addr = serve(app()).await;
    let proxy = Forward::start().await;
    let args = vec![
        "--upstream".into(),
        format!("http://{addr}"),
        "--launch".into(),
        full("hp-1"),
        "--writes".into(),
    ];
    let url = proxy.url();
    let run = args.clone();
    let (code, out, err) = tokio::task::spawn_blocking(move || {
        verify_binary_through(&run, &[("HTTP_PROXY", url.as_str())])
    })
    .await
    .expect("joined");
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("25 calls: 25 conform, 0 breaks"), "{out}{err}");
    let seen = proxy.seen();
    let origin = format!("http://{addr}/");
    assert!(seen.len() >= 25, "every call through the proxy: {seen:?}");
    assert!(
        seen.iter().all(|line| line
            .split(' ')
            .nth(1)
            .is_some_and(|t| t.starts_with(&origin))),
        "{seen:?}"
    );
    let url = proxy.url();
    let (code, out, err) = tokio::task::spawn_blocking(move || {
        verify_binary_through(
            &args,
            &[("HTTP_PROXY", url.as_str()), ("NO_PROXY", "127.0.0.1")],
        )
    })
    .await
    .expect("joined");
    assert_eq!(code, Some(0), "{out}{err}");
    assert_eq!(
        proxy.seen().len(),
        seen.len(),
        "NO_PROXY names the backend: none through"
    );
}
