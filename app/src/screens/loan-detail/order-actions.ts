import { KNOWN_ORDER_STATUSES, ORDER_STATUS } from '../../api/contract-order-statuses';

/** The order status codes loan details knows (docs/order-statuses.md). */
export const KNOWN_STATUSES = KNOWN_ORDER_STATUSES;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

/** The icon of a status: its own for a known code, the in-review icon for any other. */
export function statusIcon(status: number): KnownStatus {
  return (KNOWN_STATUSES as readonly number[]).includes(status) ? (status as KnownStatus) : ORDER_STATUS.IN_REVIEW;
}

export interface OrderActions {
  repay: boolean;
  extension: boolean;
  borrowAgain: boolean;
}

/**
 * The buttons of an order (docs/order-statuses.md "What loan details does"): repay when
 * awaiting repayment or overdue, plus extension there when isDelay is 1; borrow again when
 * repaid; none otherwise.
 */
export function orderActions(status: number, isDelay: number): OrderActions {
  const repay = status === ORDER_STATUS.AWAITING_REPAYMENT || status === ORDER_STATUS.OVERDUE;
  return { repay, extension: repay && isDelay === 1, borrowAgain: status === ORDER_STATUS.REPAID };
}

/** The detail list is hidden when rejected only. */
export function showsDetail(status: number): boolean {
  return status !== ORDER_STATUS.REJECTED;
}
