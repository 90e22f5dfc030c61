import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearFlow, readFlow, saveFlow } from '../../app/src/features/legacy-payment/flow-store';
import { legacyText } from '../../app/src/features/legacy-payment/legacy-text';
import LegacyRepaySmsScreen from '../../app/src/screens/legacy-repay-sms/legacy-repay-sms-screen';
import { untranslated } from '../../app/src/shared/i18n/messages-untranslated';
import type { Language } from '../../app/src/shared/i18n/language';
import type { AppParameters } from '../.storybook/app-parameters';
import { inLanguage } from '../support/story-language';

/** The flow as the card step leaves it after a commit that needs the SMS code. */
function pendingFlow() {
  saveFlow({
    orderId: 10482,
    amount: 345000,
    couponId: '',
    userId: 88123,
    repayToken: 'rt-9d1c7e20',
    card: { id: 7001, bankName: '招商银行', cardNo: '6225 **** **** 4821', bankCode: 'CMB' },
    recordId: 'rr-20261122-0001',
    status: 'awaiting-code',
  });
}

const meta = {
  title: 'Screens/Legacy repayment/2 SMS code',
  component: LegacyRepaySmsScreen,
  parameters: { route: { path: '/legacy-repay/sms' } } satisfies AppParameters,
  beforeEach: () => {
    clearFlow();
    pendingFlow();
  },
} satisfies Meta<typeof LegacyRepaySmsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = (context: Parameters<NonNullable<Story['play']>>[0], language: Language) => Promise<void>;

function story(scenario: string, play: Play): Story {
  return { parameters: { scenario } satisfies AppParameters, play: inLanguage((language) => (context) => play(context, language)) };
}

async function confirmWith(canvasElement: HTMLElement, language: Language, code: string) {
  const canvas = within(canvasElement);
  const input = await canvas.findByLabelText(legacyText[language].smsLabel);
  await userEvent.clear(input);
  await userEvent.type(input, code);
  await userEvent.click(canvas.getByRole('button', { name: legacyText[language].confirm }));
}
const toast = (canvasElement: HTMLElement, message: string) => within(canvasElement.ownerDocument.body).findByText(message);

/** The countdown starts at 60 s and ticks each second; a short code is refused; the code confirms. */
const playConfirm: Play = async ({ canvasElement, step }, language) => {
  const canvas = within(canvasElement);
  const text = legacyText[language];
  await expect(await canvas.findByRole('heading', { level: 1, name: text.smsTitle })).toBeVisible();
  await step('the 60 s resend countdown ticks each second', async () => {
    const resend = canvas.getByRole('button', { name: /60|59/ });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(resend).toHaveTextContent(/59|58/), { timeout: 2_500 });
  });
  await step('a code under 6 characters: 请输入正确的验证码', async () => {
    await confirmWith(canvasElement, language, '12345');
    await expect(await toast(canvasElement, untranslated['legacy.smsCodeInvalid'])).toBeVisible();
    await expect(readFlow()?.status).toBe('awaiting-code');
  });
  await step('the code confirms the payment', async () => {
    await confirmWith(canvasElement, language, '482913');
    await waitFor(() => expect(readFlow()?.status).toBe('paid'));
  });
};

/** legacy-wrong-code: 800006 shows 验证码错误 and the step stays. */
const playWrongCode: Play = async ({ canvasElement }, language) => {
  await confirmWith(canvasElement, language, '000000');
  await expect(await toast(canvasElement, untranslated['legacy.wrongCode'])).toBeVisible();
  await expect(readFlow()?.status).toBe('awaiting-code');
  await expect(within(canvasElement).getByRole('heading', { level: 1, name: legacyText[language].smsTitle })).toBeVisible();
};

const playNetwork: Play = async ({ canvasElement }, language) => {
  await confirmWith(canvasElement, language, '482913');
  await expect(await toast(canvasElement, untranslated['legacy.networkError'])).toBeVisible();
};

export const CodeSent = story('legacy-sms', playConfirm);
export const WrongCode = story('legacy-wrong-code', playWrongCode);
export const NetworkError = story('server-error', playNetwork);

/** Opened with no payment waiting for its code: the way back to the card choice. */
export const NothingPending: Story = {
  beforeEach: () => clearFlow(),
  play: inLanguage((language) => async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(legacyText[language].noPending)).toBeVisible();
    await expect(canvas.getByRole('button', { name: legacyText[language].backToCards })).toBeVisible();
  }),
};
