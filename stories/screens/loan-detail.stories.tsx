import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LoanDetailScreen from '../../app/src/screens/loan-detail/loan-detail-screen';
import { loanDetailMessages } from '../../app/src/screens/loan-detail/loan-detail-messages';
import { getBridgeCalls } from '../../app/src/shared/bridge/bridge';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import { DEFAULT_LAUNCH, type AppParameters } from '../.storybook/app-parameters';
import { recordRequests, requestsTo } from '../support/request-log';
import { probeLocation, WithRouterProbe } from '../support/router-probe';
import { snapshotData } from '../support/snapshot-data';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';

const meta = {
  title: 'Screens/Loan details',
  component: LoanDetailScreen,
  parameters: { route: { path: '/loan-detail' } } satisfies AppParameters,
  render: () => <WithRouterProbe path="/loan-detail" also={['/order-detail']} screen={<LoanDetailScreen />} />,
  beforeEach: ({ msw }) => recordRequests(msw),
} satisfies Meta<typeof LoanDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type Button = 'repay' | 'extension' | 'borrowAgain';

const BUTTONS: readonly Button[] = ['repay', 'extension', 'borrowAgain'];

/**
 * Waits for the order (`timeout` ms at most: a slow scenario answers in 2 s), then closes the
 * rating modal that isScore 1 opens (Escape).
 */
async function orderShown(canvasElement: HTMLElement, language: Language, scenario: string, timeout = 1_000) {
  const canvas = within(canvasElement);
  const status = String(snapshotData(scenario, 'loan-details', language).noticeStatusText);
  await expect(await canvas.findByRole('heading', { level: 2, name: status }, { timeout })).toBeVisible();
  if (snapshotData(scenario, 'loan-details', language).isScore === 1) {
    const dialog = await canvas.findByRole('dialog', { name: loanDetailMessages[language].ratingTitle });
    // The modal takes the focus in an effect, just after it appears.
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  }
  return canvas;
}

/**
 * The banner, its icon (the status's own, or 21's for an unknown code) with a text
 * alternative, the detail list (not for 110) and exactly the `buttons` the rules allow.
 */
function playOrder(buttons: readonly Button[], icon: number, detail = true) {
  return (language: Language, scenario: string): Play =>
    async ({ canvasElement }) => {
      const m = loanDetailMessages[language];
      const canvas = await orderShown(canvasElement, language, scenario);
      const img = canvas.getByRole('img', { name: m[`statusIcon.${icon}` as keyof typeof m] });
      await expect(img).toHaveAttribute('data-status-icon', String(icon));
      await expect(
        canvas.getByRole('img', { name: new RegExp(String(snapshotData(scenario, 'loan-details', language).productName)) }),
      ).toBeVisible();
      if (detail) await expect(canvas.getByRole('heading', { name: m.details })).toBeVisible();
      else await expect(canvas.queryByRole('heading', { name: m.details })).toBeNull();
      for (const button of BUTTONS) {
        const found = canvas.queryByRole('button', { name: m[button] });
        if (buttons.includes(button)) await expect(found).toBeVisible();
        else await expect(found).toBeNull();
      }
    };
}

/** One story per scenario, its play run in the story's language. */
function story(scenario: string, play?: (language: Language, scenario: string) => Play): Story {
  return {
    parameters: { scenario } satisfies AppParameters,
    ...(play ? { play: inLanguage((language) => play(language, scenario)) } : {}),
  };
}

const none = playOrder([], 21);
export const Status21 = story('order-21', none);
export const Status151 = story('order-151', playOrder([], 151));
export const Status110 = story('order-110', playOrder([], 110, false));
export const Status174 = story('order-174', playOrder(['repay'], 174));
export const Status174Extendable = story('order-174-extendable', playOrder(['repay', 'extension'], 174));
export const Status180 = story('order-180', playOrder(['repay'], 180));
export const Status180Extendable = story('order-180-extendable', playOrder(['repay', 'extension'], 180));
export const Status200 = story('order-200', playOrder(['borrowAgain'], 200));
export const Status999 = story('order-999', none);

/**
 * The borrower left loan details (awaiting repayment; the rating offered by that answer still
 * open) to pay at a store and came back 35 s later: the order was checked again and shows it
 * repaid, in place, with the buttons of 200 (borrow again).
 */
export const PaidWhileAway: Story = {
  parameters: { scenario: 'order-174', awayTo: 'order-200' } satisfies AppParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    const canvas = await orderShown(canvasElement, language, 'order-200');
    await expect(canvas.getByRole('button', { name: loanDetailMessages[language].borrowAgain })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: loanDetailMessages[language].repay })).toBeNull();
    await expect(requestsTo('/throughout/v3/loan-details/loan-details')).toHaveLength(2);
  }),
};

