import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ComplaintListScreen from '../../app/src/screens/complaint-list/complaint-list-screen';
import { complaintMessages } from '../../app/src/features/complaint/complaint-messages';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import type { AppParameters } from '../.storybook/app-parameters';
import { snapshotData } from '../support/snapshot-data';
import { playErrorWithRetry } from '../support/error-state-play';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';

interface List {
  tabs: { title: string; items: { id: number; type: string; content: string }[] }[];
}

const meta = {
  title: 'Screens/My complaints',
  component: ComplaintListScreen,
  parameters: { route: { path: '/complaintList' } } satisfies AppParameters,
} satisfies Meta<typeof ComplaintListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (scenario: string, language: Language) => snapshotData(scenario, 'problem-list', language) as unknown as List;

/** The tabs of the snapshot; each tab's items link to their detail; an empty tab says so. */
function playTabs(language: Language, scenario: string): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const data = list(scenario, language);
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(data.tabs.map((tab) => tab.title));
    for (const [index, tab] of data.tabs.entries()) {
      await userEvent.click(canvas.getAllByRole('tab')[index] ?? canvasElement);
      const panel = canvas.getByRole('tabpanel');
      if (tab.items.length === 0) {
        await expect(panel).toHaveTextContent(messagesOf(complaintMessages, language)('tabEmpty'));
        continue;
      }
      const links = within(panel).getAllByRole('link');
      await expect(links).toHaveLength(tab.items.length);
      await expect(links[0]).toHaveAttribute('href', `/complainDetails?problemId=${tab.items[0]?.id}`);
      await expect(links[0]).toHaveTextContent(tab.items[0]?.type ?? '');
    }
  };
}

export const Default: Story = { play: inLanguage((language) => playTabs(language, 'default')) };

/** complaint-list-many: twelve complaints, a page that scrolls, a long text cut to three lines. */
function playMany(language: Language): Story['play'] {
  return async (context) => {
    await playTabs(language, 'complaint-list-many')?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getAllByRole('tab')[0] ?? context.canvasElement);
    const doc = context.canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollHeight).toBeGreaterThan(doc.clientHeight);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  };
}

export const Many: Story = {
  parameters: { scenario: 'complaint-list-many' } satisfies AppParameters,
  play: inLanguage(playMany),
};

export const Empty: Story = {
  parameters: { scenario: 'complaint-list-empty' } satisfies AppParameters,
  play: inLanguage((language) => playTabs(language, 'complaint-list-empty')),
};

export const Loading: Story = {
  parameters: { apiDelay: 'infinite' } satisfies AppParameters,
  play: inLanguage((language) => async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messagesOf(commonMessages, language)('common.loading'))).toBeVisible();
  }),
};

export const ServerError: Story = {
  parameters: { scenario: 'server-error' } satisfies AppParameters,
  play: inLanguage(playErrorWithRetry),
};

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();
