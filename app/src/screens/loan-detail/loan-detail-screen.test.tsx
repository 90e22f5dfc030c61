import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearBridgeCalls, getBridgeCalls } from '../../shared/bridge/bridge';
import { resetFeedback } from '../../shared/feedback/feedback-store';
import { captureLaunchParams, clearLaunchParams } from '../../shared/launch/launch-params';
import { answerWith, recordRequests, sentTo } from '../../shared/testing/msw/server';
import { awayFor } from '../../shared/testing/away';
import type { Signal } from '../../shared/telemetry/signal';
import { buttonByText, click, render, settle } from '../../shared/testing/render';
import LoanDetailScreen from './loan-detail-screen';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The screen in `scenario`; its requests are recorded. */
function renderScreen(scenario: string) {
  answerWith(scenario);
  const sent = recordRequests();
  const view = render(
    <MemoryRouter initialEntries={['/loan-detail']}>
      <Routes>
        <Route path="/loan-detail" element={<LoanDetailScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { view, sent };
}

/** The page's action buttons (every order scenario offers the rating too: its dialog's are left out). */
const buttons = (root: HTMLElement) =>
  [...root.querySelectorAll('main button')].filter((b) => !b.closest('[role="dialog"]')).map((b) => b.textContent);
const where = (root: HTMLElement) => root.querySelector('[data-testid="where"]')?.textContent ?? null;

describe('loan details screen', () => {
  beforeEach(() => {
    clearBridgeCalls();
    clearLaunchParams();
    captureLaunchParams('?sessionId=s1&productId=3&orderId=10482&language=2');
    resetFeedback();
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it.each([
    ['order-21', 21, []],
    ['order-151', 151, []],
    ['order-110', 110, []],
    ['order-174', 174, ['Pagar']],
    ['order-174-extendable', 174, ['Pagar', 'Extender plazo']],
    ['order-180', 180, ['Pagar']],
    ['order-180-extendable', 180, ['Pagar', 'Extender plazo']],
    ['order-200', 200, ['Pedir de nuevo']],
    ['order-999', 999, []],
    // An unknown status with isDelay 1: no repay or extension, only its product page.
    ['order-unknown-score', 42, ['Más información del producto']],
  ])('%s (status %i) shows %j', async (scenario, orderStatus, expected) => {
    const { view } = renderScreen(scenario);
    await settle();
    expect(buttons(view.container)).toEqual(expected);
    const icon = view.container.querySelector('[data-status-icon]');
    expect(icon?.getAttribute('data-status-icon')).toBe(String(orderStatus === 999 || orderStatus === 42 ? 21 : orderStatus));
    expect(icon?.getAttribute('aria-label')).toBeTruthy();
    expect(view.container.textContent?.includes('Número de orden')).toBe(orderStatus !== 110);
    view.unmount();
  });

  it('the extension reminder: confirm goes to /repay-extension, no need to /repay, with the launch query', async () => {
    for (const [answer, path] of [
      ['Confirmar', '/repay-extension'],
      ['No es necesario', '/repay'],
    ] as const) {
      const { view } = renderScreen('order-174-extendable');
      await settle();
      click(buttonByText(view.container, 'Extender plazo'));
      const dialog = view.container.querySelector('[role="dialog"]');
      expect(dialog?.textContent).toContain('7 días');
      click(buttonByText(dialog as HTMLElement, answer));
      const url = new URL(where(view.container) ?? '', 'http://x');
      expect(url.pathname).toBe(path);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ sessionId: 's1', productId: '3', orderId: '10482' });
      view.unmount();
    }
  });

  it('borrow again goes to the loan confirm', async () => {
    const { view } = renderScreen('order-200');
    await settle();
    click(buttonByText(view.container, 'Pedir de nuevo'));
    expect(where(view.container)).toMatch(/^\/loan-confirm\?/);
    view.unmount();
  });

  it('rating: none says so, 3 stars thanks, 5 stars asks the native store rating', async () => {
    const { view, sent } = renderScreen('default');
    await settle();
    let dialog = view.container.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('Califique nuestro servicio');
    click(buttonByText(dialog, 'Enviar'));
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('Seleccione una calificación');
    click(dialog.querySelector('[aria-label="3 de 5 estrellas"]'));
    click(buttonByText(dialog, 'Enviar'));
    await settle();
    expect(await sent[1]?.request.text()).toBe('score=3');
    dialog = view.container.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('¡Gracias por su opinión!');
    expect(getBridgeCalls()).toHaveLength(0);
    view.unmount();

    const second = renderScreen('default');
    await settle();
    dialog = second.view.container.querySelector('[role="dialog"]') as HTMLElement;
    click(dialog.querySelector('[aria-label="5 de 5 estrellas"]'));
    click(buttonByText(dialog, 'Enviar'));
    await settle();
    await settle();
    expect(getBridgeCalls().map((call) => call.action)).toEqual(['goRateApp']);
    expect(second.view.container.querySelector('[role="dialog"]')).toBeNull();
    second.view.unmount();
  });

  it('h5Url opens through the bridge only when http(s)', async () => {
    const { view } = renderScreen('order-unknown-score');
    await settle();
    click(buttonByText(view.container, 'Más información'));
    expect(getBridgeCalls().map(({ action, arg }) => ({ action, arg }))).toEqual([
      { action: 'openPage', arg: 'https://h5.example.mx/productos/credito-agil' },
    ]);
    view.unmount();
    const unsafe = renderScreen('order-unsafe-page');
    await settle();
    expect(buttonByText(unsafe.view.container, 'Más información')).toBeUndefined();
    unsafe.view.unmount();
  });

  it('success with no order shows the empty state', async () => {
    answerWith('order-none');
    const view = render(
      <MemoryRouter initialEntries={['/loan-detail']}>
        <LoanDetailScreen />
      </MemoryRouter>,
    );
    await settle();
    expect(view.container.textContent).toContain('No hay información por ahora.');
    expect(view.container.querySelector('[role="dialog"]')).toBeNull();
    view.unmount();
  });

  describe('fresh when the borrower comes back (docs/decisions.md "Fresh data")', () => {
    const LOAN_DETAILS = '/throughout/v3/loan-details/loan-details';
    const banner = (root: HTMLElement) => root.querySelector('h2')?.textContent;

    it('back after 35 s to an order paid meanwhile: the paid status in place, never the loading state', async () => {
      window.loanSignals = [] as Signal[];
      const { view, sent } = renderScreen('order-174');
      await settle();
      expect(banner(view.container)).toBe('Pendiente de pago');
      // Every state the screen passes through while it checks again: never without the order.
      const shown: (string | null | undefined)[] = [];
      const watch = new MutationObserver(() => shown.push(banner(view.container)));
      watch.observe(view.container, { childList: true, subtree: true, characterData: true });
      await awayFor(35_000, () => answerWith('order-200'));
      await settle();
      watch.disconnect();
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((text) => text !== 'Pendiente de pago' && text !== 'Pagado')).toEqual([]);
      expect(view.container.textContent).not.toContain('Cargando');
      expect(banner(view.container)).toBe('Pagado');
      expect(buttons(view.container)).toEqual(['Pedir de nuevo']);
      expect(sentTo(sent, LOAN_DETAILS)).toHaveLength(2);
      // Counted by the field telemetry: which request changed, never its data.
      const refreshes = (window.loanSignals as Signal[]).filter((signal) => 'refreshed' in signal);
      expect(refreshes).toEqual([{ refreshed: 'loan-details', at: expect.any(Number) }]);
      view.unmount();
    });

    it('back after a shorter absence asks nothing again', async () => {
      const { view, sent } = renderScreen('order-174');
      await settle();
      await awayFor(29_000, () => answerWith('order-200'));
      await settle();
      expect(banner(view.container)).toBe('Pendiente de pago');
      expect(sentTo(sent, LOAN_DETAILS)).toHaveLength(1);
      view.unmount();
    });

    it('the network coming back checks again', async () => {
      const { view } = renderScreen('order-174');
      await settle();
      answerWith('order-200');
      act(() => {
        window.dispatchEvent(new Event('offline'));
        window.dispatchEvent(new Event('online'));
      });
      await settle();
      expect(banner(view.container)).toBe('Pagado');
      view.unmount();
    });

    it('shown again in the same visit: what it had at once, then the new answer', async () => {
      const first = renderScreen('order-174');
      await settle();
      first.view.unmount();
      const again = renderScreen('order-200');
      expect(banner(again.view.container)).toBe('Pendiente de pago');
      await settle();
      expect(banner(again.view.container)).toBe('Pagado');
      again.view.unmount();
    });
  });
});
