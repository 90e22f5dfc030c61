import { useCallback, useState } from 'react';
import { getLaunchParams } from '../../shared/launch/launch-params';
import { screenState } from '../../shared/server-state/screen-state';
import { positiveInt, type ComplaintOrder, type ProblemInit } from '../../features/complaint/complaint-api';
import { useProblemInit } from '../../features/complaint/get-problem-init';
import { keepComplaintOrderNo, readComplaintOrderNo } from '../../features/complaint/complaint-storage';

/**
 * The order the card shows: the one picked earlier (its number kept in local storage) when it
 * is still in orderList, else the server's orderDetail for the launch orderId, else the first
 * of orderList; null when the borrower has no order.
 */
export function initialOrder(init: ProblemInit, keptOrderNo: string | null): ComplaintOrder | null {
  const kept = keptOrderNo ? init.orderList.find((order) => order.orderNo === keptOrderNo) : undefined;
  return kept ?? init.orderDetail ?? init.orderList[0] ?? null;
}

/** problem-init with the launch orderId, and the order chosen on this page. */
export function useComplaintEntry() {
  const state = screenState(useProblemInit(positiveInt(getLaunchParams().orderId)));
  const [picked, setPicked] = useState<ComplaintOrder | null>(null);
  const pick = useCallback((order: ComplaintOrder) => {
    keepComplaintOrderNo(order.orderNo);
    setPicked(order);
  }, []);
  const order = state.status === 'success' ? (picked ?? initialOrder(state.data, readComplaintOrderNo())) : null;
  return { state, order, pick };
}
