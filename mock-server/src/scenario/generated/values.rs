//! The values the generator draws from, weighted toward what breaks screens. Each draw comes
//! from one seeded generator per answer, so the draws of an answer depend on its seed and
//! request alone.

use super::Lang;

/// The largest integer a browser reads exactly (2^53 - 1): amounts stay below it.
pub const MAX_SAFE_INTEGER: i64 = 9_007_199_254_740_991;

/// The six status codes the contract names, drawn as often as unknown ones together.
const UNKNOWN_STATUSES: [i32; 5] = [0, -1, 1, 999, 100_000];

/// Images the mock serves (real PNGs), and paths that answer 404, to try the fallbacks.
const LOGOS: [&str; 9] = [
    "credito-agil",
    "presta-ya",
    "dinero-express",
    "oxxo",
    "seven-eleven",
    "spei",
    "bbva",
    "receipt",
    "banner",
];

const ES_WORDS: [&str; 16] = [
    "préstamo",
    "pago",
    "cuota",
    "fecha",
    "monto",
    "crédito",
    "comisión",
    "atención",
    "cliente",
    "orden",
    "plazo",
    "interés",
    "depósito",
    "tienda",
    "solicitud",
    "aclaración",
];
const EN_WORDS: [&str; 16] = [
    "loan",
    "payment",
    "instalment",
    "date",
    "amount",
    "credit",
    "fee",
    "service",
    "customer",
    "order",
    "term",
    "interest",
    "deposit",
    "store",
    "request",
    "statement",
];

/// Text that breaks layouts: no break point, other scripts, right to left, emoji, markup.
const HARD: [&str; 9] = [
    "Ñandú pingüino: ¿Cuánto cuesta el café? ¡Sí, ésta vez!",
    "招商银行还款说明：请在到期日前完成还款，以免产生逾期费用。",
    "يرجى السداد قبل تاريخ الاستحقاق لتجنب الرسوم",
    "💸🏦✅ Pago recibido 🎉🚀👍🏽",
    "<b>negrita</b> & \"comillas\" 'simples' <script>x</script>",
    "Crédito 招商 مرحبا 💸 Ágil",
    "   espacios   al   borde   ",
    "línea uno\nlínea dos\tcon tabulador",
    "ａｂｃ全角文字と半角ｶﾅの混在テキスト",
];

const UNBREAKABLE: &str = "Supercalifragilísticoespialidoso";

/// Voucher codes of the barcode and QR images: a few, so a browser keeps each image it drew
/// (the mock draws them per request, which costs more than the rest of an answer).
const CODES: [&str; 4] = [
    "93000412345678",
    "71004588210937",
    "1234567890123",
    "00000000000000",
];

/// One answer's seeded draws.
pub struct Pick {
    rng: fastrand::Rng,
}

impl Pick {
    /// A generator seeded from `parts` (FNV-1a over each part and its length: a stable hash,
    /// unlike the standard library's, whose algorithm may change).
    pub fn new(parts: &[&[u8]]) -> Self {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for part in parts {
            for byte in (part.len() as u64).to_le_bytes().iter().chain(part.iter()) {
                hash ^= u64::from(*byte);
                hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
            }
        }
        Pick {
            rng: fastrand::Rng::with_seed(hash),
        }
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        self.rng.f64() < p
    }

