import type { components } from '../../api/schema';

export type GenerateVcodeForm = components['schemas']['GenerateVcodeForm'];

/** Why the page cannot ask for an instruction. */
export type QueryProblem = 'amount' | 'payCode' | 'order' | 'requestType';

export type ParsedQuery = { ok: true; form: GenerateVcodeForm } | { ok: false; problem: QueryProblem };

const WHOLE_NUMBER = /^\d{1,15}$/;

/**
 * Reads generate-vcode's form from the page's query (the order falls back to the launch
 * parameters). The amount must be a whole number of minor units and the payCode present; a bad
 * link is said on screen and never sent. requestType is 1 (full) or 2 (extension); absent means 1.
 */
export function parseInstructionQuery(
  query: URLSearchParams,
  launch: { productId?: string | undefined; orderId?: string | undefined },
): ParsedQuery {
  const amount = query.get('amount')?.trim() ?? '';
  const payCode = query.get('payCode')?.trim() ?? '';
  const productId = (query.get('productId') ?? launch.productId ?? '').trim();
  const orderId = (query.get('orderId') ?? launch.orderId ?? '').trim();
  const requestType = query.get('requestType')?.trim() || '1';
  if (!WHOLE_NUMBER.test(amount) || Number(amount) <= 0) return { ok: false, problem: 'amount' };
  if (!payCode) return { ok: false, problem: 'payCode' };
  if (!WHOLE_NUMBER.test(productId) || !WHOLE_NUMBER.test(orderId)) return { ok: false, problem: 'order' };
  if (requestType !== '1' && requestType !== '2') return { ok: false, problem: 'requestType' };
  return {
    ok: true,
    form: {
      productId: Number(productId),
      orderId: Number(orderId),
      amount: Number(amount),
      payCode,
      requestType: Number(requestType),
    },
  };
}
