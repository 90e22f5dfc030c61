/**
 * Test helpers of the legacy flow (imported by tests only): the screen under a router that
 * records where it navigates, the answers of the four calls, and the form body of a request.
 */
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { RecordedRequest } from '../../shared/testing/fake-fetch';

export const WAYS = {
  code: '00',
  message: 'ok',
  data: {
    alipay: 0,
    repayToken: 'rt-9d1c7e20',
    bankCards: [
      { id: 7001, bankName: '招商银行', cardNo: '6225 **** **** 4821', bankCode: 'CMB' },
      { id: 7002, bankName: '中国工商银行', cardNo: '6222 **** **** 1093', bankCode: 'ICBC' },
    ],
  },
};
export const WAYS_ONLINE = { ...WAYS, data: { ...WAYS.data, alipay: 1 } };
export const COMMITTED_SMS = { code: '00', message: 'ok', data: { needValid: 1, repayRecordId: 'rr-9001' } };
export const COMMITTED_DIRECT = { code: '00', message: 'ok', data: { needValid: 0, repayRecordId: 'rr-9002' } };
export const CONFIRMED = { code: '00', message: 'ok', data: {} };
export const refused = (code: string, message: string) => ({ code, message, data: null });

/** Shows the current path and query, so a test can read where the screen navigated. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** `screen` at `entry` (path + query) inside a router; every other path shows only `Where`. */
export function inRouter(screen: ReactNode, path: string, entry: string): ReactNode {
  return (
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>
  );
}

/** Where the router is now. */
export function where(root: ParentNode): string {
  return root.querySelector('[data-testid="where"]')?.textContent ?? '';
}

/** The form-encoded body of a recorded request, as an object. */
export function formOf(request: RecordedRequest | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(String(request?.body ?? '')));
}
