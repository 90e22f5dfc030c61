import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RepayScreen from '../../app/src/screens/repay/repay-screen';
import { repayTexts } from '../../app/src/screens/repay/repay-texts';
import { channelTexts } from '../../app/src/features/repayment-channels/channel-texts';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import { DEFAULT_LAUNCH, type AppParameters } from '../.storybook/app-parameters';
import { snapshotData } from '../support/snapshot-data';
import { recordRequests, requestsTo } from '../support/request-log';
import { channelsOf, expectedAmount, playChannelControls, playRepaid, probedLocation, withLocationProbe } from '../support/repayment-play';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';
import { wholeText } from '../support/text';

const meta = {
  title: 'Screens/Full repayment',
  component: RepayScreen,
  decorators: [withLocationProbe],
  parameters: { route: { path: '/repay' } } satisfies AppParameters,
} satisfies Meta<typeof RepayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

interface Detail {
  repayAmount: number;
  repayDate: string;
  productName: string;
  noticeMsg: string;
  detail: { text: string; value: string }[];
}

/** What every scenario shows: amount, date, product, the details folded to 2 rows, the groups. */
function playPage(scenario: string, language: Language, more?: Play): Play {
  return async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    const data = snapshotData(scenario, 'repay-detail', language);
    const detail = data as unknown as Detail;
    await expect(await canvas.findByRole('heading', { level: 1, name: repayTexts[language].title })).toBeVisible();
    await expect(await canvas.findByTestId('repay-amount')).toHaveTextContent(expectedAmount(detail.repayAmount, language));
    await expect(canvas.getByText(wholeText(repayTexts[language].repayDate.replace('{date}', detail.repayDate)))).toBeVisible();
    await expect(canvas.getAllByText(detail.productName)[0]).toBeVisible();
    await expect(canvas.getByText(wholeText(detail.noticeMsg))).toBeVisible();
    const groups = data.repayList as { title: string }[];
    for (const group of groups) await expect(canvas.getByRole('heading', { level: 3, name: group.title })).toBeVisible();
    const rows = () => canvasElement.querySelectorAll('dt');
    const toggle = canvas.queryByRole('button', { name: messagesOf(commonMessages, language)('common.more') });
    if (detail.detail.length <= 2) {
      await expect(toggle).toBeNull();
      await expect(rows()).toHaveLength(detail.detail.length);
    } else {
      await step('the details are folded to 2 rows; more shows all, hide folds again', async () => {
        await expect(rows()).toHaveLength(2);
        await userEvent.click(toggle as HTMLElement);
        await expect(rows()).toHaveLength(detail.detail.length);
        await userEvent.click(canvas.getByRole('button', { name: messagesOf(commonMessages, language)('common.hide') }));
        await expect(rows()).toHaveLength(2);
      });
    }
    const first = channelsOf(data)[0];
    if (first) {
      await step('tap a channel: /carpmm with requestType=1, the repay amount, payCode and the order', async () => {
        const link = canvasElement.querySelector<HTMLAnchorElement>(`a[data-pay-code="${first.payCode}"]`);
        await userEvent.click(link as HTMLAnchorElement);
        await waitFor(() => expect(probedLocation(canvasElement).pathname).toBe('/carpmm'));
        await expect(Object.fromEntries(probedLocation(canvasElement).searchParams)).toEqual({
          requestType: '1',
          amount: String(detail.repayAmount),
          payCode: first.payCode,
          productId: DEFAULT_LAUNCH.productId,
          orderId: DEFAULT_LAUNCH.orderId,
        });
      });
    } else {
      await expect(canvas.getByText(channelTexts[language].noChannels)).toBeVisible();
    }
    await more?.(context);
  };
}

/** Default: all the rules, copy, barcode and the floating button included. */
function playDefault(language: Language): Play {
  return playPage('default', language, async ({ canvasElement, step }) => {
    const channel = channelsOf(snapshotData('default', 'repay-detail', language)).find((c) => c.BARcodeImg);
    if (!channel) throw new Error('default has a channel with a barcode');
    await playChannelControls(canvasElement, step, language, channel);
  });
}

export const Default: Story = { play: inLanguage(playDefault) };

/** The story of scenario `name`: its play run in the story's language. */
const scenario = (name: string, play: (language: Language) => Play): Story => ({
  parameters: { scenario: name } satisfies AppParameters,
  play: inLanguage(play),
});

/** Ten breakdown rows and an amount above a thousand. */
export const LongDetails = scenario('repay-long-details', (language) => playPage('repay-long-details', language));

/** One cash group only. */
export const CashOnly = scenario('repay-cash-only', (language) => playPage('repay-cash-only', language));

/** No channel at all: the page says so. */
export const NoChannels = scenario('repay-no-channels', (language) => playPage('repay-no-channels', language));

/** A channel without voucher or barcode (its logo fails: the fallback), an empty group, 2 rows. */
function playPlain(language: Language): Play {
  return playPage('repay-plain-channels', language, async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(channelTexts[language].emptyGroup)).toBeVisible();
    const logoName = channelTexts[language].channelLogo.replace('{payCode}', 'BANORTE');
    await waitFor(() => expect(canvasElement.querySelector(`[role="img"][aria-label="${logoName}"]`)).not.toBeNull());
    const banorte = canvasElement.querySelector('a[data-pay-code="BANORTE"]')?.closest('li');
    await expect(banorte?.querySelectorAll('button')).toHaveLength(0);
    const spei = canvasElement.querySelector('a[data-pay-code="SPEI"]')?.closest('li');
    await expect(spei?.querySelectorAll('button')).toHaveLength(1);
  });
}
// The BANORTE logo fails to load on purpose (the mock serves no .webp): the gallery expects it.
export const PlainChannels: Story = { ...scenario('repay-plain-channels', playPlain), tags: ['failed-image'] };

/** The order is repaid (the mock refuses the repayment, loan details says 200). */
export const Repaid = scenario(
  'repay-repaid',
  (language) =>
    ({ canvasElement }) =>
      playRepaid(canvasElement, language),
);

/**
 * The borrower opened repayment (the amount owed), went to pay at a store and came back 35 s
 * later: the screen checked again and says the loan is paid, in place of the amount.
 */
export const PaidWhileAway: Story = {
  beforeEach: ({ msw }) => recordRequests(msw),
  parameters: { awayTo: 'repay-repaid' } satisfies AppParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    await playRepaid(canvasElement, language);
    // The first answer (the amount), then the check on coming back (refused: repaid).
    await expect(requestsTo('/throughout/v3/installment/loan-play-detail')).toHaveLength(2);
  }),
};

/** The loading state, held. */
export const Loading: Story = {
  parameters: { scenario: 'slow', apiDelay: 'infinite' } satisfies AppParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messagesOf(commonMessages, language)('common.loading'))).toBeVisible();
  }),
};

function playServerError(language: Language): Play {
  return async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(messagesOf(commonMessages, language)('common.errorTitle'));
    await expect(within(alert).getByRole('button', { name: messagesOf(commonMessages, language)('common.retry') })).toBeEnabled();
  };
}
export const ServerError = scenario('server-error', playServerError);

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();
