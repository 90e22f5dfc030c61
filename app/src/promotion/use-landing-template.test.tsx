import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setFetch } from '../shared/api/request';
import { DEFAULT_CONFIG } from '../shared/config/runtime-config';
import { resetFeedback } from '../shared/feedback/feedback-store';
import { buttonByText, click, render, settle } from '../shared/testing/render';
import { es } from './i18n/messages-es';
import { PromotionApp } from './promotion-app';
import { CAMPAIGN, mount, server, setUpPromotionTests, SID, TEMPLATE, toasts } from './promotion-test-kit';
import { memoryHashLocation } from './router/hash-location';
import { startLandingTemplate } from './use-landing-template';

/** The landing config on the register page: its places while loading, the first script's answer, refusals. */
describe('promotion page: the landing template', () => {
  setUpPromotionTests();

  it('the banner and app name keep their places while the template loads (no layout shift)', async () => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    let answer: (response: Response) => void = () => {};
    setFetch(((input: RequestInfo | URL) =>
      String(input).includes('channel-template')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(json(SID))) as typeof fetch);
    const app = mount();
    await settle();
    const hero = () => [...(app.view.container.querySelector('header')?.children ?? [])].map((el) => el.tagName);
    expect(hero()).toEqual(['DIV', 'H1', 'P']);
    answer(json(TEMPLATE));
    await settle();
    expect(hero()).toEqual(['IMG', 'H1', 'P']);
    expect(app.view.container.querySelector('header p')?.textContent).toBe('Crédito Ágil');
  });

  it('reads the answer the first script asked for, and keeps the banner it drew from the first render', async () => {
    const requests = server({});
    const drawn = new Response(JSON.stringify(TEMPLATE), { headers: { 'Content-Type': 'application/json' } });
    const load = startLandingTemplate(CAMPAIGN, Promise.resolve(), Promise.resolve(drawn));
    const settled = (await load) ?? undefined;
    const view = render(
      <PromotionApp
        campaign={CAMPAIGN}
        language="es"
        location={memoryHashLocation('#/')}
        template={load}
        settledTemplate={settled}
      />,
    );
    // No frame with an empty place between the first script's banner and React's.
    expect(view.container.querySelector('header img')?.getAttribute('src')).toBe(new URL('/b.png', location.href).href);
    await settle();
    expect(requests.filter((r) => r.path.endsWith('/channel-template'))).toEqual([]);
  });

  it('template: another code toasts its message, a network failure says error; sid refusal toasts and offers a retry', async () => {
    server({
      'channel-template': [{ code: '01', message: '活动已结束', data: null }],
      'get-sid': [{ code: 1, message: '请稍后再试', data: null }, SID],
    });
    const app = mount();
    await settle();
    expect(toasts()).toEqual(expect.arrayContaining(['活动已结束', '请稍后再试']));
    expect(app.view.container.querySelector('h1')?.textContent).toBe(DEFAULT_CONFIG.appName);
    click(buttonByText(app.view.container, es.captchaUnavailable));
    await settle();
    expect(app.view.container.querySelector('button img')).not.toBeNull();
    app.view.unmount();
    act(() => resetFeedback());
    server({ 'channel-template': [new TypeError('offline')], 'get-sid': [SID] });
    mount();
    await settle();
    expect(toasts()).toEqual(['error']);
  });
});