/** Unknown status 42 with isDelay 1 (no extension without repay), and h5Url: the bridge opens it. */
const playProductPage =
  (language: Language, scenario: string): Play =>
  async (context) => {
    await none(language, scenario)(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: loanDetailMessages[language].moreInfo }));
    await expect(getBridgeCalls()).toContainEqual(
      expect.objectContaining({ action: 'openPage', arg: snapshotData(scenario, 'loan-details', language).h5Url }),
    );
  };
export const UnknownStatusWithPage = story('order-unknown-score', playProductPage);

/** The extension reminder: each answer lands on its screen with the launch query (history replaced). */
function playReminder(answer: 'reminderConfirm' | 'reminderNoNeed', target: string) {
  return (language: Language, scenario: string): Play =>
    async ({ canvasElement }) => {
      const m = loanDetailMessages[language];
      const canvas = await orderShown(canvasElement, language, scenario);
      await userEvent.click(canvas.getByRole('button', { name: m.extension }));
      const dialog = await canvas.findByRole('dialog', { name: m.reminderTitle });
      await userEvent.click(within(dialog).getByRole('button', { name: m[answer] }));
      await waitFor(() => expect(probeLocation(canvasElement)).not.toBeNull());
      const where = probeLocation(canvasElement);
      await expect(where?.url.pathname).toBe(target);
      await expect(where?.how).toBe('REPLACE');
      await expect(Object.fromEntries(where?.url.searchParams ?? [])).toMatchObject({
        deviceId: DEFAULT_LAUNCH.deviceId,
        productId: DEFAULT_LAUNCH.productId,
        orderId: DEFAULT_LAUNCH.orderId,
        language: language === 'en' ? '1' : '2',
      });
    };
}
export const ReminderConfirm = story('order-174-extendable', playReminder('reminderConfirm', '/repay-extension'));
export const ReminderNoNeed = story('order-180-extendable', playReminder('reminderNoNeed', '/repay'));

/** Borrow again (200) goes to the loan confirm. */
const playBorrowAgain =
  (language: Language, scenario: string): Play =>
  async ({ canvasElement }) => {
    const canvas = await orderShown(canvasElement, language, scenario);
    await userEvent.click(canvas.getByRole('button', { name: loanDetailMessages[language].borrowAgain }));
    await waitFor(() => expect(probeLocation(canvasElement)?.url.pathname).toBe('/loan-confirm'));
  };
export const BorrowAgain = story('order-200', playBorrowAgain);

/** Rating: send with no star (the specification's one text), then `stars`. */
function playRating(stars: 3 | 5) {
  return (language: Language): Play =>
    async ({ canvasElement }) => {
      const m = loanDetailMessages[language];
      const canvas = within(canvasElement);
      const dialog = await canvas.findByRole('dialog', { name: m.ratingTitle });
      await userEvent.click(within(dialog).getByRole('button', { name: m.ratingSend }));
      await expect(within(dialog).getByRole('alert')).toHaveTextContent('Seleccione una calificación');
      await expect(requestsTo('/throughout/v3/loan-details/google-score')).toHaveLength(0);
      await userEvent.click(
        within(dialog).getByRole('radio', { name: messagesOf(commonMessages, language)('ui.starLabel', { count: stars }) }),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: m.ratingSend }));
      await waitFor(() => expect(requestsTo('/throughout/v3/loan-details/google-score')).toHaveLength(1));
      if (stars === 3) {
        await expect(await canvas.findByRole('dialog', { name: m.thanksTitle })).toBeVisible();
        await expect(getBridgeCalls()).toHaveLength(0);
        await userEvent.click(canvas.getByRole('button', { name: m.thanksClose }));
      } else {
        await waitFor(() => expect(getBridgeCalls().map((call) => call.action)).toEqual(['goRateApp']));
      }
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    };
}
export const RatingThreeStars = story('order-200', playRating(3));
export const RatingFiveStars = story('order-200', playRating(5));

/** The default order (174 awaiting repayment) at /order-detail, the screen's second path. */
export const OrderDetailPath: Story = {
  ...story('default', playOrder(['repay'], 174)),
  parameters: { scenario: 'default', route: { path: '/order-detail' } } satisfies AppParameters,
};

function playServerError(language: Language): Play {
  return async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(messagesOf(commonMessages, language)('common.errorTitle'));
  };
}
export const ServerError: Story = { ...story('server-error'), play: inLanguage(playServerError) };

export const Slow: Story = {
  ...story('slow'),
  play: inLanguage((language) => async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messagesOf(commonMessages, language)('common.loading'))).toBeVisible();
    // The order, and the rating modal it opens closed: the story ends in one state, whatever the
    // machine's speed (its spoken phrases are a baseline).
    await orderShown(canvasElement, language, 'slow', 5_000);
  }),
};

/** `order-none`: success with no order; the empty state, no modal. */
export const Empty: Story = {
  ...story('order-none'),
  play: inLanguage((language) => async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messagesOf(commonMessages, language)('common.empty'))).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  }),
};

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();
