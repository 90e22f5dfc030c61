import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../shared/api/request';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { clearLaunchParams } from '../../shared/launch/launch-params';
import { fakeFetch } from '../../shared/testing/fake-fetch';
import { buttonByText, click, render, settle } from '../../shared/testing/render';
import { clearFlow, readFlow } from '../../features/legacy-payment/flow-store';
import { setPageLeaver } from '../../features/legacy-payment/leave-page';
import {
  COMMITTED_DIRECT,
  COMMITTED_SMS,
  formOf,
  inRouter,
  refused,
  WAYS,
  WAYS_ONLINE,
  where,
} from '../../features/legacy-payment/legacy-test-kit';
import LegacyRepayScreen from './legacy-repay-screen';

const ENTRY = '/legacy-repay?orderId=10482&amount=345000&userId=88123';
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
  afterEach(() => setPageLeaver(null));

  it('shows the amount and the cards masked to the last four digits, none chosen', async () => {
    const fetch = fakeFetch({ body: WAYS });
    setFetch(fetch.impl);
    const view = open();
    expect(view.container.textContent).toContain('Cargando tarjetas…');
    await settle();
    expect(formOf(fetch.requests[0])).toEqual({ orderId: '10482' });
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

  it.each(['es', 'en'] as const)('commit without a card shows 请先选择付款银行卡！ and sends nothing (%s)', async (language) => {
    const fetch = fakeFetch({ body: WAYS });
    setFetch(fetch.impl);
    const view = open(language);
    await settle();
    click(buttonByText(view.container, language === 'es' ? 'Pagar' : 'Pay'));
    await settle();
    expect(toasts()).toEqual(['请先选择付款银行卡！']);
    expect(fetch.requests).toHaveLength(1);
    view.unmount();
  });

  it('commits the chosen card once however often it is tapped, then goes to the SMS step', async () => {
    let release: (value: Response) => void = () => {};
    const fetch = fakeFetch({ body: WAYS });
    setFetch(((input, init) =>
      fetch.requests.length === 0
        ? fetch.impl(input, init)
        : (fetch.impl(input, init), new Promise<Response>((resolve) => (release = resolve)))) as typeof globalThis.fetch);
    const view = open();
    await settle();
    choose(view.container, 0);
    const pay = buttonByText(view.container, 'Pagar');
    click(pay);
    click(pay);
    click(pay);
    await settle();
    expect(fetch.requests.filter((r) => r.url.pathname.endsWith('/repayment-commit'))).toHaveLength(1);
    expect(pay?.getAttribute('aria-busy')).toBe('true');
    expect(getFeedbackState().loading).toEqual(['Enviando el pago…']);
    expect(formOf(fetch.requests[1])).toMatchObject({ cardId: '7001', repayToken: 'rt-9d1c7e20', amount: '345000', sendMsg: '1' });
    await act(async () => {
      release(new Response(JSON.stringify(COMMITTED_SMS), { headers: { 'Content-Type': 'application/json' } }));
    });
    await settle();
    expect(where(view.container)).toBe('/legacy-repay/sms');
    expect(readFlow()).toMatchObject({ recordId: 'rr-9001', status: 'awaiting-code', card: WAYS.data.bankCards[0] });
    view.unmount();
  });

  it('needValid 0 goes to the borrow detail', async () => {
    setFetch(fakeFetch({ body: WAYS }, { body: COMMITTED_DIRECT }).impl);
    const view = open();
    await settle();
    choose(view.container, 1);
    click(buttonByText(view.container, 'Pagar'));
    await settle();
    expect(where(view.container)).toBe('/legacy-repay/borrow-detail');
    expect(readFlow()).toMatchObject({ recordId: 'rr-9002', status: 'paid' });
    view.unmount();
  });

  it.each([
    [refused('800005', 'dup'), '请勿重复提交支付申请'],
    [refused('800009', 'Saldo insuficiente'), 'Saldo insuficiente'],
    [refused('800009', ''), '处理失败'],
    [new TypeError('Failed to fetch'), 'error'],
  ])('a refused commit shows its message and stays (%#)', async (answer, message) => {
    setFetch(fakeFetch({ body: WAYS }, answer instanceof Error ? answer : { body: answer }).impl);
    const view = open('en');
    await settle();
    choose(view.container, 0);
    click(buttonByText(view.container, 'Pay'));
    await settle();
    expect(toasts()).toEqual([message]);
    expect(where(view.container)).toBe(ENTRY);
    view.unmount();
  });

  it('a card-list failure shows 查询卡列表失败 with a retry', async () => {
    const fetch = fakeFetch({ body: refused('800001', 'x') }, { body: WAYS });
    setFetch(fetch.impl);
    const view = open('en');
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('查询卡列表失败');
    expect(toasts()).toEqual([]);
    click(buttonByText(view.container, 'Try again'));
    await settle();
    expect(radios(view.container)).toHaveLength(2);
    view.unmount();
  });

  it('without an amount it says what is missing and calls nothing', async () => {
    const fetch = fakeFetch({ body: WAYS });
    setFetch(fetch.impl);
    const view = open('es', '/legacy-repay?orderId=10482');
    await settle();
    expect(view.container.textContent).toContain('Faltan los datos del pago');
    expect(fetch.requests).toHaveLength(0);
    view.unmount();
  });

  it('online payment: follows an https URL, refuses a javascript: one', async () => {
    const leave = vi.fn();
    setPageLeaver(leave);
    const fetch = fakeFetch(
      { body: WAYS_ONLINE },
      { body: { code: '00', message: 'ok', data: { url: 'javascript:alert(document.cookie)' } } },
      { body: { code: '00', message: 'ok', data: { url: 'https://pay.example.mx/huichao/checkout?token=hc-51f2' } } },
    );
    setFetch(fetch.impl);
    const view = open();
    await settle();
    click(buttonByText(view.container, 'Pagar en línea'));
    await settle();
    expect(formOf(fetch.requests[1])).toEqual({ userId: '88123', orderId: '10482', amount: '345000' });
    expect(leave).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['La dirección de pago recibida no es segura y no se abrió. Elija otra forma de pago.']);
    click(buttonByText(view.container, 'Pagar en línea'));
    await settle();
    expect(leave).toHaveBeenCalledWith('https://pay.example.mx/huichao/checkout?token=hc-51f2');
    view.unmount();
  });

  it('no online payment without a user id', async () => {
    setFetch(fakeFetch({ body: WAYS_ONLINE }).impl);
    const view = open('es', '/legacy-repay?orderId=10482&amount=345000');
    await settle();
    expect(view.container.textContent).not.toContain('Pagar en línea');
    view.unmount();
  });
});
