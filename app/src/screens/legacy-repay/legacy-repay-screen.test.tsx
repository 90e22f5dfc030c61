import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { clearLaunchParams } from '../../shared/launch/launch-params';
import { answerWith, formOf, goOffline, recordRequests, sentTo } from '../../shared/testing/msw/server';
import { buttonByText, click, render, settle } from '../../shared/testing/render';
import { clearFlow, readFlow } from '../../features/legacy-payment/flow-store';
import { setPageLeaver } from '../../features/legacy-payment/leave-page';
import { defaultCards, envelopeOf, inRouter, where } from '../../features/legacy-payment/legacy-test-kit';
import LegacyRepayScreen from './legacy-repay-screen';

const ENTRY = '/legacy-repay?orderId=10482&amount=345000&userId=88123';
const COMMIT = '/api/v1/youmi/youmi-api/service/loan/repayment-commit';
const HUICHAO = '/api/v1/youmi/youmi-api/service/loan/repayment-huichao';
const toasts = () => getFeedbackState().toasts.map((toast) => toast.message);

function open(language: 'es' | 'en' = 'es', entry = ENTRY) {
  return render(inRouter(<LegacyRepayScreen />, '/legacy-repay', entry), language);
}
function radios(root: ParentNode) {
  return [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
}
function choose(root: ParentNode, index: number) {
  click(radios(root)[index]);
}

describe('legacy repayment: card choice and commit', () => {
  beforeEach(() => {
    resetFeedback();
    clearLaunchParams();
    clearFlow();
  });
  afterEach(() => {
    setPageLeaver(null);
    vi.useRealTimers();
  });

  it('shows the amount and the cards masked to the last four digits, none chosen', async () => {
    const sent = recordRequests();
    const view = open();
    expect(view.container.textContent).toContain('Cargando tarjetas…');
    await settle();
    expect(await formOf(sent[0])).toEqual({ orderId: '10482' });
    expect(view.container.querySelector('h1')?.textContent).toBe('Pagar con tarjeta bancaria');
    expect(view.container.textContent).toContain('$3.450,00');
    expect(view.container.textContent).toContain('招商银行');
    expect(view.container.textContent).toContain('**** **** **** 4821');
    expect(view.container.textContent).toContain('Tarjeta terminada en 4821');
    expect(view.container.textContent).toContain('Código del banco: CMB');
    expect(radios(view.container).map((radio) => radio.checked)).toEqual([false, false]);
    choose(view.container, 1);
    expect(radios(view.container).map((radio) => radio.checked)).toEqual([false, true]);
    choose(view.container, 0);
    expect(radios(view.container).map((radio) => radio.checked)).toEqual([true, false]);
    expect(view.container.textContent).not.toContain('Pagar en línea');
    view.unmount();
  });

  it('the chosen card survives a reload of the page (its id, never its number)', async () => {
    const first = open();
    await settle();
    choose(first.container, 1);
    first.unmount();
    expect(JSON.stringify({ ...localStorage })).not.toContain('4821');
    const again = open();
    await settle();
    expect(radios(again.container).map((radio) => radio.checked)).toEqual([false, true]);
    again.unmount();
  });

  it.each(['es', 'en'] as const)('commit without a card shows 请先选择付款银行卡！ and sends nothing (%s)', async (language) => {
    const sent = recordRequests();
    const view = open(language);
    await settle();
    click(buttonByText(view.container, language === 'es' ? 'Pagar' : 'Pay'));
    await settle();
    expect(toasts()).toEqual(['请先选择付款银行卡！']);
    expect(sent).toHaveLength(1);
    view.unmount();
  });

  it('commits the chosen card once however often it is tapped, then goes to the SMS step', async () => {
    const sent = recordRequests();
    const view = open();
    await settle();
    // The commit (an SMS code needed) answers 1 s later, on a fake clock.
    vi.useFakeTimers();
    answerWith('legacy-sms', { delay: 1_000 });
    choose(view.container, 0);
    const pay = buttonByText(view.container, 'Pagar');
    click(pay);
    click(pay);
    click(pay);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sentTo(sent, COMMIT)).toHaveLength(1);
    expect(pay?.getAttribute('aria-busy')).toBe('true');
    expect(getFeedbackState().loading).toEqual(['Enviando el pago…']);
    expect(await formOf(sentTo(sent, COMMIT)[0])).toMatchObject({
      cardId: '7001',
      repayToken: 'rt-9d1c7e20',
      amount: '345000',
      sendMsg: '1',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(where(view.container)).toBe('/legacy-repay/sms');
    expect(readFlow()).toMatchObject({ recordId: 'rr-20261122-0001', status: 'awaiting-code', card: defaultCards()[0] });
    view.unmount();
  });

  it('needValid 0 goes to the borrow detail', async () => {
    answerWith('legacy-direct');
    const view = open();
    await settle();
    choose(view.container, 1);
    click(buttonByText(view.container, 'Pagar'));
    await settle();
    expect(where(view.container)).toBe('/legacy-repay/borrow-detail');
    expect(readFlow()).toMatchObject({ recordId: 'rr-20261122-0001', status: 'paid' });
    view.unmount();
  });

  it.each([
    ['legacy-duplicate', '请勿重复提交支付申请'],
    ['legacy-insufficient-funds', envelopeOf('legacy-insufficient-funds', 'repayment-commit').message],
    ['legacy-commit-fail', '处理失败'],
    ['offline', 'The answer did not arrive: the payment may have been received. Tap the button again: you will not be charged twice.'],
  ])('a refused commit shows its message and stays (%s)', async (scenario, message) => {
    const view = open('en');
    await settle();
    if (scenario === 'offline') goOffline();
    else answerWith(scenario);
    choose(view.container, 0);
    click(buttonByText(view.container, 'Pay'));
    await settle();
    expect(toasts()).toEqual([message]);
    expect(where(view.container)).toBe(ENTRY);
    view.unmount();
  });

  it('a card-list failure shows 查询卡列表失败 with a retry', async () => {
    answerWith('legacy-cards-fail');
    const view = open('en');
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('查询卡列表失败');
    expect(toasts()).toEqual([]);
    answerWith('default');
    click(buttonByText(view.container, 'Try again'));
    await settle();
    expect(radios(view.container)).toHaveLength(2);
    view.unmount();
  });

  it('without an amount it says what is missing and calls nothing', async () => {
    const sent = recordRequests();
    const view = open('es', '/legacy-repay?orderId=10482');
    await settle();
    expect(view.container.textContent).toContain('Faltan los datos del pago');
    expect(sent).toHaveLength(0);
    view.unmount();
  });

  it('online payment: follows an https URL, refuses a javascript: one', async () => {
    const leave = vi.fn();
    setPageLeaver(leave);
    // First the javascript: URL, then the https one.
    answerWith('legacy-online-unsafe');
    const sent = recordRequests();
    const view = open();
    await settle();
    click(buttonByText(view.container, 'Pagar en línea'));
    await settle();
    expect(await formOf(sentTo(sent, HUICHAO)[0])).toEqual({ userId: '88123', orderId: '10482', amount: '345000' });
    expect(leave).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['La dirección de pago recibida no es segura y no se abrió. Elija otra forma de pago.']);
    answerWith('legacy-online');
    click(buttonByText(view.container, 'Pagar en línea'));
    await settle();
    expect(leave).toHaveBeenCalledWith('https://pay.example.mx/huichao/checkout?token=hc-51f2');
    view.unmount();
  });

  it('no online payment without a user id', async () => {
    answerWith('legacy-online');
    const view = open('es', '/legacy-repay?orderId=10482&amount=345000');
    await settle();
    expect(view.container.textContent).not.toContain('Pagar en línea');
    view.unmount();
  });
});
