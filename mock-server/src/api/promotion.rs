//! The promotion register page: landing template, tracking, sid, captcha, SMS and register.
//! Captcha answers and SMS codes are kept per sid; the 60 s resend block is per phone;
//! registered phones are shared, like the user base of a real backend.

use std::sync::Arc;
use std::time::Instant;

use contract::endpoints::{
    ChannelTemplateCall, GetCaptchaCall, GetSidCall, GetSmsCall, RegisterCall, TrackClickCall,
    TrackVisitCall,
};

use crate::api::bind::{Call, Reply};
use crate::api::error::ApiError;
use crate::api::shared::Api;
use crate::media;
use crate::state::digits;

type Answer<E> = Result<Reply<E>, ApiError>;

/// Wrong captcha on get-sms.
pub const SMS_WRONG_CAPTCHA: i32 = 101;
/// Already registered (get-sms and register).
pub const REGISTERED: i32 = 11;
/// Wrong captcha on register.
pub const REGISTER_WRONG_CAPTCHA: i32 = -1;

const MSG_PHONE: &str = "请正确输入手机号！";
const MSG_CAPTCHA: &str = "请正确输入图形验证码！";
const MSG_SMS_CODE: &str = "请正确输入短信验证码！";
const MSG_WRONG_CAPTCHA: &str = "图形验证码错误，请重新输入！";
const MSG_REGISTERED: &str = "您已注册,请直接下载APP登录！";
const MSG_RESEND: &str = "请勿重复发送验证码!";
const MSG_WRONG_SMS: &str = "短信验证码错误，请重新输入！";
const MSG_NO_SID: &str = "会话已失效，请刷新页面后重试！";

/// The mobile rule (docs/screens.md "Promotion page"): 1, then 3 to 9, then 9 digits.
pub fn valid_phone(phone: &str) -> bool {
    let b = phone.as_bytes();
    b.len() == 11
        && b[0] == b'1'
        && (b'3'..=b'9').contains(&b[1])
        && b.iter().all(u8::is_ascii_digit)
}

fn valid_captcha(capcode: &str) -> bool {
    !capcode.trim().is_empty() && capcode.chars().count() <= 4
}

/// The landing template.
pub fn template(call: &Call<ChannelTemplateCall>) -> Answer<ChannelTemplateCall> {
    call.reply()
}

/// A page visit.
pub async fn track_visit(_: Arc<Api>, call: Call<TrackVisitCall>) -> Answer<TrackVisitCall> {
    call.reply()
}

/// A register click.
pub async fn track_click(_: Arc<Api>, call: Call<TrackClickCall>) -> Answer<TrackClickCall> {
    call.reply()
}

/// A new promotion session.
pub async fn sid(app: Arc<Api>, call: Call<GetSidCall>) -> Answer<GetSidCall> {
    if let Some(failure) = call.scenario_failure() {
        return Ok(failure);
    }
    let mut response = call.typed()?;
    // A generated answer keeps its own sid: the same seed gives the same bytes.
    let generated = response
        .data
        .as_ref()
        .map(|d| d.sid.clone())
        .filter(|sid| call.is_generated() && !sid.trim().is_empty());
    let sid =
        generated.unwrap_or_else(|| format!("sid-{:012x}", fastrand::u64(..) & 0xffff_ffff_ffff));
    app.store.lock().promo(&sid);
    if let Some(data) = response.data.as_mut() {
        data.sid = sid;
    }
    Ok(Reply::Typed(response))
}

/// A new captcha for the sid: four characters, drawn, the answer kept.
pub async fn captcha(app: Arc<Api>, call: Call<GetCaptchaCall>) -> Answer<GetCaptchaCall> {
    let sid = call.query.sid.trim();
    if sid.is_empty() {
        return Err(ApiError::bad("sid: must not be empty"));
    }
    let text = media::captcha_text();
    {
        let mut world = app.store.lock();
        world.promo(sid).captcha = Some(text.clone());
        world.post(sid, "captcha", "", &text);
    }
    Ok(Reply::Png(media::captcha_png(&text)))
}

