//! Complaints: types and orders, image upload, save, list and detail. Saved complaints and
//! uploaded images are kept per session.

use std::sync::Arc;

use bytes::Bytes;
use contract::Endpoint;
use contract::complaint::{ComplaintDetail, ComplaintItem, ProblemInit};
use contract::endpoints::{
    ProblemDetailCall, ProblemInitCall, ProblemListCall, ProblemSaveCall, UploadProblemImageCall,
};

use crate::api::bind::{Call, Reply};
use crate::api::error::ApiError;
use crate::api::shared::Api;
use crate::media::sniff_image;
use crate::scenario::Lang;
use crate::state::{SavedComplaint, Upload, now_text};

type Answer<E> = Result<Reply<E>, ApiError>;

// The limits the app checks too, written once in the contract (`docs/constants.md`).
use contract::limits::{
    COMPLAINT_MAX_CHARS as MAX_TEXT, COMPLAINT_MAX_IMAGES as MAX_IMAGES,
    UPLOAD_FILE_FIELD as FILE_FIELD, UPLOAD_MAX_BYTES as MAX_IMAGE_BYTES,
};
/// The upload's limit in whole megabytes, for messages.
const MAX_IMAGE_MB: usize = MAX_IMAGE_BYTES / (1024 * 1024);

fn say(lang: Lang, es: &str, en: &str) -> String {
    match lang {
        Lang::Es => es.to_owned(),
        Lang::En => en.to_owned(),
    }
}

/// Question types and orders.
pub async fn init(_: Arc<Api>, call: Call<ProblemInitCall>) -> Answer<ProblemInitCall> {
    call.reply()
}

/// Stores one image for the session's complaint draft.
pub async fn upload(
    app: Arc<Api>,
    call: Call<UploadProblemImageCall>,
) -> Answer<UploadProblemImageCall> {
    if let Some(failure) = call.scenario_failure() {
        return Ok(failure);
    }
    let lang = call.lang;
    let Some(file) = call.files.iter().find(|f| f.field == FILE_FIELD) else {
        return Err(ApiError::bad(format!(
            "{FILE_FIELD}: missing; send the image as the multipart file field {FILE_FIELD}"
        )));
    };
    if let Some(ct) = &file.content_type
        && !ct.starts_with("image/")
    {
        return Err(ApiError::refused(format!(
            "{FILE_FIELD}: {} ({ct})",
            say(
                lang,
                "el tipo de archivo no es una imagen",
                "the file type is not an image"
            )
        )));
    }
    if file.bytes.len() > MAX_IMAGE_BYTES {
        return Err(ApiError::refused(format!(
            "{FILE_FIELD}: {}",
            say(
                lang,
                &format!("la imagen supera {MAX_IMAGE_MB} MB"),
                &format!("the image is larger than {MAX_IMAGE_MB} MB")
            )
        )));
    }
    let Some((content_type, ext)) = sniff_image(&file.bytes) else {
        return Err(ApiError::refused(format!(
            "{FILE_FIELD}: {}",
            say(
                lang,
                "el archivo no es una imagen PNG, JPEG, GIF o WebP",
                "the file is not a PNG, JPEG, GIF or WebP image"
            )
        )));
    };
    let url = {
        let mut world = app.store.lock();
        if world.session(call.session()).draft_images.len() >= MAX_IMAGES {
            return Err(ApiError::refused(say(
                lang,
                &format!("Puede subir como máximo {MAX_IMAGES} imágenes"),
                &format!("You can upload at most {MAX_IMAGES} images"),
            )));
        }
        let id = world.next_id();
        let name = format!("{id}.{ext}");
        world.add_upload(
            name.clone(),
            Upload {
                content_type,
                bytes: Bytes::copy_from_slice(&file.bytes),
            },
        );
        let url = format!("/__mock/media/upload/{name}");
        world.session(call.session()).draft_images.push(url.clone());
        url
    };
    let mut response = call.typed()?;
    if let Some(data) = response.data.as_mut() {
        data.url = url;
    }
    Ok(Reply::Typed(response))
}

fn init_data<E: Endpoint>(call: &Call<E>) -> Option<ProblemInit> {
    call.base_of::<ProblemInitCall>().and_then(|r| r.data)
}

