import { ORDER_STATUS } from '../../api/contract-order-statuses';
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
