//! Customer service contacts.

use contract::endpoints::GetWhatsappCall;

use crate::api::bind::{Call, Reply};
use crate::api::error::ApiError;

/// Telephone, WhatsApp and e-mail of customer service.
pub fn contacts(call: &Call<GetWhatsappCall>) -> Result<Reply<GetWhatsappCall>, ApiError> {
    call.reply()
}
