import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import LoanAgreementScreen from '../../app/src/screens/loan-agreement/loan-agreement-screen';
import { loanAgreementMessages, type ContractField } from '../../app/src/screens/loan-agreement/loan-agreement-messages';
import { formatMoney } from '../../app/src/shared/format/money';
import { currencySymbol, type Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import type { AppParameters } from '../.storybook/app-parameters';
import { recordRequests, requestsTo } from '../support/request-log';
import { snapshotData, snapshotMessage } from '../support/snapshot-data';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';

const ORDER_NO = 'MX202611220001';
const CONTRACT = '/throughout/v3/loan-details/contract-detail';

const meta = {
  title: 'Screens/Loan agreement',
  component: LoanAgreementScreen,
  parameters: { route: { path: '/loan-agreement', query: { orderNo: ORDER_NO } } } satisfies AppParameters,
  beforeEach: ({ msw }) => recordRequests(msw),
} satisfies Meta<typeof LoanAgreementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const MONEY: readonly ContractField[] = ['amount', 'contractAmount', 'commission', 'Interest', 'IVA', 'giveAmount'];

/** All fourteen fields, each under its label; money with the language's sign and two decimals. */
function playFields(language: Language): Play {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const m = loanAgreementMessages[language];
    const data = snapshotData('default', 'contract-detail', language);
    await canvas.findByText(m['field.company']);
    const labels = canvasElement.querySelectorAll('dt');
    await expect(labels).toHaveLength(14);
    const fields = Object.keys(m)
      .filter((key) => key.startsWith('field.'))
      .map((key) => key.slice('field.'.length)) as ContractField[];
    for (const field of fields) {
      const label = canvas.getByText(m[`field.${field}`], { selector: 'dt' });
      const value = MONEY.includes(field) ? `${currencySymbol(language)}${String(formatMoney(data[field]))}` : String(data[field]);
      await expect(label.nextElementSibling).toHaveTextContent(value);
    }
    await expect(requestsTo(CONTRACT)[0]?.url.searchParams.get('orderNo')).toBe(ORDER_NO);
  };
}

export const Fields: Story = { play: inLanguage(playFields) };

/** `agreement-fail`: success false; the server's message on the screen. */
function playFail(language: Language): Play {
  return async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(snapshotMessage('agreement-fail', 'contract-detail', language));
  };
}
export const Fail: Story = {
  parameters: { scenario: 'agreement-fail' } satisfies AppParameters,
  play: inLanguage(playFail),
};

/** No orderNo in the address: said on screen, nothing asked. */
function playMissing(language: Language): Play {
  return async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(loanAgreementMessages[language].missingOrder);
    await expect(requestsTo(CONTRACT)).toHaveLength(0);
  };
}
export const MissingOrder: Story = {
  // Story parameters merge deeply into the meta's: an empty orderNo overrides its orderNo.
  parameters: { route: { path: '/loan-agreement', query: { orderNo: '' } } } satisfies AppParameters,
  play: inLanguage(playMissing),
};

function playServerError(language: Language): Play {
  return async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      messagesOf(commonMessages, language)('common.errorTitle'),
    );
  };
}
export const ServerError: Story = {
  parameters: { scenario: 'server-error' } satisfies AppParameters,
  play: inLanguage(playServerError),
};

/** `slow`: the loading state first. */
export const Slow: Story = {
  parameters: { scenario: 'slow' } satisfies AppParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messagesOf(commonMessages, language)('common.loading'))).toBeVisible();
    await expect(await canvas.findByText(loanAgreementMessages[language]['field.company'], {}, { timeout: 5_000 })).toBeVisible();
  }),
};

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();
