import type { Messages } from './messages';
import type { CommonKey } from './messages-es';
import { untranslated } from './messages-untranslated';

/** The shared catalogue's English messages: the same keys as `messages-es.ts` (checked by `tsc`). */
export const en: Messages<CommonKey> = {
  'common.loading': 'Loading…',
  'common.slow': 'Slow connection, still trying…',
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

  'complaint.textEmpty': 'Please fill in your comments and suggestions',
  'complaint.collectionBlocked': 'The selected order does not support sending collection types',
  'complaint.uploadSuccess': 'Upload successful!',
  'rating.required': 'Please select a rating',

  ...untranslated,
};
