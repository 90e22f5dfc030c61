/** The promotion page's English catalogue: the same keys as `messages-es.ts`. */
import type { PromotionMessages } from './messages-es';
import { specMessages } from './spec-messages';

export const en: PromotionMessages = {
  ...specMessages,
  documentTitle: 'Sign up',
  loading: 'Loading…',
  sending: 'Sending…',
  registering: 'Signing up…',
  lost: 'The answer did not arrive, but we may have it. Tap again: it will not be sent twice.',
  mobileLabel: 'Mobile number',
  mobilePlaceholder: '11 digits',
  captchaLabel: 'Image code',
  captchaPlaceholder: '4 characters',
  captchaImage: 'Image code; tap for a new one',
  captchaUnavailable: 'Tap to load the code',
  smsLabel: 'SMS code',
  smsPlaceholder: '6 digits',
  sendCode: 'Get code',
  resendIn: 'Resend ({seconds} s)',
  register: 'Sign up',
  agreementPrefix: 'By signing up I accept the',
  agreementLink: 'Registration agreement',
  back: 'Back',
  downloadTitle: 'Download {appName}',
  downloadIntro: 'Your account is ready. Download the app and sign in with your mobile number.',
  downloadButton: 'Download the app',
  downloadUnavailable: 'The download link is not available right now.',
  errorTitle: 'The information could not be loaded',
  errorBody: 'Check your connection and try again.',
  retry: 'Try again',
};
