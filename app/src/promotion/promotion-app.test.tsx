import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getBridgeCalls } from '../shared/bridge/bridge';
import { DEFAULT_CONFIG } from '../shared/config/runtime-config';
import { resetFeedback } from '../shared/feedback/feedback-store';
import { answerWith, formOf, recordRequests, sentTo, snapshotJson } from '../shared/testing/msw/server';
import { buttonByText, click, settle, waitFor } from '../shared/testing/render';
import { forwardedQuery, readCampaign, templateId } from './campaign';
import { en } from './i18n/messages-en';
import { es } from './i18n/messages-es';
import { CAMPAIGN, fillForm, mount, setUpPromotionTests, SID, toasts, type } from './promotion-test-kit';

const PROMOTION = '/api/v2/youmi/promotion';
/** The default scenario's landing template. */
const TEMPLATE = (snapshotJson('default', 'channel-template') as { data: { title: string; appName: string; downloadUrl: string } }).data;
const messageOf = (scenario: string, endpoint: string) => (snapshotJson(scenario, endpoint) as { message: string }).message;

describe('promotion page', () => {
  setUpPromotionTests();

  it('every message of docs/screens.md "Promotion page" is written exactly, the same in both languages', () => {
    const spec = {
      'promotion.mobileInvalid': '请正确输入手机号！',
      'promotion.captchaInvalid': '请正确输入图形验证码！',
      'promotion.smsCodeInvalid': '请正确输入短信验证码！',
      'promotion.smsRepeat': '请勿重复发送验证码!',
      'promotion.smsSent': '验证码已发送，请在手机上查看！',
      'promotion.registered': '您已注册,请直接下载APP登录！',
      'promotion.registerSuccess': '注册成功',
      'promotion.networkError': 'error',
    };
    for (const [key, text] of Object.entries(spec)) {
      expect(es[key as keyof typeof es]).toBe(text);
      expect(en[key as keyof typeof en]).toBe(text);
    }
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it('reads the campaign before or after the hash and forwards the download parameters', () => {
    const before = readCampaign('?id=12&user_from=fb&app_from=ca&utm_tag=t&down_id=9&UC=u', '#/');
    const after = readCampaign('', '#/?id=12&user_from=fb&app_from=ca&utm_tag=t&down_id=9&UC=u');
    expect(after).toEqual(before);
    expect(forwardedQuery(before)).toBe('?app_from=ca&user_from=fb&utm_tag=t&id=12&down_id=9');
    expect(forwardedQuery(CAMPAIGN)).toBe('?app_from=ca&user_from=fb&utm_tag=nov&id=12&links_id=7');
    expect(templateId({ id: 'x' })).toBeNull();
    expect(templateId({ id: '12' })).toBe(12);
  });

  it('loads template and sid, tracks one visit, and loads the captcha with sid and a timestamp', async () => {
    const sent = recordRequests();
    const app = mount();
    await settle();
    const visits = sentTo(sent, `${PROMOTION}/track-visit`);
    expect(visits).toHaveLength(1);
    expect(Object.fromEntries(visits[0]?.url.searchParams ?? [])).toEqual({
      page_id: '12',
      user_from: 'fb',
      client_type: 'h5',
      page_type: '1',
      utm_tag: 'nov',
      app_from: 'ca',
    });
    expect(sentTo(sent, '/api/v2/youmi/service/channel-template')[0]?.url.searchParams.get('templateId')).toBe('12');
    expect(app.view.container.querySelector('h1')?.textContent).toBe(TEMPLATE.title);
    const img = app.view.container.querySelector<HTMLImageElement>('button img');
    const src = new URL(img?.getAttribute('src') ?? '', 'http://app.test/');
    expect(src.pathname).toBe('/api/v2/youmi/promotion/get-captcha');
    expect(src.searchParams.get('sid')).toBe(SID);
    expect(Number(src.searchParams.get('a'))).toBeGreaterThan(0);
  });

  it('a tap on the captcha with no mobile shows the mobile message; with one it loads a new image', async () => {
    const app = mount();
    await settle();
    const button = app.view.container.querySelector('button[aria-label]');
    const before = button?.querySelector('img')?.getAttribute('src');
    click(button);
    expect(toasts()).toEqual(['请正确输入手机号！']);
    type(app.input(es.mobileLabel), '13800138000');
    await new Promise((r) => setTimeout(r, 2));
    click(button);
    expect(button?.querySelector('img')?.getAttribute('src')).not.toBe(before);
  });

  it('inputs keep digits (11, 6) and 4 captcha characters; each rule has its message', async () => {
    const app = mount();
    await settle();
    type(app.input(es.mobileLabel), '138-0013-80001234');
    expect(app.input(es.mobileLabel)?.value).toBe('13800138000');
    type(app.input(es.captchaLabel), 'ab c-d9');
    expect(app.input(es.captchaLabel)?.value).toBe('abcd');
    type(app.input(es.smsLabel), '12a34567');
    expect(app.input(es.smsLabel)?.value).toBe('123456');
    const register = () => click(buttonByText(app.view.container, es.register));
    const cases: [string, string, string, string][] = [
      ['12800138000', 'abcd', '123456', '请正确输入手机号！'],
      ['1380013800', 'abcd', '123456', '请正确输入手机号！'],
      ['13800138000', '', '123456', '请正确输入图形验证码！'],
      ['13800138000', 'abcd', '', '请正确输入短信验证码！'],
    ];
    for (const [mobile, captcha, sms, message] of cases) {
      act(() => resetFeedback());
      type(app.input(es.mobileLabel), mobile);
      type(app.input(es.captchaLabel), captcha);
      type(app.input(es.smsLabel), sms);
      register();
      expect(toasts()).toEqual([message]);
    }
    act(() => resetFeedback());
    type(app.input(es.captchaLabel), '');
    click(buttonByText(app.view.container, es.sendCode));
    await settle();
    expect(toasts()).toEqual(['请正确输入图形验证码！']);
  });

  it('SMS 0: sends the fields, says so, counts 60 s refusing taps, resets; toasts hide after 3 s', async () => {
    const sent = recordRequests();
    const app = mount();
    await settle();
    await fillForm(app, '13800138000', 'AB12');
    vi.useFakeTimers();
    const button = buttonByText(app.view.container, es.sendCode);
    click(button);
    // The answer arrives without moving the clock.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const sms = sentTo(sent, `${PROMOTION}/get-sms`)[0];
    expect(await formOf(sms)).toEqual({
      phone: '13800138000',
      capcode: 'AB12',
      sid: SID,
      deviceId: SID,
      appName: DEFAULT_CONFIG.appName,
      app_from: 'ca',
      user_from: 'fb',
      utm_tag: 'nov',
    });
    expect(sentTo(sent, `${PROMOTION}/track-click`)[0]?.url.searchParams.get('phone')).toBe('13800138000');
    expect(toasts()).toEqual(['验证码已发送，请在手机上查看！']);
    expect(button?.textContent).toBe('Reenviar (60 s)');
    act(() => vi.advanceTimersByTime(1000));
    expect(button?.textContent).toBe('Reenviar (59 s)');
    click(button);
    expect(sentTo(sent, `${PROMOTION}/get-sms`)).toHaveLength(1);
    expect(toasts()).toContain('请勿重复发送验证码!');
    act(() => vi.advanceTimersByTime(1999));
    expect(toasts()).toEqual(['验证码已发送，请在手机上查看！', '请勿重复发送验证码!']);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toEqual(['请勿重复发送验证码!']);
    act(() => vi.advanceTimersByTime(1000));
    expect(toasts()).toEqual([]);
    act(() => vi.advanceTimersByTime(56_000));
    expect(button?.textContent).toBe(es.sendCode);
  });

  it('SMS 101 shows the message and refreshes the captcha; 11 says registered and goes to download; others the message', async () => {
    answerWith('sms-wrong-captcha');
    const app = mount();
    await settle();
    await fillForm(app, '13800138000', 'AB12');
    const src = () => app.view.container.querySelector('button img')?.getAttribute('src');
    const before = src();
    await new Promise((r) => setTimeout(r, 2));
    click(buttonByText(app.view.container, es.sendCode));
    await settle();
    expect(toasts()).toEqual([messageOf('sms-wrong-captcha', 'get-sms')]);
    expect(src()).not.toBe(before);
    expect(buttonByText(app.view.container, es.sendCode)).toBeDefined();
    act(() => resetFeedback());
    answerWith('sms-send-failed');
    click(buttonByText(app.view.container, es.sendCode));
    await settle();
    expect(toasts()).toEqual([messageOf('sms-send-failed', 'get-sms')]);
    act(() => resetFeedback());
    answerWith('sms-registered');
    click(buttonByText(app.view.container, es.sendCode));
    await settle();
    expect(toasts()).toEqual(['您已注册,请直接下载APP登录！']);
    expect(app.location.hash()).toBe('#/downloadTemplate?app_from=ca&user_from=fb&utm_tag=nov&id=12&links_id=7');
    // The download page is a lazy chunk: it renders here, inside act(), not after the test.
    await waitFor(() => expect(app.view.container.textContent).toContain(es.downloadTitle.split('{')[0]));
  });

  it('register 0: sends every field once for a double tap, says 注册成功, fires the UC event, goes to download', async () => {
    const sent = recordRequests();
    const app = mount(readCampaign(`?id=12&user_from=fb&app_from=ca&utm_tag=nov&links_id=7&invite_code=AMIGO&UC=uc-9`, ''));
    await settle();
    await fillForm(app, '13800138000', 'AB12', '123456');
    const button = buttonByText(app.view.container, es.register);
    click(button);
    click(button);
    await settle();
    await settle();
    const calls = sentTo(sent, `${PROMOTION}/register`);
    expect(calls).toHaveLength(1);
    expect(await formOf(calls[0])).toEqual({
      phone: '13800138000',
      capcode: 'AB12',
      sid: SID,
      deviceId: SID,
      appName: DEFAULT_CONFIG.appName,
      merchantNumber: '',
      userName: '13800138000',
      smsCode: '123456',
      invite_code: 'AMIGO',
      user_from: 'fb',
      id: '12',
      app_from: 'ca',
      utm_tag: 'nov',
    });
    expect(toasts()).toEqual(['注册成功']);
    expect(app.location.hash()).toBe('#/downloadTemplate?app_from=ca&user_from=fb&utm_tag=nov&id=12&links_id=7');
    // The download page is a lazy chunk: it renders here, inside act(), not after the test.
    await waitFor(() => expect(app.view.container.textContent).toContain(es.downloadTitle.split('{')[0]));
    await waitFor(() => expect(getBridgeCalls().map((c) => [c.action, c.arg])).toEqual([['confirmTrackingPoint', 'uc-9']]));
  });

  it('register without UC sends no tracking event; -1 refreshes the captcha; 11 and others as the spec says', async () => {
    answerWith('register-wrong-captcha');
    const app = mount();
    await settle();
    await fillForm(app, '13800138000', 'AB12', '123456');
    const src = () => app.view.container.querySelector('button img')?.getAttribute('src');
    const before = src();
    await new Promise((r) => setTimeout(r, 2));
    click(buttonByText(app.view.container, es.register));
    await settle();
    expect(toasts()).toEqual([messageOf('register-wrong-captcha', 'register')]);
    expect(src()).not.toBe(before);
    act(() => resetFeedback());
    answerWith('register-wrong-sms-code');
    click(buttonByText(app.view.container, es.register));
    await settle();
    expect(toasts()).toEqual([messageOf('register-wrong-sms-code', 'register')]);
    act(() => resetFeedback());
    answerWith('register-registered');
    click(buttonByText(app.view.container, es.register));
    await settle();
    expect(toasts()).toEqual(['您已注册,请直接下载APP登录！']);
    expect(app.location.hash()).toMatch(/^#\/downloadTemplate\?/);
    // The download page is a lazy chunk: it renders here, inside act(), not after the test.
    await waitFor(() => expect(app.view.container.textContent).toContain(es.downloadTitle.split('{')[0]));
    expect(getBridgeCalls()).toEqual([]);
  });

  it('the agreement keeps the parameters and back finds the form as typed; download shows the configured app', async () => {
    const app = mount();
    await settle();
    type(app.input(es.mobileLabel), '13800138000');
    click([...app.view.container.querySelectorAll('a')].find((a) => a.textContent === es.agreementLink));
    expect(app.location.hash()).toBe('#/agreementTemplate?app_from=ca&user_from=fb&utm_tag=nov&id=12&links_id=7');
    const shown = () => [...app.view.container.querySelectorAll('h1')].find((h) => !h.closest('[hidden]'));
    await waitFor(() => expect(shown()?.textContent).toBe('Acuerdo de registro'));
    await settle();
    click(buttonByText(app.view.container, es.back));
    await settle();
    expect(app.location.hash()).toBe('#/');
    expect(app.input(es.mobileLabel)?.value).toBe('13800138000');
    act(() => app.location.push('#/downloadTemplate?id=12'));
    await waitFor(() => expect(shown()?.textContent).toBe(`Descargue ${TEMPLATE.appName}`));
    expect(app.view.container.querySelector('a')?.getAttribute('href')).toBe(TEMPLATE.downloadUrl);
  });

  it('a move between the hash routes takes the focus to the heading shown (docs/decisions.md "Moves between screens"); the first load does not', async () => {
    const app = mount();
    await settle();
    expect(document.activeElement).toBe(document.body);
    const shown = () => [...app.view.container.querySelectorAll('h1')].find((h) => !h.closest('[hidden]'));
    click([...app.view.container.querySelectorAll('a')].find((a) => a.textContent === es.agreementLink));
    // The agreement is a lazy chunk: its heading takes the focus when it is in.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Acuerdo de registro'));
    click(buttonByText(app.view.container, es.back));
    await settle();
    // Back on the form kept under the agreement: its heading, the form as it was.
    expect(document.activeElement).toBe(shown());
    expect(shown()?.textContent).toBe(TEMPLATE.title);
    act(() => app.location.push('#/downloadTemplate?id=12'));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(`Descargue ${TEMPLATE.appName}`));
  });

  it('download shows no button for a URL that is not http(s)', async () => {
    answerWith('template-unsafe-links');
    const app = mount(CAMPAIGN, 'en', '#/downloadTemplate?id=12');
    await waitFor(() => expect(app.view.container.textContent).toContain(en.downloadUnavailable));
    expect(app.view.container.querySelector('a')).toBeNull();
  });
});
