import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RepayExtensionScreen from '../../app/src/screens/repay-extension/repay-extension-screen';
import { repayExtensionTexts } from '../../app/src/screens/repay-extension/repay-extension-texts';
import { channelTexts } from '../../app/src/features/repayment-channels/channel-texts';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import { DEFAULT_LAUNCH, type AppParameters } from '../.storybook/app-parameters';
import { snapshotData } from '../support/snapshot-data';
import { channelsOf, expectedAmount, playChannelControls, playRepaid, probedLocation, withLocationProbe } from '../support/repayment-play';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';
import { wholeText } from '../support/text';

const meta = {
  title: 'Screens/Extension repayment',
  component: RepayExtensionScreen,
  decorators: [withLocationProbe],
  parameters: { route: { path: '/repay-extension' } } satisfies AppParameters,
} satisfies Meta<typeof RepayExtensionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

interface Extension {
  delayInfo: { delayAmount: number; delayTime: string; heading: string };
  repayPlan: { title: string; time: string }[];
  noticeMsg: string;
  note: string;
}

/** Amount, date and heading of the offer, the whole plan, notice, note; a channel's /carpmm link. */
function playPage(scenario: string, language: Language, more?: Play): Play {
  return async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    const texts = repayExtensionTexts[language];
    const data = snapshotData(scenario, 'extension-detail', language);
    const offer = data as unknown as Extension;
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const amount = expectedAmount(offer.delayInfo.delayAmount, language);
    await expect(await canvas.findByTestId('repay-amount')).toHaveTextContent(amount);
    await expect(canvas.getByRole('heading', { level: 2, name: offer.delayInfo.heading })).toBeVisible();
    await expect(canvas.getByText(wholeText(texts.date.replace('{date}', offer.delayInfo.delayTime)))).toBeVisible();
    await expect([...canvasElement.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(offer.repayPlan.map((row) => row.title));
    await expect(canvas.getByText(wholeText(offer.noticeMsg))).toBeVisible();
    await expect(canvas.getByText(wholeText(offer.note))).toBeVisible();
    const first = channelsOf(data)[0];
    if (first) {
      await step('tap a channel: /carpmm with requestType=2 and the extension amount', async () => {
        await userEvent.click(canvasElement.querySelector(`a[data-pay-code="${first.payCode}"]`) as HTMLElement);
        await waitFor(() => expect(probedLocation(canvasElement).pathname).toBe('/carpmm'));
        await expect(Object.fromEntries(probedLocation(canvasElement).searchParams)).toEqual({
          requestType: '2',
          amount: String(offer.delayInfo.delayAmount),
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

function playDefault(language: Language): Play {
  return playPage('default', language, async ({ canvasElement, step }) => {
    const channel = channelsOf(snapshotData('default', 'extension-detail', language)).find((c) => c.BARcodeImg);
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

/** A four-row plan and a larger extension amount. */
export const LongPlan = scenario('repay-long-details', (language) => playPage('repay-long-details', language));

export const CashOnly = scenario('repay-cash-only', (language) => playPage('repay-cash-only', language));

export const NoChannels = scenario('repay-no-channels', (language) => playPage('repay-no-channels', language));

function playPlain(language: Language): Play {
  return playPage('repay-plain-channels', language, async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(channelTexts[language].emptyGroup)).toBeVisible();
    const banorte = canvasElement.querySelector('a[data-pay-code="BANORTE"]')?.closest('li');
    await expect(banorte?.querySelectorAll('button')).toHaveLength(0);
  });
}
// The BANORTE logo fails to load on purpose (the mock serves no .webp): the gallery expects it.
export const PlainChannels: Story = { ...scenario('repay-plain-channels', playPlain), tags: ['failed-image'] };

/** The order is repaid (the mock refuses the extension, loan details says 200): the screen says so. */
export const Repaid = scenario(
  'repay-repaid',
  (language) =>
    ({ canvasElement }) =>
      playRepaid(canvasElement, language),
);

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
  };
}
export const ServerError = scenario('server-error', playServerError);

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();
