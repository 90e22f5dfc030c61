import { beforeEach, describe, expect, it } from 'vitest';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { clearLaunchParams } from '../../shared/launch/launch-params';
import { answerWith, formOf, goOffline, recordRequests } from '../../shared/testing/msw/server';
import { lastFourDigits, maskCardNumber } from './card-number';
import { clearFlow, readFlow, saveFlow, updateFlow } from './flow-store';
import { commitRepayment, confirmRepayment, loadPaymentWays, refusalMessage, requestHostedPage } from './legacy-api';
import { legacyText } from './legacy-text';
import { defaultCards, envelopeOf } from './legacy-test-kit';
import { readPaymentQuery } from './payment-query';

const cards = defaultCards();
const card = cards[0]!;
const flow = { orderId: 10482, amount: 345000, couponId: '', userId: 88123, repayToken: 'rt-9d1c7e20', card };

describe('card numbers', () => {
  it('are masked to their last four digits, grouped in fours', () => {
    expect(maskCardNumber('6225 **** **** 4821')).toBe('**** **** **** 4821');
    expect(maskCardNumber('6222020200114821')).toBe('**** **** **** 4821');
    expect(maskCardNumber('4821')).toBe('**** 4821');
    expect(lastFourDigits('6225 **** **** 4821')).toBe('4821');
    expect(lastFourDigits('no digits')).toBe('');
  });
});

describe('flow store', () => {
  beforeEach(() => clearFlow());
  it('keeps the flow in sessionStorage so a reload finds it', () => {
    expect(readFlow()).toBeNull();
    saveFlow(flow);
    updateFlow({ recordId: 'rr-1', status: 'awaiting-code' });
    expect(JSON.parse(sessionStorage.getItem('legacy-payment-flow') ?? '{}')).toMatchObject({ recordId: 'rr-1', card });
    expect(readFlow()).toMatchObject({ orderId: 10482, amount: 345000, repayToken: 'rt-9d1c7e20', recordId: 'rr-1' });
  });
  it('ignores garbage', () => {
    sessionStorage.setItem('legacy-payment-flow', '{"orderId":"x"}');
    expect(readFlow()).toBeNull();
    sessionStorage.setItem('legacy-payment-flow', 'nope');
    expect(readFlow()).toBeNull();
    expect(updateFlow({ recordId: 'x' })).toBeNull();
  });
});

describe('payment query', () => {
  beforeEach(() => clearLaunchParams());
  it('reads order, amount, coupon and user; null without order or amount', () => {
    expect(readPaymentQuery(new URLSearchParams('orderId=10482&amount=345000&couponId=C1&userId=88123'))).toEqual({
      orderId: 10482,
      amount: 345000,
      couponId: 'C1',
      userId: 88123,
    });
    expect(readPaymentQuery(new URLSearchParams('orderId=10482&amount=345000'))?.userId).toBe(0);
    expect(readPaymentQuery(new URLSearchParams('orderId=10482'))).toBeNull();
    expect(readPaymentQuery(new URLSearchParams('orderId=MX1&amount=5'))).toBeNull();
    expect(readPaymentQuery(new URLSearchParams('orderId=1&amount=-5'))).toBeNull();
  });
});

describe('legacy calls and their messages (docs/screens.md "Legacy repayment")', () => {
  beforeEach(() => {
    resetFeedback();
    clearLaunchParams();
  });
  it('maps refusals to the specification messages', () => {
    // Whatever message 800005 and 800006 come with, the specification's own is shown.
    expect(refusalMessage({ ...envelopeOf('legacy-duplicate', 'repayment-commit'), message: 'otro' })).toBe('请勿重复提交支付申请');
    expect(refusalMessage({ ...envelopeOf('legacy-wrong-code', 'repayment-confirm'), message: 'otro' })).toBe('验证码错误');
    const funds = envelopeOf('legacy-insufficient-funds', 'repayment-commit');
    expect(refusalMessage(funds)).toBe(funds.message);
    expect(refusalMessage(envelopeOf('legacy-commit-fail', 'repayment-commit'))).toBe('处理失败');
    expect(refusalMessage({ ...funds, message: '  ' })).toBe('处理失败');
    expect(refusalMessage(funds, true)).toBe('查询卡列表失败');
  });
  it('the card list: cards and token on "00", 查询卡列表失败 otherwise, no shared toast', async () => {
    const sent = recordRequests();
    await expect(loadPaymentWays(10482)).resolves.toEqual({
      ok: true,
      data: { online: false, repayToken: 'rt-9d1c7e20', cards },
    });
    expect(sent[0]?.url.pathname).toBe('/api/v1/youmi/youmi-api/service/loan/repayment-way');
    expect(sent[0]?.method).toBe('POST');
    answerWith('legacy-cards-fail');
    await expect(loadPaymentWays(10482)).resolves.toEqual({ ok: false, message: '查询卡列表失败' });
    expect(getFeedbackState().toasts).toEqual([]);
  });
  it('commit sends every field with sendMsg=1; a network failure is "error", and a lost answer', async () => {
    answerWith('legacy-sms');
    const sent = recordRequests();
    await expect(commitRepayment(flow, 'x')).resolves.toEqual({
      ok: true,
      data: { needsCode: true, recordId: 'rr-20261122-0001' },
    });
    expect(await formOf(sent[0])).toEqual({
      amount: '345000',
      bankName: '招商银行',
      cardId: '7001',
      cardNo: '6225 **** **** 4821',
      couponId: '',
      orderId: '10482',
      repayToken: 'rt-9d1c7e20',
      bankCode: 'CMB',
      sendMsg: '1',
    });
    goOffline();
    await expect(commitRepayment(flow, 'x')).resolves.toEqual({ ok: false, message: 'error', lost: true });
  });
  it('confirm and the hosted page', async () => {
    answerWith('legacy-wrong-code');
    const sent = recordRequests();
    await expect(confirmRepayment(10482, '123456', 'rr-1', 'x')).resolves.toEqual({ ok: false, message: '验证码错误' });
    expect(await formOf(sent[0])).toEqual({
      orderId: '10482',
      verifyCode: '123456',
      repaymentRecordId: 'rr-1',
    });
    // The URL is handed back unchecked: the screen checks it with safeHttpUrl.
    answerWith('legacy-online-unsafe');
    await expect(requestHostedPage(flow, 'x')).resolves.toEqual({ ok: true, data: 'javascript:alert(document.cookie)' });
    expect(await formOf(sent[1])).toEqual({
      userId: '88123',
      orderId: '10482',
      amount: '345000',
    });
    answerWith('server-error');
    await expect(requestHostedPage(flow, 'x')).resolves.toEqual({ ok: false, message: 'error' });
    expect(getFeedbackState().toasts).toEqual([]);
  });
});

describe('the flow catalogue', () => {
  it('has the same keys in both languages and no empty text', () => {
    expect(Object.keys(legacyText.en).sort()).toEqual(Object.keys(legacyText.es).sort());
    for (const value of [...Object.values(legacyText.es), ...Object.values(legacyText.en)]) expect(value.trim()).not.toBe('');
  });
});
