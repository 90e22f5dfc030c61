//! Real media the mock serves: the graphic captcha, voucher barcodes and QR codes, product
//! logos, and the complaint images the borrower uploaded.
//!
//! Everything is drawn into an 8-bit RGB buffer and encoded with the `png` crate; glyphs come
//! from the built-in 8×8 bitmap font of `font8x8`, so nothing is fetched at run time.
//!
//! May use nothing of the server: the API handlers and the QA media route use it.

use font8x8::legacy::BASIC_LEGACY;

/// The characters a captcha uses: no 0/O, 1/I/L look-alikes.
const CAPTCHA_ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/// An RGB canvas.
struct Canvas {
    width: usize,
    height: usize,
    pixels: Vec<u8>,
}

impl Canvas {
    fn new(width: usize, height: usize, background: [u8; 3]) -> Self {
        Canvas {
            width,
            height,
            pixels: background.repeat(width * height),
        }
    }

    fn set(&mut self, x: i64, y: i64, color: [u8; 3]) {
        if x < 0 || y < 0 {
            return;
        }
        let (x, y) = (x as usize, y as usize);
        if x >= self.width || y >= self.height {
            return;
        }
        let i = (y * self.width + x) * 3;
        self.pixels[i..i + 3].copy_from_slice(&color);
    }

    fn rect(&mut self, x: i64, y: i64, w: i64, h: i64, color: [u8; 3]) {
        for yy in y..y + h {
            for xx in x..x + w {
                self.set(xx, yy, color);
            }
        }
    }

    /// Bresenham line, `thickness` pixels wide.
    fn line(&mut self, from: (i64, i64), to: (i64, i64), color: [u8; 3], thickness: i64) {
        let (mut x0, mut y0) = from;
        let (x1, y1) = to;
        let dx = (x1 - x0).abs();
        let dy = -(y1 - y0).abs();
        let sx = if x0 < x1 { 1 } else { -1 };
        let sy = if y0 < y1 { 1 } else { -1 };
        let mut err = dx + dy;
        loop {
            self.rect(x0, y0, thickness, thickness, color);
            if x0 == x1 && y0 == y1 {
                break;
            }
            let e2 = 2 * err;
            if e2 >= dy {
                err += dy;
                x0 += sx;
            }
            if e2 <= dx {
                err += dx;
                y0 += sy;
            }
        }
    }

    /// Draws one glyph of the 8×8 font, `scale` pixels per dot, sheared by `shear` pixels per
    /// row.
    fn glyph(&mut self, ch: u8, x: i64, y: i64, scale: i64, shear: i64, color: [u8; 3]) {
        let rows = BASIC_LEGACY.get(ch as usize).copied().unwrap_or([0; 8]);
        for (row, bits) in rows.iter().enumerate() {
            let row = row as i64;
            for col in 0..8i64 {
                if bits & (1 << col) != 0 {
                    let offset = shear * (4 - row) / 2;
                    self.rect(
                        x + col * scale + offset,
                        y + row * scale,
                        scale,
                        scale,
                        color,
                    );
                }
            }
        }
    }

    fn png(&self) -> Vec<u8> {
        let mut out = Vec::new();
        let (width, height) = (self.width as u32, self.height as u32);
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        // Writing into a Vec cannot fail on I/O; a failure here would be a size mismatch, which
        // the canvas rules out. Fall back to an empty body rather than panic.
        let written = encoder
            .write_header()
            .and_then(|mut writer| writer.write_image_data(&self.pixels));
        if written.is_err() {
            return Vec::new();
        }
        out
    }
}

/// A random colour, each channel in its range.
fn random_color(r: std::ops::Range<u8>, g: std::ops::Range<u8>, b: std::ops::Range<u8>) -> [u8; 3] {
    [fastrand::u8(r), fastrand::u8(g), fastrand::u8(b)]
}

/// A new random captcha answer of four characters.
pub fn captcha_text() -> String {
    (0..4)
        .map(|_| {
            let i = fastrand::usize(..CAPTCHA_ALPHABET.len());
            CAPTCHA_ALPHABET[i] as char
        })
        .collect()
}

/// Draws `text` as a captcha PNG (120×40): jittered, sheared glyphs over noise lines and dots.
pub fn captcha_png(text: &str) -> Vec<u8> {
    let (w, h) = (120usize, 40usize);
    let mut canvas = Canvas::new(w, h, [246, 243, 236]);
    for _ in 0..120 {
        let c = random_color(150..230, 150..230, 150..230);
        canvas.set(fastrand::i64(0..w as i64), fastrand::i64(0..h as i64), c);
    }
    for _ in 0..3 {
        let c = random_color(120..200, 120..200, 120..200);
        canvas.line(
            (fastrand::i64(0..20), fastrand::i64(0..h as i64)),
            (fastrand::i64(100..w as i64), fastrand::i64(0..h as i64)),
            c,
            1,
        );
    }
    for (i, ch) in text.bytes().take(4).enumerate() {
        let color = random_color(20..110, 20..110, 60..150);
        let x = 8 + i as i64 * 27 + fastrand::i64(-2..3);
        let y = 6 + fastrand::i64(-3..4);
        canvas.glyph(ch, x, y, 3, fastrand::i64(-2..3), color);
    }
    for _ in 0..2 {
        let c = random_color(60..140, 60..140, 60..140);
        canvas.line(
            (fastrand::i64(0..10), fastrand::i64(5..35)),
            (fastrand::i64(110..120), fastrand::i64(5..35)),
            c,
            1,
        );
    }
    canvas.png()
}

