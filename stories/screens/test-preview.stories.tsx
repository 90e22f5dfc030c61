import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import appConfig from '../../app/public/config.json';
import { actionLabelKey, bridgeSamples } from '../../app/src/screens/test-preview/bridge-samples';
import TestPreviewScreen from '../../app/src/screens/test-preview/test-preview-screen';
import { previewMessages } from '../../app/src/screens/test-preview/test-preview-messages';
import type { PreviewKey } from '../../app/src/screens/test-preview/test-preview-messages-es';
import { BRIDGE_ACTIONS, forgetWrapperBridgeVersion, getBridgeCalls, type BridgeAction } from '../../app/src/shared/bridge/bridge';
import { fakeWrapperCalls, installFakeWrapper, removeFakeWrapper, type FakeWrapper } from '../../app/src/shared/testing/fake-wrapper';
import type { Language } from '../../app/src/shared/i18n/language';
import { DEFAULT_LAUNCH, languageFlag, type AppParameters } from '../.storybook/app-parameters';
import { inLanguage } from '../support/story-language';

const meta = {
  title: 'Screens/Test preview',
  component: TestPreviewScreen,
  parameters: { route: { path: '/testPreview', query: { advertisingId: 'ad-storybook' } } } satisfies AppParameters,
} satisfies Meta<typeof TestPreviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (language: Language, key: PreviewKey, values: Record<string, string> = {}) =>
  previewMessages[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The fields start from the launch parameters; an edited field reaches the links' query. */
function playLinks(language: Language): Story['play'] {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const session = canvas.getByLabelText(text(language, 'field.sessionId'));
    // (Not the session id: Vitest's own page URL carries one, and the page's query wins.)
    await expect(canvas.getByLabelText(text(language, 'field.deviceId'))).toHaveValue(DEFAULT_LAUNCH.deviceId);
    await expect(canvas.getByLabelText(text(language, 'field.advertisingId'))).toHaveValue('ad-storybook');
    const query = (name: PreviewKey) =>
      new URL(canvas.getByRole('link', { name: text(language, name) }).getAttribute('href') ?? '', 'http://x');
    await step('edit the session id: every link carries it', async () => {
      await userEvent.clear(session);
      await userEvent.type(session, 'qa-edited');
      const service = query('page.customerService');
      await expect(service.pathname).toBe('/customer-service');
      await expect(service.searchParams.get('sessionId')).toBe('qa-edited');
      await expect(service.searchParams.get('language')).toBe(languageFlag(language));
      await expect(query('page.repaymentInstruction').pathname).toBe('/carpmm');
      await expect(query('page.repaymentInstruction').searchParams.get('sessionId')).toBe('qa-edited');
    });
  };
}

export const Links: Story = { play: inLanguage(playLinks) };

/** The row of `action` in the bridge list. */
const row = (canvasElement: HTMLElement, action: string) => canvasElement.querySelector(`li[data-bridge-action="${action}"]`);

/** Each action's button of the bridge list, with the sample argument it sends. */
function actionButtons(language: Language): [BridgeAction, string, string | undefined][] {
  const productId = DEFAULT_LAUNCH.productId ?? '';
  // The label and the sample argument of each action's button, by the contract's facts.
  const args = bridgeSamples(appConfig.servicePhone, productId);
  return BRIDGE_ACTIONS.map((action) => [action, text(language, actionLabelKey(action), { productId, action }), args[action]]);
}

/**
 * In a plain browser no action is registered: each button (and bind bank) still records its
 * call, which only reaches the console, and the page's log shows it.
 */
function playBridge(language: Language): Story['play'] {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text(language, 'wrapper.browser'))).toBeVisible();
    for (const action of BRIDGE_ACTIONS) await expect(row(canvasElement, action)).toHaveTextContent(text(language, 'route.browser'));
    await expect(canvas.getByText(text(language, 'logEmpty'))).toBeVisible();
    await step('bind bank, then each action of the list', async () => {
      const buttons: [string, string, string | undefined][] = [
        ['startBankFlow', text(language, 'page.bindBank'), undefined],
        ...actionButtons(language),
      ];
      for (const [action, label, arg] of buttons) {
        await userEvent.click(canvas.getByRole('button', { name: label }));
        await waitFor(() => expect(getBridgeCalls().at(-1)).toMatchObject({ action, target: 'browser', ...(arg ? { arg } : {}) }));
        const entry = canvasElement.querySelector(`li[data-action="${action}"]`);
        await expect(entry).toHaveTextContent(`${action}(${arg ?? ''}) → browser`);
        await expect(entry).toHaveTextContent(
          text(language, 'logPath.browser', { code: `console.info("[bridge] ${action}", ${JSON.stringify(arg ?? '')})` }),
        );
      }
      await expect(canvasElement.querySelectorAll('li[data-action]')).toHaveLength(buttons.length);
    });
  };
}

