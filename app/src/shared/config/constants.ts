/**
 * The app's own constants (timers, lengths the device checks); the values the server shares
 * come from the contract through the generated module. What each means: docs/constants.md.
 */

export const API_TIMEOUT_MS = 60_000;
export const TOAST_DEFAULT_MS = 3_000;
/** A toast keeps its given duration only when it is above this many milliseconds. */
export const TOAST_MIN_CUSTOM_MS = 300;
export const COMPLAINT_SUCCESS_RETURN_MS = 1_500;
export const SCORE_MODAL_DELAY_MS = 3_000;
export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_CODE_MAX = 6;
export const LEGACY_SMS_CODE_MIN = 6;
export const MOBILE_MAX = 11;
export const CAPTCHA_MAX = 4;
export const CONFIRM_RELOAD_MS = 5_500;
export const FOLDED_DETAIL_ROWS = 2;
export const RATING_MAX = 5;
export const STORE_RATING_MIN = 4;
export const CUSTOMER_SERVICE_OVERALL = 30;
export const BORROWER_PATH_PREFIX = '/throughout';
export const MAX_EXTENSION_DAYS = 7;
export const COOKIE_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';
