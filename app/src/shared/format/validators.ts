import {
  CAPTCHA_MAX,
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_TEXT_MAX,
  SMS_CODE_MAX,
} from '../config/constants';
import type { CommonKey } from '../i18n/messages-es';
import { clampLength } from './input';

/** A validator answers null when the value is fine, else the key of its message in the shared catalogue. */
export type Validation = CommonKey | null;

/** Complaint text as typed: extra characters past 200 are ignored. */
export function complaintTextInput(raw: string): string {
  return clampLength(raw, COMPLAINT_TEXT_MAX);
}

/** Complaint text must not be empty (blank counts as empty). */
export function validateComplaintText(text: string): Validation {
  return text.trim() === '' ? 'complaint.textEmpty' : null;
}

/** One more complaint image is allowed while fewer than 9 are attached. */
export function canAddComplaintImage(count: number): boolean {
  return count < COMPLAINT_IMAGES_MAX;
}

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