/// Saves a complaint; it shows in the list and its detail from now on.
pub async fn save(app: Arc<Api>, call: Call<ProblemSaveCall>) -> Answer<ProblemSaveCall> {
    if let Some(failure) = call.scenario_failure() {
        return Ok(failure);
    }
    let lang = call.lang;
    let form = call.form()?;
    let text = form.problem_detail.trim();
    if text.is_empty() {
        return Err(ApiError::refused(say(
            lang,
            "Por favor, rellene sus comentarios y sugerencias",
            "Please fill in your comments and suggestions",
        )));
    }
    if text.chars().count() > MAX_TEXT {
        return Err(ApiError::refused(say(
            lang,
            &format!("problemDetail: el texto supera {MAX_TEXT} caracteres"),
            &format!("problemDetail: the text is longer than {MAX_TEXT} characters"),
        )));
    }
    // Under the journey the orders are the session's own (docs/journeys.md "Screens").
    let init = crate::api::journey::problem_init(&app, &call, None)
        .or_else(|| init_data(&call))
        .unwrap_or_else(|| ProblemInit {
            problem_type: Vec::new(),
            problem_son_type: Vec::new(),
            order_detail: None,
            order_list: Vec::new(),
        });
    if !init
        .problem_type
        .iter()
        .any(|t| t.value == form.problem_type)
    {
        return Err(ApiError::refused(format!(
            "problemType: {} {}",
            form.problem_type,
            say(lang, "no es un tipo de queja", "is not a complaint type")
        )));
    }
    let order = init
        .order_list
        .iter()
        .chain(init.order_detail.iter())
        .find(|o| o.order_no == form.order_no);
    let Some(order) = order else {
        return Err(ApiError::refused(format!(
            "orderNo: {} {}",
            form.order_no,
            say(lang, "no es una orden suya", "is not one of your orders")
        )));
    };
    if form.problem_type == 1 {
        if order.is_show != 1 {
            return Err(ApiError::refused(say(
                lang,
                "La orden seleccionada no admite quejas de cobranza",
                "The selected order does not support sending collection types",
            )));
        }
        let son_ok = form
            .problem_son_type
            .is_some_and(|s| init.problem_son_type.iter().any(|t| t.value == s));
        if !son_ok {
            return Err(ApiError::refused(say(
                lang,
                "problemSonType: elija un subtipo de cobranza",
                "problemSonType: choose a collection sub-type",
            )));
        }
    }
    let images: Vec<String> = form
        .problem_image
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect();
    if images.len() > MAX_IMAGES {
        return Err(ApiError::refused(say(
            lang,
            &format!("{FILE_FIELD}: como máximo {MAX_IMAGES} imágenes"),
            &format!("{FILE_FIELD}: at most {MAX_IMAGES} images"),
        )));
    }
    let id = {
        let mut world = app.store.lock();
        let id = world.next_id();
        world.add_complaint(
            call.session(),
            SavedComplaint {
                id,
                time: now_text(),
                problem_type: form.problem_type,
                son_type: form.problem_son_type.filter(|_| form.problem_type == 1),
                content: text.to_owned(),
                images,
                order_no: form.order_no.clone(),
            },
        );
        id
    };
    let mut response = call.typed()?;
    if let Some(data) = response.data.as_mut() {
        data.problem_id = id;
    }
    Ok(Reply::Typed(response))
}

fn type_title(init: Option<&ProblemInit>, value: i32) -> String {
    init.and_then(|i| i.problem_type.iter().find(|t| t.value == value))
        .map(|t| t.title.clone())
        .unwrap_or_else(|| value.to_string())
}

fn son_title(init: Option<&ProblemInit>, value: Option<i32>) -> String {
    match value {
        None => String::new(),
        Some(v) => init
            .and_then(|i| i.problem_son_type.iter().find(|t| t.value == v))
            .map(|t| t.title.clone())
            .unwrap_or_else(|| v.to_string()),
    }
}

/// The session's complaints, newest first, ahead of the scenario's history in the first tab
/// (all) and the second (processing).
pub async fn list(app: Arc<Api>, call: Call<ProblemListCall>) -> Answer<ProblemListCall> {
    let saved: Vec<SavedComplaint> = app
        .store
        .lock()
        .sessions
        .get(call.session())
        .map(|s| s.complaints.clone())
        .unwrap_or_default();
    if saved.is_empty() || call.scenario_failure().is_some() {
        return call.reply();
    }
    let init = init_data(&call);
    let items: Vec<ComplaintItem> = saved
        .iter()
        .rev()
        .map(|c| ComplaintItem {
            id: c.id,
            time: c.time.clone(),
            kind: type_title(init.as_ref(), c.problem_type),
            content: c.content.clone(),
        })
        .collect();
    let mut response = call.typed()?;
    if let Some(data) = response.data.as_mut() {
        for tab in data.tabs.iter_mut().take(2) {
            tab.items.splice(0..0, items.iter().cloned());
        }
    }
    Ok(Reply::Typed(response))
}

/// One complaint: the session's own, or one of the scenario's history.
pub async fn detail(app: Arc<Api>, call: Call<ProblemDetailCall>) -> Answer<ProblemDetailCall> {
    if let Some(failure) = call.scenario_failure() {
        return Ok(failure);
    }
    let id = call.query.problem_id;
    let saved = app
        .store
        .lock()
        .sessions
        .get(call.session())
        .and_then(|s| s.complaints.iter().find(|c| c.id == id).cloned());
    let mut response = call.typed()?;
    if let Some(c) = saved {
        let init = init_data(&call);
        response.data = Some(ComplaintDetail {
            kind: type_title(init.as_ref(), c.problem_type),
            son_type: son_title(init.as_ref(), c.son_type),
            problem_id: c.id,
            content: c.content,
            images: c.images,
            dispose_detail: String::new(),
            dispose_images: Vec::new(),
            is_need_score: 0,
        });
        return Ok(Reply::Typed(response));
    }
    if response.data.as_ref().is_some_and(|d| d.problem_id == id) {
        return call.reply();
    }
    if call.is_generated() {
        // Generated lists name complaints at random: whichever the app opens is this one.
        if let Some(data) = response.data.as_mut() {
            data.problem_id = id;
        }
        return Ok(Reply::Typed(response));
    }
    let history = call
        .base_of::<ProblemListCall>()
        .and_then(|r| r.data)
        .and_then(|list| {
            list.tabs
                .into_iter()
                .flat_map(|t| t.items)
                .find(|item| item.id == id)
        });
    let (Some(item), Some(data)) = (history, response.data.as_mut()) else {
        return Err(ApiError::refused(match call.lang {
            Lang::Es => format!("problemId: no existe la queja {id}"),
            Lang::En => format!("problemId: complaint {id} does not exist"),
        }));
    };
    data.problem_id = item.id;
    if data.kind != item.kind {
        data.son_type = String::new();
    }
    data.kind = item.kind;
    data.content = item.content;
    Ok(Reply::Typed(response))
}