/// A Code128 barcode PNG of `code` with its text under the bars, or `None` when the code
/// holds characters Code128 set B cannot carry or is longer than 48 characters.
pub fn barcode_png(code: &str) -> Option<Vec<u8>> {
    if code.len() > 48 {
        return None;
    }
    let modules = barcoders::sym::code128::Code128::new(format!("Ɓ{code}"))
        .ok()?
        .encode();
    let (scale, quiet, bar_height) = (2, 20, 80);
    let width = modules.len() as i64 * scale + quiet * 2;
    let mut canvas = Canvas::new(width as usize, (bar_height + 38) as usize, [255, 255, 255]);
    for (i, _) in modules.iter().enumerate().filter(|(_, m)| **m == 1) {
        canvas.rect(quiet + i as i64 * scale, 8, scale, bar_height, [0, 0, 0]);
    }
    let start = (width - code.len() as i64 * 16).max(0) / 2;
    for (i, ch) in code.bytes().enumerate() {
        canvas.glyph(ch, start + i as i64 * 16, bar_height + 12, 2, 0, [0, 0, 0]);
    }
    Some(canvas.png())
}

/// A QR code PNG of `code`, or `None` when it is longer than 256 bytes.
pub fn qr_png(code: &str) -> Option<Vec<u8>> {
    if code.len() > 256 {
        return None;
    }
    let qr = qrcode::QrCode::new(code.as_bytes()).ok()?;
    let (modules, scale) = (qr.width(), 6);
    let quiet = 4 * scale;
    let size = modules * scale + quiet * 2;
    let mut canvas = Canvas::new(size, size, [255, 255, 255]);
    for (i, color) in qr.to_colors().iter().enumerate() {
        if *color == qrcode::Color::Dark {
            let (x, y) = (quiet + i % modules * scale, quiet + i / modules * scale);
            let (x, y, scale) = (x as i64, y as i64, scale as i64);
            canvas.rect(x, y, scale, scale, [0, 0, 0]);
        }
    }
    Some(canvas.png())
}

/// Initials and colour of a logo of the world; names that are not in it get a grey logo.
fn logo_spec(name: &str) -> (&'static str, [u8; 3]) {
    match name {
        "credito-agil" => ("CA", [0x1f, 0x8a, 0x70]),
        "presta-ya" => ("PY", [0x1d, 0x4e, 0xd8]),
        "dinero-express" => ("DE", [0xc2, 0x41, 0x0c]),
        "oxxo" => ("OX", [0xd6, 0x28, 0x28]),
        "seven-eleven" => ("7E", [0x00, 0x84, 0x3d]),
        "spei" => ("SP", [0x0b, 0x3c, 0x5d]),
        "bbva" => ("BB", [0x00, 0x44, 0x81]),
        "receipt" => ("RC", [0x47, 0x55, 0x69]),
        "banner" => ("CA", [0x0f, 0x76, 0x6e]),
        _ => ("..", [0x6b, 0x72, 0x80]),
    }
}

/// A small PNG logo (96×96): the product's or channel's initials on its colour.
pub fn logo_png(name: &str) -> Vec<u8> {
    let (initials, color) = logo_spec(name);
    let mut canvas = Canvas::new(96, 96, [255, 255, 255]);
    for y in 0..96i64 {
        for x in 0..96i64 {
            // Rounded corners of radius 20.
            let cx = x.clamp(20, 75);
            let cy = y.clamp(20, 75);
            if (x - cx).pow(2) + (y - cy).pow(2) <= 400 {
                canvas.set(x, y, color);
            }
        }
    }
    for (i, ch) in initials.bytes().enumerate() {
        canvas.glyph(ch, 16 + i as i64 * 32, 32, 4, 0, [255, 255, 255]);
    }
    canvas.png()
}

/// The same logo as SVG.
pub fn logo_svg(name: &str) -> String {
    let (initials, [r, g, b]) = logo_spec(name);
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"96\" height=\"96\" viewBox=\"0 0 96 96\" role=\"img\" aria-label=\"{name}\">\
<rect width=\"96\" height=\"96\" rx=\"20\" fill=\"#{r:02x}{g:02x}{b:02x}\"/>\
<text x=\"48\" y=\"60\" font-family=\"Arial, Helvetica, sans-serif\" font-size=\"36\" font-weight=\"700\" fill=\"#ffffff\" text-anchor=\"middle\">{initials}</text></svg>"
    )
}

/// The image types an upload may hold, recognised by their magic bytes.
pub fn sniff_image(bytes: &[u8]) -> Option<(&'static str, &'static str)> {
    if bytes.starts_with(&[0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a]) {
        Some(("image/png", "png"))
    } else if bytes.starts_with(&[0xff, 0xd8, 0xff]) {
        Some(("image/jpeg", "jpg"))
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        Some(("image/gif", "gif"))
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some(("image/webp", "webp"))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captcha_is_a_png_of_four_characters() {
        let text = captcha_text();
        assert_eq!(text.len(), 4);
        let png = captcha_png(&text);
        assert_eq!(sniff_image(&png), Some(("image/png", "png")));
    }
}
