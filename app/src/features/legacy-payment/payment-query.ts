/**
 * What the card choice needs besides the cards: the order (launch parameter orderId) and, from
 * its page query, the amount in minor units, an optional coupon and the user id the online
 * payment sends (docs/decisions.md "Contract shapes").
 */
import { getLaunchParams } from '../../shared/launch/launch-params';

export interface PaymentQuery {
  orderId: number;
  amount: number;
  couponId: string;
  /** 0 when unknown: the online payment is then not offered. */
  userId: number;
}

function positiveInteger(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value > 0 ? value : null;
}

/** The payment described by the page query, or null when the order or amount is missing. */
export function readPaymentQuery(query: URLSearchParams): PaymentQuery | null {
  const orderId = positiveInteger(query.get('orderId') ?? getLaunchParams().orderId);
  const amount = positiveInteger(query.get('amount'));
  if (orderId === null || amount === null) return null;
  return {
    orderId,
    amount,
    couponId: (query.get('couponId') ?? '').trim().slice(0, 32),
    userId: positiveInteger(query.get('userId')) ?? 0,
  };
}
