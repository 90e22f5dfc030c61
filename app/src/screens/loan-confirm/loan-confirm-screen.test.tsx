import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearBridgeCalls, getBridgeCalls } from '../../shared/bridge/bridge';
import { CONFIRM_RELOAD_MS } from '../../shared/config/constants';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { captureLaunchParams, clearLaunchParams } from '../../shared/launch/launch-params';
import { answerWith, formOf, goOffline, recordRequests, sentTo } from '../../shared/testing/msw/server';
import { buttonByText, click, render, settle } from '../../shared/testing/render';
import LoanConfirmScreen from './loan-confirm-screen';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderScreen(language: 'es' | 'en' = 'es') {
  return render(
    <MemoryRouter initialEntries={['/loan-confirm', '/loan-confirm?sessionId=s1']} initialIndex={1}>
      <Routes>
        <Route path="/loan-confirm" element={<LoanConfirmScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    language,
  );
}

describe('loan confirm screen', () => {
  beforeEach(() => {
    clearBridgeCalls();
    clearLaunchParams();
    captureLaunchParams('?sessionId=s1&productId=3&orderId=10482&language=2');
    resetFeedback();
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('shows the offer; the coupon row only with a non-zero couNum', async () => {
    const sent = recordRequests();
    const view = renderScreen();
    await settle();
    expect(sent[0]?.url.pathname).toBe('/throughout/v3/loan-confirm/loan-detail-confirm');
    expect(sent[0]?.url.searchParams.get('productId')).toBe('3');
    expect(sent[0]?.url.searchParams.has('isType')).toBe(false);
    const text = view.container.textContent ?? '';
    for (const shown of ['$3.000,00', '15 días', '0.0065%', 'Interés diario', 'Cuota 1', '$3.450,00', '2026-12-07', 'Crédito Ágil']) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('Cupón');
    expect(view.container.querySelector('img')?.getAttribute('alt')).toBe('Logotipo de Crédito Ágil');
    view.unmount();
    answerWith('confirm-coupon');
    const withCoupon = renderScreen('en');
    await settle();
    expect(withCoupon.container.textContent).toContain('Coupon₹50,00');
    withCoupon.unmount();
  });

  it('no contract link: no checkbox, submit allowed', async () => {
    answerWith('confirm-no-contract');
    const view = renderScreen();
    await settle();
    expect(view.container.querySelector('input[type="checkbox"]')).toBeNull();
    view.unmount();
  });

  it('unticked agreement: the button looks disabled and submitting is refused', async () => {
    const sent = recordRequests();
    const view = renderScreen();
    await settle();
    const box = view.container.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(box?.checked).toBe(true);
    click(box);
    const submit = buttonByText(view.container, 'Confirmar y solicitar');
    expect(submit?.getAttribute('aria-disabled')).toBe('true');
    click(submit);
    await settle();
    expect(sent).toHaveLength(1);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('Lea y acepte el contrato');
    view.unmount();
  });

  it('submit: one push for a double tap, the tracking point, then the page is replaced', async () => {
    // The push names the new order: /loan-detail?orderId=10483.
    answerWith('confirm-new-order');
    const sent = recordRequests();
    const view = renderScreen();
    await settle();
    const submit = buttonByText(view.container, 'Confirmar y solicitar');
    click(submit);
    click(submit);
    await settle();
    await settle();
    const pushes = sentTo(sent, '/throughout/v3/loan-confirm/loan-detail-push');
    expect(pushes).toHaveLength(1);
    expect(await formOf(pushes[0])).toEqual({
      amount: '300000',
      periods: '15',
      termUnit: '1',
      productId: '3',
    });
    expect(getBridgeCalls().map(({ action, arg }) => ({ action, arg }))).toEqual([{ action: 'confirmTrackingPoint', arg: '3' }]);
    const where = view.container.querySelector('[data-testid="where"]')?.textContent ?? '';
    const url = new URL(where, 'http://x');
    expect(url.pathname).toBe('/loan-detail');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ orderId: '10483', sessionId: 's1', productId: '3', from: 'confirm' });
    view.unmount();
  });

  it('a lost answer says so; the retry sends the same Idempotency-Key and goes to the loan', async () => {
    localStorage.clear();
    goOffline('loan-push');
    const sent = recordRequests();
    const view = renderScreen();
    await settle();
    click(buttonByText(view.container, 'Confirmar y solicitar'));
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('no llegó');
    expect(getFeedbackState().toasts).toEqual([]);
    answerWith('default');
    click(buttonByText(view.container, 'Intentar de nuevo'));
    await settle();
    await settle();
    const pushes = sentTo(sent, '/throughout/v3/loan-confirm/loan-detail-push');
    expect(pushes).toHaveLength(2);
    const key = pushes[0]?.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(pushes[1]?.headers.get('Idempotency-Key')).toBe(key);
    expect(view.container.querySelector('[data-testid="where"]')?.textContent).toContain('/loan-detail');
    view.unmount();
  });

  it('refuses a lendDetailsUrl on another origin with a message', async () => {
    answerWith('confirm-bad-redirect');
    const view = renderScreen();
    await settle();
    click(buttonByText(view.container, 'Confirmar y solicitar'));
    await settle();
    await settle();
    expect(view.container.querySelector('[data-testid="where"]')).toBeNull();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('no es válida');
    expect(getFeedbackState().toasts.some((toast) => toast.message.includes('no es válida'))).toBe(true);
    view.unmount();
  });

  it('isNeedPop 1: the waiting modal, then after 5.5 s a reload with isType=1 that closes it', async () => {
    vi.useFakeTimers();
    answerWith('confirm-popup');
    const sent = recordRequests();
    const view = renderScreen();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(view.container.querySelector('[role="dialog"]')?.textContent).toContain('Procesando su solicitud');
    // The mock server answers the reload (isType=1) with a variant of confirm-popup that
    // snapshots/ does not hold: isNeedPop 0, exactly the default offer.
    answerWith('default');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONFIRM_RELOAD_MS - 100);
    });
    expect(sent).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.url.searchParams.get('isType')).toBe('1');
    expect(view.container.querySelector('[role="dialog"]')).toBeNull();
    expect(view.container.textContent).toContain('Confirmar y solicitar');
    view.unmount();
  });

  it('shows the error state when the server fails', async () => {
    answerWith('server-error');
    const view = renderScreen('en');
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('The information could not be loaded');
    view.unmount();
  });
});