fn captcha_matches(app: &Api, sid: &str, capcode: &str) -> Option<bool> {
    let world = app.store.lock();
    let answer = world.promo.get(sid)?.captcha.as_deref()?;
    Some(answer.eq_ignore_ascii_case(capcode.trim()))
}

/// The rules (docs/screens.md "Promotion page") on the mobile and the captcha text, with its messages.
fn check_phone_and_captcha(phone: &str, capcode: &str) -> Result<(), ApiError> {
    if !valid_phone(phone) {
        return Err(ApiError::refused(MSG_PHONE));
    }
    if !valid_captcha(capcode) {
        return Err(ApiError::refused(MSG_CAPTCHA));
    }
    Ok(())
}

/// Sends an SMS code: mobile and captcha checked, registered phones and resends within 60 s
/// refused; the code goes to the outbox.
pub async fn sms(app: Arc<Api>, call: Call<GetSmsCall>) -> Answer<GetSmsCall> {
    if let Some(failure) = call.scenario_failure() {
        return Ok(failure);
    }
    let form = call.form()?;
    check_phone_and_captcha(&form.phone, &form.capcode)?;
    match captcha_matches(&app, &form.sid, &form.capcode) {
        None => return Err(ApiError::refused(MSG_NO_SID)),
        Some(false) => return Err(ApiError::refused_with(SMS_WRONG_CAPTCHA, MSG_WRONG_CAPTCHA)),
        Some(true) => {}
    }
    let mut world = app.store.lock();
    if world.registered.contains(&form.phone) {
        return Err(ApiError::refused_with(REGISTERED, MSG_REGISTERED));
    }
    // The resend block is per phone (design): a new sid does not get a second code sooner.
    if world.sms_blocked(&form.phone) {
        return Err(ApiError::refused(MSG_RESEND));
    }
    let code = digits(6);
    world
        .promo(&form.sid)
        .sms
        .insert(form.phone.clone(), (code.clone(), Instant::now()));
    world.block_sms(&form.phone);
    world.post(&form.sid, "sms", &form.phone, &code);
    drop(world);
    call.reply()
}

/// Registers the mobile with the SMS code it was sent.
pub async fn register(app: Arc<Api>, call: Call<RegisterCall>) -> Answer<RegisterCall> {
    if let Some(failure) = call.scenario_failure() {
        return Ok(failure);
    }
    let form = call.form()?;
    check_phone_and_captcha(&form.phone, &form.capcode)?;
    let code_ok = form.sms_code.len() == 6 && form.sms_code.bytes().all(|b| b.is_ascii_digit());
    if !code_ok {
        return Err(ApiError::refused(MSG_SMS_CODE));
    }
    match captcha_matches(&app, &form.sid, &form.capcode) {
        None => return Err(ApiError::refused(MSG_NO_SID)),
        Some(false) => {
            return Err(ApiError::refused_with(
                REGISTER_WRONG_CAPTCHA,
                MSG_WRONG_CAPTCHA,
            ));
        }
        Some(true) => {}
    }
    let mut world = app.store.lock();
    if world.registered.contains(&form.phone) {
        return Err(ApiError::refused_with(REGISTERED, MSG_REGISTERED));
    }
    let sent = world
        .promo(&form.sid)
        .sms
        .get(&form.phone)
        .map(|(code, _)| code.clone());
    if sent.as_deref() != Some(form.sms_code.as_str()) {
        return Err(ApiError::refused(MSG_WRONG_SMS));
    }
    world.register(&form.phone);
    world.promo(&form.sid).sms.remove(&form.phone);
    drop(world);
    call.reply()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phone_rule_of_the_specification() {
        assert!(valid_phone("13800138000"));
        assert!(valid_phone("19912345678"));
        assert!(!valid_phone("12800138000"));
        assert!(!valid_phone("1380013800"));
        assert!(!valid_phone("138001380001"));
        assert!(!valid_phone("1380013800a"));
    }
}