export const Bridge: Story = { play: inLanguage(playBridge) };

/** The fake app of a story: installed before the story renders, taken away after it. */
function inApp(wrapper: FakeWrapper): Story['beforeEach'] {
  return () => {
    forgetWrapperBridgeVersion();
    installFakeWrapper(wrapper);
    return removeFakeWrapper;
  };
}

/** In the iOS app, every action has its message handler; each call reaches it with its payload. */
export const IosApp: Story = {
  name: 'iOS app',
  beforeEach: inApp({ platform: 'ios', actions: BRIDGE_ACTIONS }),
  play: inLanguage((language) => async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const total = BRIDGE_ACTIONS.length;
    await expect(canvasElement.querySelector('[data-wrapper="ios"]')).toHaveTextContent(
      `${text(language, 'wrapper.ios')} ${text(language, 'registeredCount', { count: String(total), total: String(total) })} ${text(language, 'allRegistered')}`,
    );
    for (const action of BRIDGE_ACTIONS) await expect(row(canvasElement, action)).toHaveTextContent(text(language, 'route.ios'));
    await step('each action reaches its message handler, the argument as its payload ("" for none)', async () => {
      const buttons = actionButtons(language);
      for (const [, label] of buttons) await userEvent.click(canvas.getByRole('button', { name: label }));
      await expect(fakeWrapperCalls()).toEqual(buttons.map(([action, , arg]) => `${action}(${JSON.stringify(arg ?? '')})`));
      await expect(canvasElement.querySelector('li[data-action="callPhone"]')).toHaveTextContent(
        text(language, 'logPath.ios', { code: `window.webkit.messageHandlers.callPhone.postMessage("${appConfig.servicePhone}")` }),
      );
    });
  }),
};

/** In an Android app that lacks goRateApp: the page says so, and a call of it reaches nothing. */
export const AndroidAppMissingAction: Story = {
  name: 'Android app, one action missing',
  beforeEach: inApp({ platform: 'android', actions: BRIDGE_ACTIONS.filter((action) => action !== 'goRateApp') }),
  play: inLanguage((language) => async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const total = BRIDGE_ACTIONS.length;
    await expect(canvasElement.querySelector('[data-wrapper="android"]')).toHaveTextContent(
      `${text(language, 'wrapper.android')} ${text(language, 'registeredCount', { count: String(total - 1), total: String(total) })} ${text(language, 'missing', { actions: 'goRateApp' })}`,
    );
    await expect(row(canvasElement, 'goRateApp')).toHaveTextContent(text(language, 'route.missing'));
    await expect(row(canvasElement, 'callPhone')).toHaveTextContent(text(language, 'route.android'));
    const buttons = new Map(actionButtons(language).map(([action, label]) => [action, label]));
    await step('the missing action reaches nothing; a registered one its method, with its argument', async () => {
      await userEvent.click(canvas.getByRole('button', { name: buttons.get('goRateApp') }));
      await userEvent.click(canvas.getByRole('button', { name: buttons.get('callPhone') }));
      await userEvent.click(canvas.getByRole('button', { name: buttons.get('goHome') }));
      await expect(fakeWrapperCalls()).toEqual([`callPhone(${JSON.stringify(appConfig.servicePhone)})`, 'goHome()']);
      await expect(canvasElement.querySelector('li[data-action="goRateApp"]')).toHaveTextContent(
        text(language, 'logPath.browser', { code: 'console.info("[bridge] goRateApp", "")' }),
      );
      await expect(canvasElement.querySelector('li[data-action="goHome"]')).toHaveTextContent(
        text(language, 'logPath.android', { code: 'window.AndroidBridge.goHome()' }),
      );
    });
  }),
};

/** The file picker shows the picked image: name, size and a preview. */
export const FilePicked: Story = {
  play: inLanguage((language) => async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A 1×1 PNG.
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) =>
      c.charCodeAt(0),
    );
    await userEvent.upload(canvas.getByLabelText(text(language, 'filePicker')), new File([png], 'pixel.png', { type: 'image/png' }));
    await expect(await canvas.findByText('pixel.png')).toBeVisible();
    await expect(canvas.getByRole('img', { name: text(language, 'filePreview', { name: 'pixel.png' }) })).toBeVisible();
    await expect(canvasElement).toHaveTextContent(text(language, 'fileSize', { size: String(png.length) }));
  }),
};
