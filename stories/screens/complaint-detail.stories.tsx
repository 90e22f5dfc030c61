import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ComplaintDetailScreen from '../../app/src/screens/complaint-detail/complaint-detail-screen';
import { complaintMessages, type ComplaintMessageKey } from '../../app/src/features/complaint/complaint-messages';
import { SCORE_MODAL_DELAY_MS } from '../../app/src/shared/config/constants';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf, type MessageValues } from '../../app/src/shared/i18n/messages';
import type { AppParameters } from '../.storybook/app-parameters';
import { installRuleClock, ruleClock } from '../support/rule-clock';
import { snapshotData } from '../support/snapshot-data';
import { playErrorWithRetry } from '../support/error-state-play';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';

interface Detail {
  type: string;
  sonType: string;
  content: string;
  images: string[];
  disposeDetail: string;
  disposeImages: string[];
  isNeedScore: number;
}

const meta = {
  title: 'Screens/Complaint detail',
  component: ComplaintDetailScreen,
  parameters: { route: { path: '/complainDetails', query: { problemId: '5001' } } } satisfies AppParameters,
} satisfies Meta<typeof ComplaintDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const detail = (scenario: string, language: Language) => snapshotData(scenario, 'problem-detail', language) as unknown as Detail;
const text = (language: Language) => (key: ComplaintMessageKey, values?: MessageValues) =>
  messagesOf(complaintMessages, language)(key, values);
const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** Type, sub-type, the read-only content with its counter, the images; the result block when given. */
function playDetail(language: Language, scenario: string): Story['play'] {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const ct = text(language);
    const data = detail(scenario, language);
    await expect(await canvas.findByText(data.type)).toBeVisible();
    if (data.sonType) await expect(canvas.getByText(data.sonType)).toBeVisible();
    const content = canvas.getByLabelText(ct('content'));
    await expect(content).toHaveValue(data.content);
    await expect(content).toHaveAttribute('readonly');
    await expect(canvas.getByText(`${Array.from(data.content).length}/200`)).toBeVisible();
    const thumbs = canvas.queryAllByRole('button', { name: /./ }).filter((b) => b.getAttribute('aria-haspopup') === 'dialog');
    await expect(thumbs).toHaveLength(data.images.length + data.disposeImages.length);
    const hasResult = data.disposeDetail !== '' || data.disposeImages.length > 0;
    if (hasResult) await expect(canvas.getByRole('heading', { name: ct('resultHeading') })).toBeVisible();
    else await expect(canvas.queryByRole('heading', { name: ct('resultHeading') })).toBeNull();
    if (data.disposeDetail) await expect(canvas.getByText(data.disposeDetail)).toBeVisible();
    if (data.images.length > 0) {
      await step('tap an image: it shows larger in a modal', async () => {
        await userEvent.click(canvas.getByRole('button', { name: ct('viewImage', { number: data.images.length }) }));
        const dialog = await page(canvasElement).findByRole('dialog', { name: ct('imageAlt', { number: data.images.length }) });
        await expect(within(dialog).getByRole('img')).toBeVisible();
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
      });
    }
  };
}

export const Default: Story = { play: inLanguage((language) => playDetail(language, 'default')) };

export const Processed: Story = {
  parameters: { scenario: 'complaint-detail-processed' } satisfies AppParameters,
  play: inLanguage((language) => playDetail(language, 'complaint-detail-processed')),
};

/** complaint-detail-images: nine images, three a row, no overflow. */
function playNine(language: Language): Story['play'] {
  return async (context) => {
    await playDetail(language, 'complaint-detail-images')?.(context);
    const doc = context.canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  };
}

export const NineImages: Story = {
  parameters: { scenario: 'complaint-detail-images' } satisfies AppParameters,
  play: inLanguage(playNine),
};

/** complaint-detail-score: the score modal at 3 s, not before; no star says so; focus stays inside. */
function playScore(language: Language): Story['play'] {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const ct = text(language);
    const clock = ruleClock();
    await canvas.findByText(detail('complaint-detail-score', language).type);
    await waitFor(() => expect(clock.pending()).toContain(SCORE_MODAL_DELAY_MS));
    clock.tick(SCORE_MODAL_DELAY_MS - 1);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    clock.tick(1);
    const dialog = await page(canvasElement).findByRole('dialog', { name: ct('scoreTitle') });
    await step('sending no star says so', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: ct('scoreSend') }));
      await expect(await page(canvasElement).findByText(messagesOf(commonMessages, language)('rating.required'))).toBeVisible();
      await expect(dialog).toBeVisible();
    });
    await step('Tab stays inside the modal', async () => {
      for (let i = 0; i < 8; i += 1) {
        await userEvent.tab();
        await expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true);
      }
    });
    await step('four stars are sent and the modal closes', async () => {
      await userEvent.click(
        within(dialog).getByRole('radio', { name: messagesOf(commonMessages, language)('ui.starLabel', { count: 4 }) }),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: ct('scoreSend') }));
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    });
  };
}

const withClock: Story['beforeEach'] = () => {
  const clock = installRuleClock();
  return () => clock.uninstall();
};

export const Score: Story = {
  parameters: { scenario: 'complaint-detail-score' } satisfies AppParameters,
  beforeEach: withClock,
  play: inLanguage(playScore),
};

export const ServerError: Story = {
  parameters: { scenario: 'server-error' } satisfies AppParameters,
  play: inLanguage(playErrorWithRetry),
};

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();
