/**
 * Test helpers of the complaint screens (imported by tests only): render a screen at a URL in
 * a memory router, with a probe that shows where navigation went, and canned envelopes.
 */
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { render, type Rendered } from '../../shared/testing/render';
import type { Language } from '../../shared/i18n/language';
import type { ComplaintOrder, ProblemInit } from './complaint-api';

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `screen` at `url` (its path is the route); other paths render a location probe. */
export function renderAt(url: string, screen: ReactNode, language: Language = 'es'): Rendered {
  const path = url.split('?')[0] ?? url;
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
    language,
  );
}

/** Where the router is now, when it left the screen ('' while on it). */
export function currentLocation(view: Rendered): string {
  return view.container.querySelector('[data-testid="location"]')?.textContent ?? '';
}

export function order(orderNo: string, isShow: number, productName = 'Crédito Ágil'): ComplaintOrder {
  return {
    orderNo,
    productLogo: `/__mock/media/logo/${orderNo}.png`,
    productName,
    status: 'Pendiente de pago',
    isShow,
    list: [
      { title: 'Monto', value: '$3.000,00' },
      { title: 'Fecha de vencimiento', value: '2026-12-07' },
    ],
  };
}

export function initData(isShow = 1): ProblemInit {
  const first = order('MX1', isShow);
  return {
    problemType: [
      { title: 'Cobranza', value: 1 },
      { title: 'Pagos', value: 2 },
      { title: 'Otros', value: 3 },
    ],
    problemSonType: [
      { title: 'Llamadas excesivas', value: 11 },
      { title: 'Trato irrespetuoso', value: 12 },
    ],
    orderDetail: first,
    orderList: [first, order('MX2', 1, 'Presta Ya'), order('MX3', 0, 'Dinero Express')],
  };
}

export const ok = <T,>(data: T) => ({ body: { code: 0, message: 'ok', data } });
