import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { clearFlow, saveFlow } from '../../app/src/features/legacy-payment/flow-store';
import { legacyText } from '../../app/src/features/legacy-payment/legacy-text';
import LegacyRepayBorrowDetailScreen from '../../app/src/screens/legacy-repay-borrow-detail/legacy-repay-borrow-detail-screen';
import type { Language } from '../../app/src/shared/i18n/language';
import type { AppParameters } from '../.storybook/app-parameters';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';
import { wholeText } from '../support/text';

/**
 * The borrow detail makes no call (repayment-confirm answers no data): it shows the flow the
 * previous steps kept, so it looks the same in every legacy scenario.
 */
const meta = {
  title: 'Screens/Legacy repayment/3 Borrow detail',
  component: LegacyRepayBorrowDetailScreen,
  parameters: { route: { path: '/legacy-repay/borrow-detail' } } satisfies AppParameters,
  beforeEach: () => {
    clearFlow();
    saveFlow({
      orderId: 10482,
      amount: 345000,
      couponId: '',
      userId: 88123,
      repayToken: 'rt-9d1c7e20',
      card: { id: 7001, bankName: '招商银行', cardNo: '6225 **** **** 4821', bankCode: 'CMB' },
      recordId: 'rr-20261122-0001',
      status: 'paid',
      paidAt: Date.UTC(2026, 10, 22, 20, 15, 7),
    });
  },
} satisfies Meta<typeof LegacyRepayBorrowDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function playPaid(language: Language): Story['play'] {
  const text = legacyText[language];
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: text.detailTitle })).toBeVisible();
    await expect(canvas.getByText('rr-20261122-0001')).toBeVisible();
    await expect(canvas.getByText('招商银行 **** **** **** 4821')).toBeVisible();
    await expect(canvas.getByText(wholeText(language === 'en' ? '₹3.450,00' : '$3.450,00'))).toBeVisible();
    await expect(canvas.getAllByText(text.statusPaid)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: text.backToOrder })).toBeVisible();
  };
}

export const Paid: Story = { play: inLanguage(playPaid) };

export const NoPayment: Story = {
  beforeEach: () => clearFlow(),
  play: inLanguage((language) => async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(legacyText[language].noDetail)).toBeVisible();
  }),
};

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();
