import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RepaymentInstructionScreen from '../../app/src/screens/repayment-instruction/repayment-instruction-screen';
import { instructionTexts } from '../../app/src/screens/repayment-instruction/repayment-instruction-texts';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf, interpolate } from '../../app/src/shared/i18n/messages';
import type { AppParameters } from '../.storybook/app-parameters';
import { recordRequests, requestsTo } from '../support/request-log';
import { expectedAmount, playRepaid, withLocationProbe } from '../support/repayment-play';
import { snapshotData, snapshotMessage } from '../support/snapshot-data';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';
import { wholeText } from '../support/text';

/** The link a channel of /repay opens (numeric order: generate-vcode takes numbers). */
const QUERY = { requestType: '1', amount: '345000', payCode: 'OXXO', productId: '3', orderId: '10482' };

const meta = {
  title: 'Screens/Repayment instruction',
  component: RepaymentInstructionScreen,
  parameters: { route: { path: '/carpmm', query: QUERY } } satisfies AppParameters,
} satisfies Meta<typeof RepaymentInstructionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

interface Instruction {
  repayDetail: { amount: number; repayTitle: string; repayDes: string; vCode: string; companyName: string };
  dataList: { title: string; content: string[] }[];
  imgList?: { title: string; eMail: string; content: string[] } | null;
}

function playInstruction(scenario: string, language: Language): Play {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const texts = instructionTexts[language];
    const data = snapshotData(scenario, 'generate-vcode', language) as unknown as Instruction;
    const detail = data.repayDetail;
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(await canvas.findByTestId('instruction-amount')).toHaveTextContent(expectedAmount(detail.amount, language));
    await expect(canvas.getByRole('heading', { level: 2, name: detail.repayTitle })).toBeVisible();
    await expect(canvas.getByText(wholeText(detail.repayDes))).toBeVisible();
    await expect(canvas.getByTestId('instruction-voucher')).toHaveTextContent(detail.vCode);
    await expect(canvas.getByRole('img', { name: interpolate(texts.codeImage, { code: detail.vCode }) })).toBeVisible();
    for (const section of data.dataList) {
      await expect(canvas.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
      for (const line of section.content) await expect(canvas.getByText(wholeText(line))).toBeVisible();
    }
    if (data.imgList) {
      await expect(canvas.getByRole('link', { name: data.imgList.eMail })).toHaveAttribute('href', `mailto:${data.imgList.eMail}`);
    } else {
      await expect(canvas.queryByTestId('instruction-images')).toBeNull();
    }
    await step('copy the company name', async () => {
      await userEvent.click(canvas.getByRole('button', { name: interpolate(texts.copyCompany, { name: detail.companyName }) }));
      await expect(
        await within(canvasElement.ownerDocument.body).findByText(messagesOf(commonMessages, language)('common.copied')),
      ).toBeVisible();
      await expect(await navigator.clipboard.readText()).toBe(detail.companyName);
    });
  };
}

export const Default: Story = {
  beforeEach: ({ msw }) => recordRequests(msw),
  play: inLanguage((language) => async (context) => {
    await playInstruction('default', language)(context);
    const [request, ...more] = requestsTo('/throughout/v3/loan-details/generate-vcode');
    await expect(more).toHaveLength(0);
    await expect(request?.method).toBe('POST');
  }),
};

export const NoImages: Story = {
  parameters: { scenario: 'instruction-no-images' } satisfies AppParameters,
  play: inLanguage((language) => playInstruction('instruction-no-images', language)),
};

function playRefusal(language: Language): Play {
  return async ({ canvasElement }) => {
    const message = snapshotMessage('vcode-fail', 'generate-vcode', language);
    await expect(await within(canvasElement.ownerDocument.body).findByText(message)).toBeVisible();
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: messagesOf(commonMessages, language)('common.retry') })).toBeEnabled();
  };
}
/** generate-vcode refuses: the message is toasted, the error state offers a retry. */
export const VcodeFails: Story = {
  parameters: { scenario: 'vcode-fail' } satisfies AppParameters,
  play: inLanguage(playRefusal),
};

/** The order is repaid (the mock refuses the instruction, loan details says 200): the screen says so. */
export const Repaid: Story = {
  parameters: { scenario: 'repay-repaid' } satisfies AppParameters,
  decorators: [withLocationProbe],
  play: inLanguage(
    (language) =>
      ({ canvasElement }) =>
        playRepaid(canvasElement, language),
  ),
};

function playBadLink(language: Language): Play {
  return async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(instructionTexts[language].badAmount);
    await expect(requestsTo('/throughout/v3/loan-details/generate-vcode')).toHaveLength(0);
  };
}
/** A link with a non-numeric amount: said on screen, nothing sent. */
export const BadAmount: Story = {
  parameters: { route: { path: '/carpmm', query: { ...QUERY, amount: 'abc' } } } satisfies AppParameters,
  beforeEach: ({ msw }) => recordRequests(msw),
  play: inLanguage(playBadLink),
};

/** A link with an empty amount: the same message, nothing sent. */
export const EmptyAmount: Story = {
  parameters: { route: { path: '/carpmm', query: { ...QUERY, amount: '' } } } satisfies AppParameters,
  beforeEach: ({ msw }) => recordRequests(msw),
  play: inLanguage(playBadLink),
};

export const Loading: Story = {
  parameters: { scenario: 'slow', apiDelay: 'infinite' } satisfies AppParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messagesOf(commonMessages, language)('common.loading'))).toBeVisible();
  }),
};

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();
