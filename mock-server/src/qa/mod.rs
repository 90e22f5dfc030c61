//! The QA tools: what QA and designers use beside the product, all under `/__mock` (and the
//! built workbench at `/storybook/`).
//!
//! - [`scenarios`]: the scenario list with links to every screen (`/__mock`, JSON too);
//! - [`sessions`]: the journeys' controls (`/__mock/sessions/…`, JSON and the page's section);
//! - [`outbox`]: issued SMS codes and captcha answers, and the state reset;
//! - [`media_files`]: the images the data points at;
//! - [`journal`]: the request journal with its contract checks (`/__mock/requests`);
//! - [`proxy`]: `--upstream` proxy mode, the drift report and `--record`;
//! - [`workbench`]: the built Storybook and gallery, and the QA pages' assets;
//! - [`html`]: escaping shared by these pages.
//!
//! May use: [`crate::api`] (the error envelope, the request checks), [`crate::scenario`],
//! [`crate::state`], [`crate::media`]. Never the front, which sits above it.

use std::sync::Arc;

use axum::Router;

use crate::App;

pub mod html;
pub mod journal;
pub mod media_files;
pub mod outbox;
pub mod proxy;
pub mod scenarios;
pub mod sessions;
pub mod workbench;

/// Routes of every QA tool.
pub fn routes() -> Router<Arc<App>> {
    Router::new()
        .merge(scenarios::routes())
        .merge(sessions::routes())
        .merge(outbox::routes())
        .merge(media_files::routes())
        .merge(journal::page::routes())
        .merge(proxy::drift_page::routes())
        .merge(workbench::routes())
}
