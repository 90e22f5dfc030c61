import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CustomerServiceScreen from '../../app/src/screens/customer-service/customer-service-screen';
import { getBridgeCalls } from '../../app/src/shared/bridge/bridge';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import { customerServiceMessages } from '../../app/src/screens/customer-service/customer-service-messages';
import { DEFAULT_LAUNCH, languageFlag, type AppParameters } from '../.storybook/app-parameters';
import { escapeRegExp } from '../support/text';
import { recordRequests, requestsTo } from '../support/request-log';
import { snapshotMessage, snapshotText } from '../support/snapshot-data';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';

const meta = {
  title: 'Screens/Customer service',
  component: CustomerServiceScreen,
  parameters: { route: { path: '/customer-service' } } satisfies AppParameters,
} satisfies Meta<typeof CustomerServiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contacts of the scenario's snapshot; tapping the phone asks the bridge to dial it. */
function playContacts(language: Language): Story['play'] {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const t = messagesOf(customerServiceMessages, language);
    const phone = snapshotText('default', 'get-whatsapp', language, 'phone');
    const email = snapshotText('default', 'get-whatsapp', language, 'email');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    const phoneButton = await canvas.findByRole('button', { name: escapeRegExp(phone) });
    await expect(canvas.getByText(t('intro'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: escapeRegExp(email) })).toHaveAttribute('href', `mailto:${email}`);
    await step('tap the phone: the bridge opens the dialler', async () => {
      await userEvent.click(phoneButton);
      await waitFor(() => expect(getBridgeCalls()).toContainEqual(expect.objectContaining({ action: 'callPhone', arg: phone })));
    });
  };
}

export const Default: Story = {
  beforeEach: ({ msw }) => recordRequests(msw),
  play: inLanguage((language) => async (context) => {
    await playContacts(language)?.(context);
    await context.step('one GET get-whatsapp with overall=30 and the launch parameters', async () => {
      const [request, ...more] = requestsTo('/throughout/user-problem/get-whatsapp');
      await expect(more).toHaveLength(0);
      await expect(request?.method).toBe('GET');
      const query = Object.fromEntries(request?.url.searchParams ?? []);
      // The story's sessionId, not the one in the address of the test runner's frame.
      await expect(query).toMatchObject({
        overall: '30',
        language: languageFlag(language),
        sessionId: DEFAULT_LAUNCH.sessionId,
        deviceId: DEFAULT_LAUNCH.deviceId,
      });
      await expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      await expect(request?.headers.get('language')).toBe(languageFlag(language));
    });
  }),
};

/** The loading state, held: the answer never comes. */
export const Loading: Story = {
  parameters: { scenario: 'slow', apiDelay: 'infinite' } satisfies AppParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messagesOf(commonMessages, language)('common.loading'))).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.getByText(messagesOf(commonMessages, language)('common.loading'))).toBeVisible();
  }),
};

/** The `slow` scenario: the mock's 2 s of latency (snapshots/scenarios.json), then the contacts. */
export const Slow: Story = {
  parameters: { scenario: 'slow' } satisfies AppParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messagesOf(commonMessages, language)('common.loading'))).toBeVisible();
    const phone = snapshotText('slow', 'get-whatsapp', language, 'phone');
    await expect(await canvas.findByText(phone, {}, { timeout: 5_000 })).toBeVisible();
  }),
};

function playServerError(language: Language): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messagesOf(commonMessages, language)('common.errorTitle'));
    await expect(within(alert).getByRole('button', { name: messagesOf(commonMessages, language)('common.retry') })).toBeEnabled();
  };
}

/** The `server-error` scenario: HTTP 500 on every call; the error state with a retry button. */
export const ServerError: Story = {
  parameters: { scenario: 'server-error' } satisfies AppParameters,
  play: inLanguage(playServerError),
};

function playRefusal(language: Language): Story['play'] {
  return async ({ canvasElement }) => {
    const message = snapshotMessage('service-unavailable', 'get-whatsapp', language);
    await expect(message).not.toBe('');
    // The toast lives in the app's toast layer, outside the screen's own element.
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(message)).toBeVisible();
  };
}

/** The `service-unavailable` scenario: code 1; the shared client toasts the server's message. */
export const ServiceUnavailable: Story = {
  parameters: { scenario: 'service-unavailable' } satisfies AppParameters,
  play: inLanguage(playRefusal),
};

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();
