import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import appConfig from '../../app/public/config.json';
import { BRIDGE_ACTION_FACTS } from '../../app/src/api/contract-bridge';
import TestPreviewScreen from '../../app/src/screens/test-preview/test-preview-screen';
import { previewMessages } from '../../app/src/screens/test-preview/test-preview-messages';
import type { PreviewKey } from '../../app/src/screens/test-preview/test-preview-messages-es';
import { BRIDGE_ACTIONS, BRIDGE_VERSION, forgetWrapperBridgeVersion } from '../../app/src/shared/bridge/bridge';
import type { Verdict } from '../../app/src/shared/bridge/conformance';
import { installFakeWrapper, removeFakeWrapper, type FakeWrapper } from '../../app/src/shared/testing/fake-wrapper';
import type { Language } from '../../app/src/shared/i18n/language';
import type { AppParameters } from '../.storybook/app-parameters';
import { inLanguage } from '../support/story-language';

/**
 * "Check this app" on the test preview page (docs/bridge.md "Checking an app"), in each of its
 * states, inside fake apps that echo what their handlers received. Not in the gallery: the
 * panel sits below the fold of the test preview page, whose stories are there.
 */
const meta = {
  title: 'States/Bridge check',
  component: TestPreviewScreen,
  parameters: { route: { path: '/testPreview' } } satisfies AppParameters,
} satisfies Meta<typeof TestPreviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (language: Language, key: PreviewKey, values: Record<string, string> = {}) =>
  previewMessages[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
const LEAVING = BRIDGE_ACTIONS.filter((action) => BRIDGE_ACTION_FACTS[action].leavesPage);

/** The fake app of a story, its bridge version read afresh. */
function inApp(wrapper: FakeWrapper | null): Story['beforeEach'] {
  return () => {
    forgetWrapperBridgeVersion();
    if (wrapper) installFakeWrapper(wrapper);
    return removeFakeWrapper;
  };
}

/** Starts the run: "Check this app", then include or skip the actions that leave the page. */
async function start(canvasElement: HTMLElement, language: Language, choice: 'leavingInclude' | 'leavingSkip' | null) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: text(language, 'checkButton') }));
  await expect(canvas.getByText(text(language, 'leavingAsk', { actions: LEAVING.join(', ') }))).toBeVisible();
  if (choice) await userEvent.click(canvas.getByRole('button', { name: text(language, choice) }));
}

const verdictOf = (canvasElement: HTMLElement, action: string) => canvasElement.querySelector(`li[data-check-action="${action}"]`);
const waitVerdict = (canvasElement: HTMLElement, action: string, verdict: Verdict) =>
  waitFor(() => expect(verdictOf(canvasElement, action)).toHaveAttribute('data-verdict', verdict), { timeout: 5000 });

/** The question first: the actions that leave the page are named, with a way to call or skip them. */
export const AskingFirst: Story = {
  name: 'Asking about the actions that leave the page',
  beforeEach: inApp({ platform: 'ios', actions: BRIDGE_ACTIONS, echo: true, version: BRIDGE_VERSION }),
  play: inLanguage((language) => async ({ canvasElement }) => {
    await start(canvasElement, language, null);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: text(language, 'leavingInclude') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(language, 'leavingSkip') })).toBeVisible();
    await expect(canvasElement.querySelector('li[data-check-action]')).toBeNull();
  }),
};

/** A conforming iOS app: every action conformant, the versions side by side, the result as text. */
export const Conformant: Story = {
  name: 'Conforming iOS app',
  beforeEach: inApp({ platform: 'ios', actions: BRIDGE_ACTIONS, echo: true, version: BRIDGE_VERSION }),
  play: inLanguage((language) => async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-bridge-version]')).toHaveTextContent(
      text(language, 'versions', { page: BRIDGE_VERSION, app: BRIDGE_VERSION }),
    );
    await start(canvasElement, language, 'leavingInclude');
    for (const action of BRIDGE_ACTIONS) await waitVerdict(canvasElement, action, 'conformant');
    const total = String(BRIDGE_ACTIONS.length);
    await expect(canvas.getByText(text(language, 'checkSummary', { conformant: total, total }))).toBeVisible();
    const report = canvas.getByLabelText(text(language, 'resultText'));
    await expect((report as HTMLTextAreaElement).value.split('\n')).toEqual([
      text(language, 'resultHead', { wrapper: text(language, 'resultWrapper.ios'), app: BRIDGE_VERSION, page: BRIDGE_VERSION }),
      ...BRIDGE_ACTIONS.map((action) => `${action}: ${text(language, 'verdict.conformant')}`),
    ]);
    await expect(canvas.getByRole('button', { name: text(language, 'copyResult') })).toBeVisible();
  }),
};

/** An Android app wrong in one action (it keeps only the digits of the number), lacking another, its version unsaid. */
export const WrongAction: Story = {
  name: 'Android app, one action wrong',
  beforeEach: inApp({ platform: 'android', actions: BRIDGE_ACTIONS.filter((a) => a !== 'goRateApp'), echo: true, digitsOnly: 'callPhone' }),
  play: inLanguage((language) => async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-bridge-version]')).toHaveTextContent(
      text(language, 'versions', { page: BRIDGE_VERSION, app: text(language, 'unknownVersion') }),
    );
    await start(canvasElement, language, 'leavingSkip');
    await waitVerdict(canvasElement, 'callPhone', 'wrong');
    const difference = text(language, 'difference', {
      expected: JSON.stringify(appConfig.servicePhone),
      received: JSON.stringify(appConfig.servicePhone.replace(/\D/g, '')),
    });
    await expect(verdictOf(canvasElement, 'callPhone')).toHaveTextContent(text(language, 'verdict.wrong', { difference }));
    await expect(verdictOf(canvasElement, 'goRateApp')).toHaveAttribute('data-verdict', 'missing');
    for (const action of LEAVING) await expect(verdictOf(canvasElement, action)).toHaveAttribute('data-verdict', 'skipped');
    await expect(verdictOf(canvasElement, 'goMine')).toHaveAttribute('data-verdict', 'conformant');
  }),
};

/** A release build: registered handlers, no echo; after the wait each is registered but silent. */
export const Silent: Story = {
  name: 'iOS app without the echo',
  beforeEach: inApp({ platform: 'ios', actions: BRIDGE_ACTIONS }),
  play: inLanguage((language) => async ({ canvasElement }) => {
    await start(canvasElement, language, 'leavingSkip');
    await waitVerdict(canvasElement, 'goMine', 'silent');
    await expect(verdictOf(canvasElement, 'goMine')).toHaveTextContent(text(language, 'verdict.silent'));
    await expect(verdictOf(canvasElement, 'callPhone')).toHaveAttribute('data-verdict', 'silent');
  }),
};

/** In a plain browser there is no app: every action is missing. */
export const NoApp: Story = {
  name: 'No app (browser)',
  beforeEach: inApp(null),
  play: inLanguage((language) => async ({ canvasElement }) => {
    await start(canvasElement, language, 'leavingInclude');
    for (const action of BRIDGE_ACTIONS) await waitVerdict(canvasElement, action, 'missing');
    await expect(
      within(canvasElement).getByText(text(language, 'checkSummary', { conformant: '0', total: String(BRIDGE_ACTIONS.length) })),
    ).toBeVisible();
  }),
};
