import type { Messages } from './messages';
import type { CommonKey } from './messages-es';
import { untranslated } from './messages-untranslated';

/** The shared catalogue's English messages: the same keys as `messages-es.ts` (checked by `tsc`). */
export const en: Messages<CommonKey> = {
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.errorTitle': 'The information could not be loaded',
  'common.errorBody': 'Check your connection and try again.',
  'common.empty': 'There is no information yet.',
  'common.close': 'Close',
  'common.more': 'More',
  'common.hide': 'Hide',
  'common.copy': 'Copy',
  'common.copied': 'Copied',
  'common.copyFailed': 'Could not copy',
  'common.notFoundTitle': 'Page not found',
  'common.notFoundBody': 'The page you are looking for does not exist.',
  'common.notifications': 'Notifications',

  'ui.sendCode': 'Send code',
  'ui.resendIn': 'Resend in {seconds} s',
  'ui.ratingLabel': 'Rating',
  'ui.starLabel': '{count} of 5 stars',
  'ui.scanToPay': 'Scan the code to pay',
  'ui.barcodeAlt': 'Payment barcode {code}',
  'ui.characterCount': '{count}/{max}',
  'ui.customerService': 'Customer service',

  'customerService.title': 'Customer service',
  'customerService.intro': 'We are here to help. Contact us by phone or e-mail.',
  'customerService.phone': 'Phone',
  'customerService.callHint': 'Tap to call',
  'customerService.email': 'E-mail',
  'customerService.emailHint': 'Tap to write',
  'customerService.empty': 'Contact details are not available right now.',

  'aboutUs.title': 'About us',
  'aboutUs.body':
    '{appName} is an online personal loan service. We offer short-term loans quickly, safely and transparently, right from your phone: apply, receive your money and repay without queues or paperwork. We protect your personal data and tell you clearly the amount, term and cost of every loan before you accept it.',

  'jointLogin.title': 'Failure',
  'jointLogin.notice':
    'This service offers professional services and loan payment. Signing in could not be completed; go back to the app and try again later.',

  'privacy.title': 'Privacy notice',

  'complaint.textEmpty': 'Please fill in your comments and suggestions',
  'complaint.collectionBlocked': 'The selected order does not support sending collection types',
  'complaint.uploadSuccess': 'Upload successful!',
  'rating.required': 'Please select a rating',

  ...untranslated,
};
