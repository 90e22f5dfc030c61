import { ORDER_STATUS } from '../../api/contract-order-statuses';
import { showToast } from '../../shared/feedback/feedback-store';
import { queryClient } from '../../shared/server-state/query-client';
import { loanDetailsQuery } from './get-loan-details';

/**
 * Whether the borrower's order is repaid now: asked when a repayment screen's call is refused
 * (the order may have been paid while the borrower was away; docs/decisions.md "Fresh data").
 * A fresh loan-details answer, which loan details then shows at once; false when it cannot
 * tell (the call failed), so the refusal stands.
 */
export async function orderRepaid(): Promise<boolean> {
  try {
    const order = await queryClient.fetchQuery({ ...loanDetailsQuery, staleTime: 0 });
    return order?.orderStatus === ORDER_STATUS.REPAID;
  } catch {
    return false;
  }
}

/** What a repayment screen shows: what the order owes, or that it is repaid. */
export type OwedOrRepaid<T> = { repaid: false; detail: T } | { repaid: true };

/**
 * A repayment call's envelope as the screen reads it (the call made with `toastOnError: false`):
 * its data when it succeeded; a refusal of an order that is repaid now is that answer, which the
 * screen says, not a toast; any other refusal is toasted, as the client does, and thrown.
 */
export async function owedOrRepaid<T>(body: { code: number; data?: T | null; message: string }): Promise<OwedOrRepaid<T>> {
  if (body.code === 0 && body.data) return { repaid: false, detail: body.data };
  if (await orderRepaid()) return { repaid: true };
  throw refusal(body.message);
}

/** A refusal that stands: its message toasted, as the client does, then thrown. */
export function refusal(message: string): Error {
  if (message) showToast(message);
  return new Error(message);
}
