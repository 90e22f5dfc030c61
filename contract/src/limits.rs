//! Limits both sides enforce: the complaint's text and images, the image upload, and the codes
//! that mean success. Written once here; the OpenAPI document carries them (schema constraints
//! and the `x-constants` extension), the app reads them from the module generated from it and
//! the mock server from this crate. What each one means for a screen: `docs/constants.md`.

/// Most characters a complaint's text may hold.
pub const COMPLAINT_MAX_CHARS: usize = 200;
/// Fewest characters a complaint's text may hold.
pub const COMPLAINT_MIN_CHARS: usize = 1;
/// Most images a complaint may carry.
pub const COMPLAINT_MAX_IMAGES: usize = 9;
/// Largest image the upload accepts, in bytes (5 MiB, quoted to people as "5 MB").
pub const UPLOAD_MAX_BYTES: usize = 5 * 1024 * 1024;
/// The image types the upload accepts, recognised by their first bytes, not by the name.
pub const UPLOAD_ACCEPTED_TYPES: [&str; 4] = ["image/png", "image/jpeg", "image/gif", "image/webp"];
/// The multipart field of the image upload.
pub const UPLOAD_FILE_FIELD: &str = "problemImage";

/// `code` of a successful `/v3` answer (`success` is then true).
pub const SUCCESS_CODE_V3: i32 = 0;
/// `code` of a successful plain answer (the other complaint and promotion calls).
pub const SUCCESS_CODE_PLAIN: i32 = 0;
/// `code` of a successful legacy-payment or landing-template answer.
pub const SUCCESS_CODE_LEGACY: &str = "00";
