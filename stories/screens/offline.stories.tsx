import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import OfflineScreen from '../../app/src/screens/offline/offline-screen';
import { offlineMessages } from '../../app/src/screens/offline/offline-messages';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import { inLanguage } from '../support/story-language';

/**
 * The offline page: what the service worker gives a borrower page opened with no network
 * (docs/serving.md "The service worker"), in place of the web view's own error page. No
 * scenario shows it: the mock server cannot be reached there; `e2e/offline.spec.ts` opens it
 * with the browser offline.
 */
const meta = {
  title: 'Screens/Offline page',
  component: OfflineScreen,
  args: { onRetry: fn() },
} satisfies Meta<typeof OfflineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title, what happened and what to do, and a retry that opens the page again. */
export const Default: Story = {
  play: inLanguage((language) => async ({ canvasElement, args }) => {
    const t = messagesOf(offlineMessages, language);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('body'));
    await expect(args.onRetry).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: messagesOf(commonMessages, language)('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  }),
};
