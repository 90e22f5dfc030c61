import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import appConfig from '../../app/public/config.json';
import TestPreviewScreen from '../../app/src/screens/test-preview/test-preview-screen';
import { previewMessages } from '../../app/src/screens/test-preview/test-preview-messages';
import type { PreviewKey } from '../../app/src/screens/test-preview/test-preview-messages-es';
import { getBridgeCalls } from '../../app/src/shared/bridge/bridge';
import type { Language } from '../../app/src/shared/i18n/language';
import { DEFAULT_LAUNCH, languageFlag, type AppParameters } from '../.storybook/app-parameters';
import { inLanguage } from '../support/story-language';

const meta = {
  title: 'Screens/Test preview',
  component: TestPreviewScreen,
  parameters: { route: { path: '/testPreview', query: { advertisingId: 'ad-storybook' } } } satisfies AppParameters,
} satisfies Meta<typeof TestPreviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (language: Language, key: PreviewKey, values: Record<string, string> = {}) =>
  previewMessages[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The fields start from the launch parameters; an edited field reaches the links' query. */
function playLinks(language: Language): Story['play'] {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const session = canvas.getByLabelText(text(language, 'field.sessionId'));
    // (Not the session id: Vitest's own page URL carries one, and the page's query wins.)
    await expect(canvas.getByLabelText(text(language, 'field.deviceId'))).toHaveValue(DEFAULT_LAUNCH.deviceId);
    await expect(canvas.getByLabelText(text(language, 'field.advertisingId'))).toHaveValue('ad-storybook');
    const query = (name: PreviewKey) =>
      new URL(canvas.getByRole('link', { name: text(language, name) }).getAttribute('href') ?? '', 'http://x');
    await step('edit the session id: every link carries it', async () => {
      await userEvent.clear(session);
      await userEvent.type(session, 'qa-edited');
      const service = query('page.customerService');
      await expect(service.pathname).toBe('/customer-service');
      await expect(service.searchParams.get('sessionId')).toBe('qa-edited');
      await expect(service.searchParams.get('language')).toBe(languageFlag(language));
      await expect(query('page.repaymentInstruction').pathname).toBe('/carpmm');
      await expect(query('page.repaymentInstruction').searchParams.get('sessionId')).toBe('qa-edited');
    });
  };
}

export const Links: Story = { play: inLanguage(playLinks) };

/** Each bridge button (and bind bank) sends its action and the page's log records it. */
function playBridge(language: Language): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const productId = DEFAULT_LAUNCH.productId ?? '';
    const buttons: [PreviewKey, string, string | undefined][] = [
      ['page.bindBank', 'startBankFlow', undefined],
      ['bridge.goHome', 'goHome', undefined],
      ['bridge.goMine', 'goMine', undefined],
      ['bridge.goLogin', 'goLogin', undefined],
      ['bridge.callPhone', 'callPhone', appConfig.servicePhone],
      ['bridge.goRateApp', 'goRateApp', undefined],
      ['bridge.confirmTrackingPoint', 'confirmTrackingPoint', productId],
    ];
    await expect(canvas.getByText(text(language, 'logEmpty'))).toBeVisible();
    for (const [label, action, arg] of buttons) {
      await userEvent.click(canvas.getByRole('button', { name: text(language, label, { productId }) }));
      await waitFor(() => expect(getBridgeCalls().at(-1)).toMatchObject({ action, ...(arg ? { arg } : {}) }));
      const entry = canvasElement.querySelector(`li[data-action="${action}"]`);
      await expect(entry).toHaveTextContent(`${action}(${arg ?? ''}) → browser`);
    }
    await expect(canvasElement.querySelectorAll('li[data-action]')).toHaveLength(buttons.length);
  };
}

export const Bridge: Story = { play: inLanguage(playBridge) };

/** The file picker shows the picked image: name, size and a preview. */
export const FilePicked: Story = {
  play: inLanguage((language) => async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A 1×1 PNG.
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) =>
      c.charCodeAt(0),
    );
    await userEvent.upload(canvas.getByLabelText(text(language, 'filePicker')), new File([png], 'pixel.png', { type: 'image/png' }));
    await expect(await canvas.findByText('pixel.png')).toBeVisible();
    await expect(canvas.getByRole('img', { name: text(language, 'filePreview', { name: 'pixel.png' }) })).toBeVisible();
    await expect(canvasElement).toHaveTextContent(text(language, 'fileSize', { size: String(png.length) }));
  }),
};
