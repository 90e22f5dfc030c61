//! The generator's own checks; the answers over HTTP are checked in
//! `tests/integration/generated.rs`.

use super::*;

#[test]
fn strings_fit_their_bounds_by_characters() {
    assert_eq!(fit("ñandú".into(), 0, Some(3)), "ñan");
    assert_eq!(fit("".into(), 2, None), "xx");
}
