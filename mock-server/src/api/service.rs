//! Customer service contacts.

use std::sync::Arc;

use contract::endpoints::GetWhatsappCall;

use crate::App;
use crate::bind::{Call, Reply};
use crate::error::ApiError;

/// Telephone, WhatsApp and e-mail of customer service.
pub async fn contacts(
    _: Arc<App>,
    call: Call<GetWhatsappCall>,
) -> Result<Reply<GetWhatsappCall>, ApiError> {
    call.reply()
}
