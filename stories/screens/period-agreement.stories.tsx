import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { periodAgreementEn } from '../../app/src/screens/period-agreement/period-agreement-en';
import { periodAgreementEs } from '../../app/src/screens/period-agreement/period-agreement-es';
import PeriodAgreementScreen from '../../app/src/screens/period-agreement/period-agreement-screen';
import type { Language } from '../../app/src/shared/i18n/language';
import type { AppParameters } from '../.storybook/app-parameters';
import { inLanguage } from '../support/story-language';

const meta = {
  title: 'Screens/Period loan agreement',
  component: PeriodAgreementScreen,
  parameters: { route: { path: '/agony' } } satisfies AppParameters,
} satisfies Meta<typeof PeriodAgreementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agreement with the constants of docs/constants.md "Agreement figures" filled in, and both market readings. */
function play(language: Language): Story['play'] {
  const title = language === 'en' ? periodAgreementEn.title : periodAgreementEs.title;
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const text = canvasElement.textContent ?? '';
    for (const value of ['3%', '18%', '0.0065%', '16%', '7 d', 'pesos', 'India']) await expect(text).toContain(value);
    await expect(text).not.toMatch(/\{\w+\}/);
  };
}

export const Default: Story = { play: inLanguage(play) };
