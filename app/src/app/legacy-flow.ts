/**
 * The legacy payment flow's three screens in one lazy chunk. Apart (one chunk each), the
 * modules they share formed a common chunk, and Rolldown then moved React, i18n and Page out of
 * the entry into a second initial file: +0.8 KiB gzip on the borrower entry. Together: none.
 */
export { default as LegacyRepayScreen } from '../screens/legacy-repay/legacy-repay-screen';
export { default as LegacyRepaySmsScreen } from '../screens/legacy-repay-sms/legacy-repay-sms-screen';
export { default as LegacyRepayBorrowDetailScreen } from '../screens/legacy-repay-borrow-detail/legacy-repay-borrow-detail-screen';
