import { expect, within } from 'storybook/test';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';

/**
 * The play function of a screen's error state: an alert with the retry button, in `language`.
 * One copy for every screen story file that shows the `server-error` scenario.
 */
export function playErrorWithRetry(language: Language) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: messagesOf(commonMessages, language)('common.retry') })).toBeVisible();
  };
}
