/**
 * The specification's Chinese messages of the promotion page (docs/screens.md "Promotion page"), exactly as written and
 * the same whatever the language: taken from the shared `untranslated` object, not retyped.
 */
import { untranslated } from '../../shared/i18n/messages-untranslated';

export const specMessages = {
  'promotion.mobileInvalid': untranslated['promotion.mobileInvalid'],
  'promotion.captchaInvalid': untranslated['promotion.captchaInvalid'],
  'promotion.smsCodeInvalid': untranslated['promotion.smsCodeInvalid'],
  'promotion.smsRepeat': untranslated['promotion.smsRepeat'],
  'promotion.smsSent': untranslated['promotion.smsSent'],
  'promotion.registered': untranslated['promotion.registered'],
  'promotion.registerSuccess': untranslated['promotion.registerSuccess'],
  'promotion.networkError': untranslated['promotion.networkError'],
} as const;
