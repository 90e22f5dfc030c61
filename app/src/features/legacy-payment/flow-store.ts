/**
 * The legacy payment flow's state, kept in sessionStorage so that a reload of the SMS step or of
 * the borrow detail does not lose the chosen card, the repay token or the record id. One flow at
 * a time; the card choice starts a new one when the order or amount changes or after a payment.
 */
export interface FlowCard {
  id: number;
  bankName: string;
  cardNo: string;
  bankCode: string;
}

export interface LegacyFlow {
  /** The order being repaid (launch parameter orderId). */
  orderId: number;
  /** Amount in minor units. */
  amount: number;
  /** Coupon applied, "" when none. */
  couponId: string;
  /** The borrower, for the online payment; 0 when unknown. */
  userId: number;
  /** Token of repayment-way, sent with every commit. */
  repayToken?: string;
  /** The card chosen on the card step. */
  card?: FlowCard;
  /** The record of the last accepted commit. */
  recordId?: string;
  /** `awaiting-code`: the SMS step is open; `paid`: the borrow detail shows it. */
  status?: 'awaiting-code' | 'paid';
  /** When the payment was accepted (epoch ms). */
  paidAt?: number;
}

const STORAGE_KEY = 'legacy-payment-flow';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isFlow(value: unknown): value is LegacyFlow {
  if (typeof value !== 'object' || value === null) return false;
  const flow = value as Record<string, unknown>;
  return typeof flow.orderId === 'number' && typeof flow.amount === 'number';
}

/** The flow kept for this session, or null. */
export function readFlow(): LegacyFlow | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isFlow(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps `flow` for the session and returns it. */
export function saveFlow(flow: LegacyFlow): LegacyFlow {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(flow));
  return flow;
}

/** Merges `patch` into the kept flow (nothing happens when there is none). */
export function updateFlow(patch: Partial<LegacyFlow>): LegacyFlow | null {
  const flow = readFlow();
  return flow ? saveFlow({ ...flow, ...patch }) : null;
}

/** Forgets the flow (tests, Storybook). */
export function clearFlow(): void {
  storage()?.removeItem(STORAGE_KEY);
}
