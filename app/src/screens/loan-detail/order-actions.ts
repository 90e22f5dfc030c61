/** The order status codes loan details knows (spec §4); their meanings are not given. */
export const KNOWN_STATUSES = [21, 151, 110, 174, 180, 200] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

/** The icon of a status: its own for a known code, the 21 icon for any other (spec §4). */
export function statusIcon(status: number): KnownStatus {
  return (KNOWN_STATUSES as readonly number[]).includes(status) ? (status as KnownStatus) : 21;
}

export interface OrderActions {
  repay: boolean;
  extension: boolean;
  borrowAgain: boolean;
}

/**
 * The buttons of an order, as the specification's rules intend (spec §4): repay for 174 and
 * 180, plus extension there when isDelay is 1; borrow again for 200; none otherwise.
 * The old code's check hid the whole area in every state; see README.md for why the rules win.
 */
export function orderActions(status: number, isDelay: number): OrderActions {
  const repay = status === 174 || status === 180;
  return { repay, extension: repay && isDelay === 1, borrowAgain: status === 200 };
}

/** The detail list is hidden for 110 only. */
export function showsDetail(status: number): boolean {
  return status !== 110;
}
