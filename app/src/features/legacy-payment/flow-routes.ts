/**
 * The flow's three routes (docs/decisions.md "Routes") and the loan details it returns to, by their keys in
 * the app's path table: the one table of paths, so a route never drifts from its link. The table
 * is plain data with no imports, so reading it from here makes no import cycle.
 */
import { pathTo } from '../../shared/navigation/paths';

/** The card choice, with the payment's own query (amount, coupon, user) when known. */
export function cardChoicePath(flow?: { amount: number; couponId: string; userId: number }): string {
  if (!flow) return pathTo('legacyRepay');
  return pathTo('legacyRepay', {
    amount: flow.amount,
    ...(flow.couponId ? { couponId: flow.couponId } : {}),
    ...(flow.userId > 0 ? { userId: flow.userId } : {}),
  });
}

export const smsStepPath = (): string => pathTo('legacyRepaySms');
export const borrowDetailPath = (): string => pathTo('legacyRepayBorrowDetail');
export const loanDetailPath = (): string => pathTo('loanDetail');
