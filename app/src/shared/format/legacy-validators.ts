// The legacy repayment's checks, apart from validators.ts: the promotion page's first load
// carries validators.ts (its mobile, captcha and SMS checks) in the shared `forms` chunk.
import { LEGACY_SMS_CODE_MIN } from '../config/constants';
import type { Validation } from './validators';

/** SMS code (legacy repayment): at least 6 characters. */
export function validateLegacySmsCode(code: string): Validation {
  return code.length >= LEGACY_SMS_CODE_MIN ? null : 'legacy.smsCodeInvalid';
}

/** Legacy repayment: a card must be chosen (index -1 is none). */
export function validateLegacyCard(index: number): Validation {
  return index >= 0 ? null : 'legacy.chooseCard';
}
