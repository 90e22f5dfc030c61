import { CAPTCHA_MAX, SMS_CODE_MAX } from '../config/constants';
import type { CommonKey } from '../i18n/messages-es';

/** A validator answers null when the value is fine, else the key of its message in the shared catalogue. */
export type Validation = CommonKey | null;

/** Mobile (promotion): 1, a digit 3–9, then 9 digits; 11 in all. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export function validateMobile(mobile: string): Validation {
  return MOBILE_PATTERN.test(mobile) ? null : 'promotion.mobileInvalid';
}

/** Graphic captcha: required, at most 4 characters. */
export function validateCaptcha(captcha: string): Validation {
  return captcha.length > 0 && captcha.length <= CAPTCHA_MAX ? null : 'promotion.captchaInvalid';
}

/** SMS code (promotion): required, at most 6 characters. */
export function validateSmsCode(code: string): Validation {
  return code.length > 0 && code.length <= SMS_CODE_MAX ? null : 'promotion.smsCodeInvalid';
}

/** Rating needs at least one star. */
export function validateRating(stars: number): Validation {
  return stars >= 1 ? null : 'rating.required';
}