    /// One of `items`.
    pub fn one<'t, T>(&mut self, items: &'t [T]) -> Option<&'t T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.rng.usize(..items.len()))
        }
    }

    fn of<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.rng.usize(..items.len())]
    }

    /// A list length in `min..=max`: empty, one item and the longest come often.
    pub fn list_len(&mut self, min: usize, max: usize) -> usize {
        let len = match self.rng.u8(..20) {
            0..=3 => 0,
            4..=8 => 1,
            9..=16 => self.rng.usize(2..=4),
            17 => max,
            _ => self.rng.usize(5..=max.max(5)),
        };
        len.clamp(min, max)
    }

    /// An integer in `min..=max`, often one of the bounds.
    pub fn bounded(&mut self, min: i64, max: i64) -> i64 {
        match self.rng.u8(..4) {
            0 => min,
            1 => max,
            _ => self.rng.i64(min..=max),
        }
    }

    /// An amount in minor units: zero, a cent, round and odd ones, huge ones.
    pub fn amount(&mut self) -> i64 {
        match self.rng.u8(..10) {
            0 => 0,
            1 => 1,
            2 => 99_999_999_999_999,
            3 => 1_000_000_000,
            4 => self.of(&[100, 99, 50_000, 345_000, 1_234_567]),
            _ => self.rng.i64(1..10_000_000),
        }
    }

    /// A positive identifier, within what the contract accepts back in a request.
    pub fn id(&mut self) -> i64 {
        match self.rng.u8(..4) {
            0 => 1,
            1 => 999_999_999_999,
            _ => self.rng.i64(1..1_000_000),
        }
    }

    /// A small count or code with no documented range.
    pub fn count(&mut self) -> i64 {
        match self.rng.u8(..4) {
            0 => self.of(&[0, 1, 2, 3]),
            1 => self.of(&[7, 15, 30, 99, 365]),
            _ => self.rng.i64(0..100),
        }
    }

    /// One of the contract's order statuses half the time, else a code it does not name.
    pub fn order_status(&mut self) -> i32 {
        if self.chance(0.5) {
            self.of(&contract::OrderStatus::KNOWN).0
        } else {
            self.of(&UNKNOWN_STATUSES)
        }
    }

    /// A date, often at the end of a month or a year, or a leap day.
    pub fn date(&mut self) -> String {
        let (y, m, d) = match self.rng.u8(..6) {
            0 => (self.rng.i32(2024..=2030), 12, 31),
            1 => (2028, 2, 29),
            2 => (self.rng.i32(2025..=2027), 2, 28),
            3 => {
                let m = self.of(&[1, 3, 5, 7, 8, 10]);
                (2026, m, 31)
            }
            4 => (self.of(&[1999, 2099]), 1, 1),
            _ => (
                self.rng.i32(2025..=2027),
                self.rng.u32(1..=12),
                self.rng.u32(1..=28),
            ),
        };
        format!("{y:04}-{m:02}-{d:02}")
    }

    /// A date and time, `YYYY-MM-DD HH:MM:SS`, often the last second of a day.
    pub fn date_time(&mut self) -> String {
        let date = self.date();
        if self.chance(0.4) {
            format!("{date} 23:59:59")
        } else {
            format!(
                "{date} {:02}:{:02}:{:02}",
                self.rng.u8(..24),
                self.rng.u8(..60),
                self.rng.u8(..60)
            )
        }
    }

    /// An image URL of the kind `example` is: a real PNG of the mock most of the time, else
    /// one that answers 404 or nothing.
    pub fn image_url(&mut self, example: &str) -> String {
        match self.rng.u8(..10) {
            0 => String::new(),
            1 | 2 => format!("/__mock/media/missing/{}.png", self.rng.u8(..8)),
            _ if example.contains("/barcode/") || example.contains("/qr/") => {
                let kind = if example.contains("/qr/") {
                    "qr"
                } else {
                    "barcode"
                };
                format!("/__mock/media/{kind}/{}.png", self.of(&CODES))
            }
            _ => format!("/__mock/media/logo/{}.png", self.of(&LOGOS)),
        }
    }

    /// A link of the example's scheme: empty sometimes, else a path with odd characters on a
    /// host that does not exist.
    pub fn link(&mut self, example: &str) -> String {
        match self.rng.u8(..5) {
            0 => String::new(),
            1 => format!("{example}&x={}", "a".repeat(200)),
            _ => format!(
                "https://example.invalid/{}?n={}",
                self.of(&["pago", "contrato", "descarga", "ñandú"]),
                self.rng.u32(..)
            ),
        }
    }

    /// An e-mail address, sometimes a very long one.
    pub fn email(&mut self) -> String {
        if self.chance(0.3) {
            format!(
                "{}@{}.example",
                "atencion.clientes".repeat(4),
                "soporte-tecnico".repeat(3)
            )
        } else {
            format!("soporte{}@example.invalid", self.rng.u16(..))
        }
    }

    /// A value shaped like `example`: each digit another digit, each letter another letter of
    /// the same case, the rest kept (voucher codes, order numbers, tokens).
    pub fn token_like(&mut self, example: &str) -> String {
        example
            .chars()
            .map(|c| match c {
                '0'..='9' => char::from(b'0' + self.rng.u8(..10)),
                'a'..='z' => char::from(b'a' + self.rng.u8(..26)),
                'A'..='Z' => char::from(b'A' + self.rng.u8(..26)),
                other => other,
            })
            .collect()
    }

    /// A success envelope's `message`, which screens do not show.
    pub fn message(&mut self, lang: Lang) -> String {
        let words = self.words(lang, 1, 3);
        format!("ok {words}")
    }

    fn words(&mut self, lang: Lang, min: usize, max: usize) -> String {
        let list = match lang {
            Lang::Es => &ES_WORDS,
            Lang::En => &EN_WORDS,
        };
        let n = self.rng.usize(min..=max);
        (0..n).map(|_| self.of(list)).collect::<Vec<_>>().join(" ")
    }

    /// Display text: empty, ordinary, 200 characters, one unbreakable word, other scripts.
    pub fn text(&mut self, lang: Lang) -> String {
        match self.rng.u8(..12) {
            0 => String::new(),
            1 => {
                let mut long = String::new();
                while long.chars().count() < 200 {
                    long.push_str(&self.words(lang, 3, 6));
                    long.push(' ');
                }
                long.chars().take(200).collect()
            }
            2 => UNBREAKABLE.repeat(self.rng.usize(2..=4)),
            3 | 4 => self.of(&HARD).to_owned(),
            5 => format!("{} {}", self.of(&HARD), self.words(lang, 1, 3)),
            _ => {
                let mut text = self.words(lang, 1, 5);
                if let Some(first) = text.get(..1) {
                    let upper = first.to_uppercase();
                    text.replace_range(..1, &upper);
                }
                text
            }
        }
    }
}

/// Whether `example` reads as a code or identifier (letters, digits, dashes, dots,
/// underscores, nothing else), which the app may send back in a request.
pub fn is_token(example: &str) -> bool {
    !example.is_empty()
        && example.chars().any(|c| c.is_ascii_digit())
        && example
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}
