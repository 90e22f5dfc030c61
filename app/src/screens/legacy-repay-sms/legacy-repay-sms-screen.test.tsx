import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { clearLaunchParams } from '../../shared/launch/launch-params';
import { answerWith, formOf, goOffline, recordRequests } from '../../shared/testing/msw/server';
import { buttonByText, click, render } from '../../shared/testing/render';
import { clearFlow, readFlow, saveFlow } from '../../features/legacy-payment/flow-store';
import { defaultCards, inRouter, where } from '../../features/legacy-payment/legacy-test-kit';
import LegacyRepaySmsScreen from './legacy-repay-sms-screen';

const card = defaultCards()[0]!;
const toasts = () => getFeedbackState().toasts.map((toast) => toast.message);

function pending() {
  saveFlow({
    orderId: 10482,
    amount: 345000,
    couponId: '',
    userId: 88123,
    repayToken: 'rt-9d1c7e20',
    card,
    recordId: 'rr-9001',
    status: 'awaiting-code',
  });
}
function open(language: 'es' | 'en' = 'es') {
  return render(inRouter(<LegacyRepaySmsScreen />, '/legacy-repay/sms', '/legacy-repay/sms'), language);
}
/** Lets the answer arrive and React settle, without moving the fake clock. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    await vi.advanceTimersByTimeAsync(0);
  });
}
function type(root: ParentNode, value: string) {
  const input = root.querySelector('input');
  if (!input) throw new Error('no input');
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const resendButton = (root: ParentNode) => [...root.querySelectorAll('button')].find((b) => /Reenviar|Resend/.test(b.textContent ?? ''));

describe('legacy repayment: SMS step', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetFeedback();
    clearLaunchParams();
    clearFlow();
    pending();
  });
  afterEach(() => vi.useRealTimers());

  it('counts down 60 s from the sent code, one tick a second; resend then issues a new code', async () => {
    // The resend is a commit that asks for a code again.
    answerWith('legacy-sms');
    const sent = recordRequests();
    const view = open();
    expect(view.container.textContent).toContain('招商银行 **** **** **** 4821');
    expect(resendButton(view.container)?.textContent).toBe('Reenviar en 60 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton(view.container)?.textContent).toBe('Reenviar en 59 s');
    click(resendButton(view.container));
    await flush();
    expect(sent).toHaveLength(0);
    act(() => vi.advanceTimersByTime(58_000));
    expect(resendButton(view.container)?.textContent).toBe('Reenviar en 1 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton(view.container)?.textContent).toBe('Reenviar código');
    expect(resendButton(view.container)?.hasAttribute('aria-disabled')).toBe(false);
    click(resendButton(view.container));
    await flush();
    expect(sent[0]?.url.pathname).toBe('/api/v1/youmi/youmi-api/service/loan/repayment-commit');
    expect(await formOf(sent[0])).toMatchObject({ cardId: '7001', repayToken: 'rt-9d1c7e20', sendMsg: '1' });
    expect(resendButton(view.container)?.textContent).toBe('Reenviar en 60 s');
    expect(toasts()).toEqual(['Le enviamos un nuevo código.']);
    view.unmount();
  });

  it.each(['es', 'en'] as const)('a code under 6 characters shows 请输入正确的验证码 and sends nothing (%s)', async (language) => {
    const sent = recordRequests();
    const view = open(language);
    type(view.container, '12345');
    click(buttonByText(view.container, language === 'es' ? 'Confirmar pago' : 'Confirm payment'));
    await flush();
    expect(toasts()).toEqual(['请输入正确的验证码']);
    expect(sent).toHaveLength(0);
    view.unmount();
  });

  it('800006 shows 验证码错误 and keeps the step; the right code goes to the borrow detail', async () => {
    answerWith('legacy-wrong-code');
    const sent = recordRequests();
    const view = open('en');
    type(view.container, '000000');
    click(buttonByText(view.container, 'Confirm payment'));
    await flush();
    expect(toasts()).toEqual(['验证码错误']);
    expect(where(view.container)).toBe('/legacy-repay/sms');
    expect(await formOf(sent[0])).toEqual({ orderId: '10482', verifyCode: '000000', repaymentRecordId: 'rr-9001' });
    answerWith('legacy-sms');
    type(view.container, '48-29-13');
    expect(view.container.querySelector('input')?.value).toBe('482913');
    click(buttonByText(view.container, 'Confirm payment'));
    await flush();
    expect(where(view.container)).toBe('/legacy-repay/borrow-detail');
    expect(readFlow()).toMatchObject({ status: 'paid', recordId: 'rr-9001' });
    view.unmount();
  });

  it('a network failure says the answer did not arrive (the retry sends the same key)', async () => {
    goOffline();
    const view = open();
    type(view.container, '482913');
    click(buttonByText(view.container, 'Confirmar pago'));
    await flush();
    expect(toasts()).toEqual([
      'La respuesta no llegó: puede que el pago se haya recibido. Toque el botón de nuevo: no se cobrará dos veces.',
    ]);
    view.unmount();
  });

  it('cancel returns to the card choice with the payment query and resets the timer', async () => {
    const view = open();
    act(() => vi.advanceTimersByTime(5000));
    click(buttonByText(view.container, 'Cancelar'));
    await flush();
    expect(where(view.container)).toBe('/legacy-repay?amount=345000&userId=88123');
    expect(readFlow()?.status).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
    view.unmount();
  });

  it('without a pending payment it offers the way back', async () => {
    clearFlow();
    const view = open();
    expect(view.container.textContent).toContain('No hay ningún pago esperando el código de verificación.');
    click(buttonByText(view.container, 'Volver a elegir tarjeta'));
    await flush();
    expect(where(view.container)).toBe('/legacy-repay');
    view.unmount();
  });
});
