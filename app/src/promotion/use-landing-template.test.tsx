import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../shared/config/runtime-config';
import { resetFeedback } from '../shared/feedback/feedback-store';
import { answerWith, goOffline, recordRequests, sentTo, snapshotJson } from '../shared/testing/msw/server';
import { buttonByText, click, render, settle } from '../shared/testing/render';
import { TEMPLATE_PATH } from './api/promotion-api';
import { es } from './i18n/messages-es';
import { PromotionApp } from './promotion-app';
import { CAMPAIGN, mount, setUpPromotionTests, toasts } from './promotion-test-kit';
import { memoryHashLocation } from './router/hash-location';
import { startLandingTemplate } from './use-landing-template';

const messageOf = (scenario: string, endpoint: string) => (snapshotJson(scenario, endpoint) as { message: string }).message;
/** The default scenario's landing template. */
const TEMPLATE = (snapshotJson('default', 'channel-template') as { data: { banner: string; appName: string } }).data;

/** The landing config on the register page: its places while loading, the first script's answer, refusals. */
describe('promotion page: the landing template', () => {
  setUpPromotionTests();

  it('the banner and app name keep their places while the template loads (no layout shift)', async () => {
    // Every answer comes 1 s late, on a fake clock.
    vi.useFakeTimers();
    answerWith('default', { delay: 1_000 });
    const app = mount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const hero = () => [...(app.view.container.querySelector('header')?.children ?? [])].map((el) => el.tagName);
    expect(hero()).toEqual(['DIV', 'H1', 'P']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(hero()).toEqual(['IMG', 'H1', 'P']);
    expect(app.view.container.querySelector('header p')?.textContent).toBe(TEMPLATE.appName);
  });

  it('reads the answer the first script asked for, and keeps the banner it drew from the first render', async () => {
    // The first script's own request, made before the app runs.
    const drawn = await fetch(`${TEMPLATE_PATH}?templateId=12`);
    const sent = recordRequests();
    const load = startLandingTemplate(CAMPAIGN, Promise.resolve(), Promise.resolve(drawn));
    const settled = (await load) ?? undefined;
    const view = render(
      <PromotionApp campaign={CAMPAIGN} language="es" location={memoryHashLocation('#/')} template={load} settledTemplate={settled} />,
    );
    // No frame with an empty place between the first script's banner and React's.
    expect(view.container.querySelector('header img')?.getAttribute('src')).toBe(new URL(TEMPLATE.banner, location.href).href);
    await settle();
    expect(sentTo(sent, TEMPLATE_PATH)).toEqual([]);
  });

  it('template: another code toasts its message, a network failure says error; sid refusal toasts and offers a retry', async () => {
    answerWith('template-fail');
    const app = mount();
    await settle();
    expect(toasts()).toEqual([messageOf('template-fail', 'channel-template')]);
    expect(app.view.container.querySelector('h1')?.textContent).toBe(DEFAULT_CONFIG.appName);
    app.view.unmount();
    act(() => resetFeedback());
    answerWith('sid-fail');
    const refused = mount();
    await settle();
    expect(toasts()).toEqual([messageOf('sid-fail', 'get-sid')]);
    answerWith('default');
    click(buttonByText(refused.view.container, es.captchaUnavailable));
    await settle();
    expect(refused.view.container.querySelector('button img')).not.toBeNull();
    refused.view.unmount();
    act(() => resetFeedback());
    goOffline('channel-template');
    mount();
    await settle();
    expect(toasts()).toEqual(['error']);
  });
});
