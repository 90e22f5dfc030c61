import { useSearchParams } from 'react-router';
import { pathTo } from '../../shared/navigation/paths';
import { getLaunchParams } from '../../shared/launch/launch-params';
import type { RepaymentChannel } from './channel-list';

/** 1: full repayment; 2: extension (generate-vcode's requestType). */
export type RequestType = 1 | 2;

/**
 * The order of the page: its own query first (the link that opened it), else the launch
 * parameters kept for the session.
 */
export function useOrderIds(): { productId: string; orderId: string } {
  const [search] = useSearchParams();
  const launch = getLaunchParams();
  return {
    productId: search.get('productId') ?? launch.productId ?? '',
    orderId: search.get('orderId') ?? launch.orderId ?? '',
  };
}

/** The /carpmm link of a channel: requestType, the page's amount, payCode and the order. */
export function useInstructionHref(requestType: RequestType, amount: number): (channel: RepaymentChannel) => string {
  const { productId, orderId } = useOrderIds();
  return (channel) => pathTo('repaymentInstruction', { requestType, amount, payCode: channel.payCode, productId, orderId });
}
