import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearFlow, readFlow } from '../../app/src/features/legacy-payment/flow-store';
import { setPageLeaver } from '../../app/src/features/legacy-payment/leave-page';
import { legacyText } from '../../app/src/features/legacy-payment/legacy-text';
import LegacyRepayScreen from '../../app/src/screens/legacy-repay/legacy-repay-screen';
import { untranslated } from '../../app/src/shared/i18n/messages-untranslated';
import type { Language } from '../../app/src/shared/i18n/language';
import type { AppParameters } from '../.storybook/app-parameters';
import { recordRequests, requestsTo } from '../support/request-log';
import { snapshotData } from '../support/snapshot-data';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';

const COMMIT = '/api/v1/youmi/youmi-api/service/loan/repayment-commit';
/** Where the online payment would have taken the page (the story stays). */
const leftTo: string[] = [];
/** The form bodies of the commits the screen sent. */
const commitBodies: Record<string, string>[] = [];

const meta = {
  title: 'Screens/Legacy repayment/1 Card choice',
  component: LegacyRepayScreen,
  parameters: {
    route: { path: '/legacy-repay', query: { orderId: '10482', amount: '345000', userId: '88123' } },
  } satisfies AppParameters,
  beforeEach: ({ msw }) => {
    clearFlow();
    leftTo.length = 0;
    setPageLeaver((url) => leftTo.push(url));
    commitBodies.length = 0;
    const stop = recordRequests(msw);
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname !== COMMIT) return;
      void request
        .clone()
        .text()
        .then((body) => commitBodies.push(Object.fromEntries(new URLSearchParams(body))));
    };
    msw.events.on('request:start', onRequest);
    return () => {
      stop();
      msw.events.removeListener('request:start', onRequest);
      setPageLeaver(null);
    };
  },
} satisfies Meta<typeof LegacyRepayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = (context: Parameters<NonNullable<Story['play']>>[0], language: Language) => Promise<void>;

/** One story of `scenario`, its play run in the story's language. */
function story(scenario: string, play: Play): Story {
  return {
    parameters: { scenario } satisfies AppParameters,
    play: inLanguage((language) => (context) => play(context, language)),
  };
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function chooseAndPay(canvasElement: HTMLElement, language: Language, taps = 1) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: /招商银行/ }));
  const pay = canvas.getByRole('button', { name: legacyText[language].commit });
  for (let i = 0; i < taps; i += 1) await userEvent.click(pay);
}

/** The cards of the snapshot, none chosen; commit without a card: 请先选择付款银行卡！, no call. */
const playCards: Play = async ({ canvasElement, step }, language) => {
  const canvas = within(canvasElement);
  const text = legacyText[language];
  const cards = snapshotData('default', 'repayment-way', language).bankCards as { bankName: string }[];
  await expect(await canvas.findByRole('heading', { level: 1, name: text.cardsTitle })).toBeVisible();
  const radios = await canvas.findAllByRole('radio');
  await expect(radios).toHaveLength(cards.length);
  for (const radio of radios) await expect(radio).not.toBeChecked();
  await expect(canvas.getByText('**** **** **** 4821')).toBeVisible();
  await step('commit without a card', async () => {
    await userEvent.click(canvas.getByRole('button', { name: text.commit }));
    await expect(await page(canvasElement).findByText(untranslated['legacy.chooseCard'])).toBeVisible();
    await expect(requestsTo(COMMIT)).toHaveLength(0);
  });
  await step('the keyboard moves the choice (radio group)', async () => {
    radios[0]?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
    await expect(radios[0]).not.toBeChecked();
  });
};

/** default: needValid 0 in the snapshot; three taps commit once; the flow keeps card and record. */
const playDirect: Play = async ({ canvasElement }, language) => {
  await chooseAndPay(canvasElement, language, 3);
  await waitFor(() => expect(readFlow()?.status).toBe('paid'));
  await expect(requestsTo(COMMIT)).toHaveLength(1);
  await waitFor(() => expect(commitBodies).toHaveLength(1));
  await expect(commitBodies[0]).toMatchObject({ cardId: '7001', amount: '345000', sendMsg: '1', orderId: '10482' });
};

const playSms: Play = async ({ canvasElement }, language) => {
  await chooseAndPay(canvasElement, language);
  await waitFor(() => expect(readFlow()).toMatchObject({ status: 'awaiting-code', repayToken: 'rt-9d1c7e20' }));
};

function playToast(message: string): Play {
  return async ({ canvasElement }, language) => {
    await chooseAndPay(canvasElement, language);
    await expect(await page(canvasElement).findByText(message)).toBeVisible();
    await expect(readFlow()?.status).toBeUndefined();
  };
}

const playCardsFail: Play = async ({ canvasElement }, language) => {
  const alert = await within(canvasElement).findByRole('alert');
  await expect(alert).toHaveTextContent(untranslated['legacy.cardsFailed']);
  await expect(within(alert).getByRole('button', { name: language === 'en' ? 'Try again' : 'Reintentar' })).toBeVisible();
};

const playOnline: Play = async ({ canvasElement }, language) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: legacyText[language].onlinePay }));
  await waitFor(() => expect(leftTo).toEqual(['https://pay.example.mx/huichao/checkout?token=hc-51f2']));
};

const playUnsafe: Play = async ({ canvasElement }, language) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: legacyText[language].onlinePay }));
  await expect(await page(canvasElement).findByText(legacyText[language].onlineUnsafe)).toBeVisible();
  await expect(leftTo).toEqual([]);
};

export const Cards = story('default', playCards);
export const Direct = story('legacy-direct', playDirect);
export const NeedsSmsCode = story('legacy-sms', playSms);
export const WrongCodeScenario = story('legacy-wrong-code', playSms);
export const Duplicate = story('legacy-duplicate', playToast(untranslated['legacy.duplicate']));
export const CommitFailed = story('legacy-commit-fail', playToast(untranslated['legacy.failed']));
export const NetworkError = story('server-error', async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(untranslated['legacy.networkError']);
});
export const CardsFail = story('legacy-cards-fail', playCardsFail);
export const Online = story('legacy-online', playOnline);
export const OnlineUnsafe = story('legacy-online-unsafe', playUnsafe);

/** The loading state, held: the card list never comes. */
export const Loading: Story = {
  parameters: { scenario: 'slow', apiDelay: 'infinite' } satisfies AppParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(legacyText[language].loadingCards)).toBeVisible();
  }),
};

/** Opened without an amount: it says what is missing and calls nothing. */
export const MissingAmount: Story = {
  // Story parameters merge into the meta's: the amount is emptied, not left out.
  parameters: { route: { path: '/legacy-repay', query: { orderId: '10482', amount: '' } } } satisfies AppParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(legacyText[language].missingPayment)).toBeVisible();
  }),
};

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();
