import { expect, within } from 'storybook/test';
import { translate, type Language } from '../../app/src/shared/i18n/language';

/**
 * The play function of a screen's error state: an alert with the retry button, in `language`.
 * One copy for every screen story file that shows the `server-error` scenario.
 */
export function playErrorWithRetry(language: Language) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: translate(language, 'common.retry') })).toBeVisible();
  };
}
