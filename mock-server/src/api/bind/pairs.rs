//! A query string or form body decoded once, and read into several types from the decoded
//! pairs: a call reads its launch parameters and its own query from the same string, and
//! `serde_urlencoded` would decode every pair again for each (a third of a request's cost).
//!
//! Only the common case goes through here: a reading that fails is done again by
//! the binding (`super`) with `serde_urlencoded` and `serde_path_to_error`, which name the field in
//! the refusal, so refusals read exactly as before.

use std::borrow::Cow;

use serde::de::value::{Error, MapDeserializer};
use serde::de::{DeserializeOwned, Deserializer, IntoDeserializer, Visitor};
use serde::forward_to_deserialize_any;

/// Decoded `key=value` pairs, borrowed from the raw bytes where nothing was escaped.
pub struct Pairs<'a>(Vec<(Cow<'a, str>, Cow<'a, str>)>);

impl<'a> Pairs<'a> {
    /// Decodes `raw` (`application/x-www-form-urlencoded`) as `form_urlencoded::parse` does:
    /// pairs split on `&` (empty ones skipped), key and value on the first `=`, `+` is a
    /// space, `%XX` a byte, invalid UTF-8 replaced. A part with nothing escaped, the common
    /// case, is borrowed without copying (`form_urlencoded` checks it byte by byte).
    pub fn parse(raw: &'a [u8]) -> Self {
        let mut pairs = Vec::with_capacity(raw.iter().filter(|b| **b == b'&').count() + 1);
        pairs.extend(
            raw.split(|b| *b == b'&')
                .filter(|pair| !pair.is_empty())
                .map(|pair| {
                    let (k, v) = match pair.iter().position(|b| *b == b'=') {
                        Some(i) => (&pair[..i], &pair[i + 1..]),
                        None => (pair, &b""[..]),
                    };
                    (decode(k), decode(v))
                }),
        );
        Pairs(pairs)
    }

    /// Reads the pairs into `T`, as `serde_urlencoded` would.
    pub fn read<T: DeserializeOwned>(&self) -> Result<T, Error> {
        let map = MapDeserializer::new(self.0.iter().map(|(k, v)| (k.as_ref(), Part(v))));
        T::deserialize(map)
    }

    /// The pairs, owned (for scenario variants).
    pub fn to_owned_pairs(&self) -> Vec<(String, String)> {
        self.0
            .iter()
            .map(|(k, v)| (k.clone().into_owned(), v.clone().into_owned()))
            .collect()
    }
}

fn decode(part: &[u8]) -> Cow<'_, str> {
    if !part.iter().any(|b| *b == b'%' || *b == b'+') {
        // The strict check first: it is several times faster than the lossy one on the
        // plain ASCII that almost every query is.
        return match std::str::from_utf8(part) {
            Ok(text) => Cow::Borrowed(text),
            Err(_) => String::from_utf8_lossy(part),
        };
    }
    let spaced: Vec<u8> = part
        .iter()
        .map(|b| if *b == b'+' { b' ' } else { *b })
        .collect();
    Cow::Owned(
        percent_encoding::percent_decode(&spaced)
            .decode_utf8_lossy()
            .into_owned(),
    )
}

/// One value: a string that numbers, booleans and unit enum variants are parsed from.
struct Part<'v>(&'v str);

impl<'de, 'v> IntoDeserializer<'de, Error> for Part<'v> {
    type Deserializer = Self;
    fn into_deserializer(self) -> Self {
        self
    }
}

macro_rules! parse {
    ($($method:ident => $visit:ident,)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            match self.0.parse() {
                Ok(v) => visitor.$visit(v),
                Err(_) => self.deserialize_str(visitor),
            }
        }
    )*};
}

impl<'de, 'v> Deserializer<'de> for Part<'v> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_str(self.0)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_some(self)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_enum(self.0.into_deserializer())
    }

    parse! {
        deserialize_bool => visit_bool,
        deserialize_i8 => visit_i8,
        deserialize_i16 => visit_i16,
        deserialize_i32 => visit_i32,
        deserialize_i64 => visit_i64,
        deserialize_u8 => visit_u8,
        deserialize_u16 => visit_u16,
        deserialize_u32 => visit_u32,
        deserialize_u64 => visit_u64,
        deserialize_f32 => visit_f32,
        deserialize_f64 => visit_f64,
    }

    forward_to_deserialize_any! {
        i128 u128 char str string bytes byte_buf unit unit_struct seq tuple tuple_struct map
        struct identifier ignored_any
    }
}

#[cfg(test)]
mod tests {
    use super::Pairs;
    use contract::LaunchParams;
    use contract::loan::OrderQuery;

    #[test]
    fn reads_as_serde_urlencoded_does() {
        let raw = b"productId=3&orderId=10482&sessionId=s%201&deviceName=Pixel+7&x=y";
        let pairs = Pairs::parse(raw);
        let ours: LaunchParams = pairs.read().expect("launch");
        let theirs: LaunchParams = serde_urlencoded::from_bytes(raw).expect("launch");
        assert_eq!(ours, theirs);
        assert_eq!(ours.session_id.as_deref(), Some("s 1"));
        let ours: OrderQuery = pairs.read().expect("query");
        let theirs: OrderQuery = serde_urlencoded::from_bytes(raw).expect("query");
        assert_eq!(ours, theirs);
    }

    #[test]
    fn decodes_as_form_urlencoded_does() {
        for raw in [
            &b"a=1&b=%20x+y&&c&=d&e=%ZZ&f=%C3%A9&g=%FF&h=a=b"[..],
            b"",
            b"&&",
            b"k%3D=v%26",
        ] {
            let ours: Vec<(String, String)> = Pairs::parse(raw).to_owned_pairs();
            let theirs: Vec<(String, String)> = form_urlencoded::parse(raw).into_owned().collect();
            assert_eq!(ours, theirs, "{}", String::from_utf8_lossy(raw));
        }
    }

    #[test]
    fn refuses_what_serde_urlencoded_refuses() {
        for raw in [
            &b"productId=x&orderId=1"[..],
            b"orderId=1",
            b"productId=1&productId=2&orderId=1",
            b"productId=99999999999999999999&orderId=1",
        ] {
            assert!(Pairs::parse(raw).read::<OrderQuery>().is_err());
            assert!(serde_urlencoded::from_bytes::<OrderQuery>(raw).is_err());
        }
    }
}
