//! The generator's own checks; the answers over HTTP are checked in
//! `tests/integration/generated.rs`.

use super::*;

fn document() -> Value {
    serde_json::to_value(contract::openapi()).expect("document")
}

#[test]
fn the_same_seed_gives_the_same_answer_and_another_seed_another() {
    let doc = document();
    let request = |seed| Request {
        path: "/throughout/v3/loan-details/loan-details",
        method: "get",
        seed,
        lang: Lang::Es,
    };
    let a = generate(&doc, request(7)).expect("answer");
    assert_eq!(a, generate(&doc, request(7)).expect("answer"));
    assert_ne!(a, generate(&doc, request(8)).expect("answer"));
    assert_eq!(a["code"], 0);
    assert_eq!(a["success"], true);
    assert!(a["data"].is_object());
}

#[test]
fn a_png_call_has_no_generated_answer() {
    let doc = document();
    let request = Request {
        path: "/api/v2/youmi/promotion/get-captcha",
        method: "get",
        seed: 1,
        lang: Lang::En,
    };
    assert!(generate(&doc, request).is_err());
}

#[test]
fn strings_fit_their_bounds_by_characters() {
    assert_eq!(fit("ñandú".into(), 0, Some(3)), "ñan");
    assert_eq!(fit("".into(), 2, None), "xx");
}
