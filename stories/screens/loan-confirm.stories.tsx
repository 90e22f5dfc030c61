import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LoanConfirmScreen from '../../app/src/screens/loan-confirm/loan-confirm-screen';
import { loanConfirmMessages } from '../../app/src/screens/loan-confirm/loan-confirm-messages';
import { getBridgeCalls } from '../../app/src/shared/bridge/bridge';
import { CONFIRM_RELOAD_MS } from '../../app/src/shared/config/constants';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import { DEFAULT_LAUNCH, type AppParameters } from '../.storybook/app-parameters';
import { snapshotIndex } from '../../app/src/shared/testing/msw/snapshot-handlers';
import { findSnapshot, langFromFlag } from '../../app/src/shared/testing/msw/snapshot-parse';
import { holdTimeouts, type HeldTimeouts } from '../support/held-timeouts';
import { recordRequests, requestsTo } from '../support/request-log';
import { probeLocation, WithRouterProbe } from '../support/router-probe';
import { snapshotData } from '../support/snapshot-data';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';

const CONFIRM = '/throughout/v3/loan-confirm/loan-detail-confirm';
const PUSH = '/throughout/v3/loan-confirm/loan-detail-push';

const meta = {
  title: 'Screens/Loan confirm',
  component: LoanConfirmScreen,
  parameters: { route: { path: '/loan-confirm' } } satisfies AppParameters,
  render: () => <WithRouterProbe path="/loan-confirm" screen={<LoanConfirmScreen />} />,
  beforeEach: ({ msw }) => recordRequests(msw),
} satisfies Meta<typeof LoanConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

interface Offer {
  amount: number;
  comProductName: string;
  loanRate: string;
  repay_plans: { title: string }[];
}

const offerOf = (scenario: string, language: Language) => snapshotData(scenario, 'loan-confirm', language) as unknown as Offer;
const submitName = (language: Language) => loanConfirmMessages[language].submit;

/** One story per scenario, its play run in the story's language. */
function story(scenario: string, play?: (language: Language, scenario: string) => Play): Story {
  return {
    parameters: { scenario } satisfies AppParameters,
    ...(play ? { play: inLanguage((language) => play(language, scenario)) } : {}),
  };
}

/** The offer of the scenario's snapshot; the coupon row only where couNum is non-zero. */
const playOffer =
  (language: Language, scenario: string): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = offerOf(scenario, language);
    const m = loanConfirmMessages[language];
    await expect(await canvas.findByRole('button', { name: submitName(language) })).toBeVisible();
    await expect(canvas.getByText(offer.loanRate)).toBeVisible();
    await expect(canvas.getByRole('img', { name: new RegExp(offer.comProductName) })).toBeVisible();
    for (const plan of offer.repay_plans) await expect(canvas.getByText(plan.title)).toBeVisible();
    const couNum = snapshotData(scenario, 'loan-confirm', language).couNum;
    if (typeof couNum === 'number' && couNum !== 0) await expect(canvas.getByText(m.coupon)).toBeVisible();
    else await expect(canvas.queryByText(m.coupon)).toBeNull();
    const contract = snapshotData(scenario, 'loan-confirm', language).isNewContract;
    if (contract) await expect(canvas.getByRole('checkbox')).toBeChecked();
    else await expect(canvas.queryByRole('checkbox')).toBeNull();
  };

/** Submit (a double tap): one push, the tracking point, and the page replaced by lendDetailsUrl. */
const playSubmit =
  (language: Language, scenario: string): Play =>
  async (context) => {
    await playOffer(language, scenario)(context);
    const canvas = within(context.canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: submitName(language) }));
    await waitFor(() => expect(probeLocation(context.canvasElement)).not.toBeNull());
    await expect(requestsTo(PUSH)).toHaveLength(1);
    await expect(getBridgeCalls()).toContainEqual(
      expect.objectContaining({ action: 'confirmTrackingPoint', arg: DEFAULT_LAUNCH.productId }),
    );
    const where = probeLocation(context.canvasElement);
    await expect(where?.how).toBe('REPLACE');
    await expect(where?.url.pathname).toBe('/loan-detail');
    // (Not sessionId: Vitest's own page URL carries one, and the page's query wins over kept ones.)
    await expect(Object.fromEntries(where?.url.searchParams ?? [])).toMatchObject({
      deviceId: DEFAULT_LAUNCH.deviceId,
      productId: DEFAULT_LAUNCH.productId,
      orderId: DEFAULT_LAUNCH.orderId,
      language: language === 'en' ? '1' : '2',
      from: 'confirm',
    });
  };

/** Untick the agreement: the button looks disabled, a tap sends nothing and says why. */
const playUntick =
  (language: Language): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: submitName(language) });
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(loanConfirmMessages[language].mustAgree);
    await expect(requestsTo(PUSH)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(submit).not.toHaveAttribute('aria-disabled');
  };

/** A lendDetailsUrl on another origin: tracked, but not followed; the page says why. */
const playBadRedirect =
  (language: Language): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: submitName(language) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(loanConfirmMessages[language].badRedirect);
    await expect(probeLocation(canvasElement)).toBeNull();
    await expect(getBridgeCalls().map((call) => call.action)).toEqual(['confirmTrackingPoint']);
  };

export const Default = story('default', playSubmit);
export const UntickAgreement: Story = { ...story('default'), play: inLanguage(playUntick) };
export const NoContract = story('confirm-no-contract', playSubmit);
export const Coupon = story('confirm-coupon', playOffer);
export const LongPlan = story('confirm-long-plan', playOffer);
export const BadRedirect: Story = { ...story('confirm-bad-redirect'), play: inLanguage(playBadRedirect) };

/**
 * isNeedPop 1: the waiting modal, and after 5.5 s (a fake clock for that one delay) the reload
 * with isType=1. The mock server answers that reload with the scenario's `when` variant
 * (isNeedPop 0), which snapshots/ does not hold as a file; it is exactly the default offer
 * (confirm-popup is default + isNeedPop 1), so that snapshot answers it here.
 */
let popupClock: HeldTimeouts | null = null;

export const PopupReload: Story = {
  ...story('confirm-popup'),
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(`*${CONFIRM}`, ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('isType') !== '1') return undefined;
        const body = findSnapshot(snapshotIndex, 'default', 'loan-confirm', langFromFlag(url.searchParams.get('language')))?.body;
        return body ? new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }) : undefined;
      }),
    );
    popupClock = holdTimeouts(CONFIRM_RELOAD_MS);
    return () => {
      popupClock?.restore();
      popupClock = null;
    };
  },
  play: inLanguage((language) => async ({ canvasElement, step }) => {
    const m = loanConfirmMessages[language];
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: m.waitingTitle });
    await expect(dialog).toHaveTextContent(m.waitingText);
    await expect(requestsTo(CONFIRM)).toHaveLength(1);
    await step('5.5 s later: the reload with isType=1 closes the modal', async () => {
      const clock = popupClock;
      if (!clock) throw new Error('the fake clock is not installed');
      await waitFor(() => expect(clock.pending()).toBe(1));
      clock.advance();
      // The reload's answer and the modal's history entry going back: allow a busy machine.
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
      const [first, reload] = requestsTo(CONFIRM);
      await expect(first?.url.searchParams.has('isType')).toBe(false);
      await expect(reload?.url.searchParams.get('isType')).toBe('1');
      await expect(page.getByRole('button', { name: m.submit })).toBeVisible();
    });
  }),
};

function playServerError(language: Language): Play {
  return async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(messagesOf(commonMessages, language)('common.errorTitle'));
    await expect(within(alert).getByRole('button', { name: messagesOf(commonMessages, language)('common.retry') })).toBeEnabled();
  };
}

/** `server-error`: HTTP 500; the error state with a retry button. */
export const ServerError: Story = { ...story('server-error'), play: inLanguage(playServerError) };

/** `slow`: the loading state, then the offer after the mock's 2 s. */
export const Slow: Story = {
  ...story('slow'),
  play: inLanguage((language) => async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messagesOf(commonMessages, language)('common.loading'))).toBeVisible();
    await expect(await canvas.findByRole('button', { name: submitName(language) }, { timeout: 5_000 })).toBeVisible();
  }),
};

/** `order-none`: success with no offer; the empty state, no submit. */
export const Empty: Story = {
  ...story('order-none'),
  play: inLanguage((language) => async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messagesOf(commonMessages, language)('common.empty'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: submitName(language) })).toBeNull();
  }),
};

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();
