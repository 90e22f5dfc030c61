import { COMPLAINT_MAX_CHARS, COMPLAINT_MAX_IMAGES } from '../../app/src/api/contract-limits';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ComplaintFormScreen from '../../app/src/screens/complaint-form/complaint-form-screen';
import { complaintMessages, type ComplaintMessageKey } from '../../app/src/features/complaint/complaint-messages';
import { COMPLAINT_SUCCESS_RETURN_MS } from '../../app/src/shared/config/constants';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf, type MessageValues } from '../../app/src/shared/i18n/messages';
import type { AppParameters } from '../.storybook/app-parameters';
import { withLocationProbe } from '../support/location-probe';
import { PICKED, pngFile } from '../support/png-file';
import { recordRequests, requestsTo } from '../support/request-log';
import { installRuleClock, ruleClock } from '../support/rule-clock';
import { snapshotData, snapshotMessage } from '../support/snapshot-data';
import { playErrorWithRetry } from '../support/error-state-play';
import { generatedStory } from '../support/generated-story';
import { inLanguage } from '../support/story-language';

const COLLECTION = { problemType: '1', problemSonType: '11', orderNo: 'MX202611220001' };
const PAYMENTS = { problemType: '2', problemSonType: '0', orderNo: 'MX202611220001' };

const meta = {
  title: 'Screens/Complaint form',
  component: ComplaintFormScreen,
  parameters: { route: { path: '/complainPageNext', query: COLLECTION } } satisfies AppParameters,
  decorators: [withLocationProbe('/complainPageNext')],
} satisfies Meta<typeof ComplaintFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (language: Language) => (key: ComplaintMessageKey, values?: MessageValues) =>
  messagesOf(complaintMessages, language)(key, values);
const page = (element: HTMLElement) => within(element.ownerDocument.body);

async function upload(canvasElement: HTMLElement, language: Language, name: string, index = 0) {
  const input = within(canvasElement).getByLabelText(text(language)('addImage'));
  await userEvent.upload(input, pngFile(name, index));
}

/** The chosen type and sub-type; typing past 200 is cut; sending empty says so. */
function playForm(language: Language): Story['play'] {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const ct = text(language);
    const init = snapshotData('default', 'problem-init', language) as {
      problemType: { title: string }[];
      problemSonType: { title: string }[];
    };
    await expect(await canvas.findByText(init.problemType[0]?.title ?? '')).toBeVisible();
    await expect(canvas.getByText(init.problemSonType[0]?.title ?? '')).toBeVisible();
    const textarea = canvas.getByLabelText(ct('detailLabel'));
    await step('sending an empty text says so', async () => {
      await userEvent.click(canvas.getByRole('button', { name: ct('send') }));
      await expect(await page(canvasElement).findByText(messagesOf(commonMessages, language)('complaint.textEmpty'))).toBeVisible();
    });
    await step('typing and pasting past 200 characters is cut', async () => {
      await userEvent.click(textarea);
      await userEvent.paste('a'.repeat(COMPLAINT_MAX_CHARS - 2));
      await userEvent.type(textarea, 'bcdef');
      await expect(textarea).toHaveValue(`${'a'.repeat(COMPLAINT_MAX_CHARS - 2)}bc`);
      await expect(canvas.getByText(`${COMPLAINT_MAX_CHARS}/${COMPLAINT_MAX_CHARS}`)).toBeVisible();
    });
  };
}

export const Default: Story = { play: inLanguage(playForm) };

/** Upload until 9: the picker disappears; remove one: it comes back. */
function playNine(language: Language): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ct = text(language);
    await canvas.findByLabelText(ct('detailLabel'));
    for (let i = 0; i < COMPLAINT_MAX_IMAGES; i += 1) {
      await upload(canvasElement, language, `${i}.png`, i);
      await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(i + 1), PICKED);
    }
    await expect(page(canvasElement).getAllByText(messagesOf(commonMessages, language)('complaint.uploadSuccess')).length).toBeGreaterThan(
      0,
    );
    await expect(canvas.queryByLabelText(ct('addImage'))).toBeNull();
    await expect(canvas.getByText(ct('imagesHeading', { count: 9, max: 9 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ct('removeImage', { number: 4 }) }));
    await expect(canvas.getAllByRole('img')).toHaveLength(8);
    await expect(canvas.getByLabelText(ct('addImage'))).toBeInTheDocument();
  };
}

export const UpToNineImages: Story = { play: inLanguage(playNine) };

/** complaint-upload-fail: the server's message, no image added. */
function playUploadFail(language: Language): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(text(language)('detailLabel'));
    await upload(canvasElement, language, 'a.png');
    const message = snapshotMessage('complaint-upload-fail', 'upload-problem-img', language);
    await expect(await page(canvasElement).findByText(message, undefined, PICKED)).toBeVisible();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  };
}

export const UploadFails: Story = {
  parameters: { scenario: 'complaint-upload-fail' } satisfies AppParameters,
  play: inLanguage(playUploadFail),
};

/** Save: one problem-save however fast the taps, the success modal, back to /complaint at 1.5 s. */
function playSave(language: Language): Story['play'] {
  return async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const ct = text(language);
    const clock = ruleClock();
    await userEvent.type(await canvas.findByLabelText(ct('detailLabel')), 'Me llaman a diario');
    await upload(canvasElement, language, 'a.png');
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(1), PICKED);
    const send = canvas.getByRole('button', { name: ct('send') });
    await userEvent.dblClick(send);
    const dialog = await page(canvasElement).findByRole('dialog', { name: ct('successTitle') });
    await expect(dialog).toBeVisible();
    await step('one problem-save with the payload of docs/screens.md "Complaint form"', async () => {
      const saves = requestsTo('/throughout/user-problem/problem-save');
      await expect(saves).toHaveLength(1);
    });
    await step('back to the entry after exactly 1.5 s', async () => {
      // The return timer is set by an effect after the modal's commit.
      await waitFor(() => expect(clock.pending()).toContain(COMPLAINT_SUCCESS_RETURN_MS));
      clock.tick(COMPLAINT_SUCCESS_RETURN_MS - 1);
      await expect(canvas.queryByLabelText('router location')).toBeNull();
      clock.tick(1);
      await waitFor(() => expect(canvas.getByLabelText('router location')).toHaveTextContent(/^\/complaint$/));
    });
  };
}

export const SaveAndReturn: Story = {
  parameters: { route: { path: '/complainPageNext', query: COLLECTION } } satisfies AppParameters,
  beforeEach: ({ msw }) => {
    const stop = recordRequests(msw);
    const clock = installRuleClock();
    return () => {
      stop();
      clock.uninstall();
    };
  },
  play: inLanguage(playSave),
};

/** complaint-save-fail: the server's message; the text and the image stay. */
function playSaveFail(language: Language): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ct = text(language);
    const textarea = await canvas.findByLabelText(ct('detailLabel'));
    await userEvent.type(textarea, 'Pago no aplicado');
    await upload(canvasElement, language, 'a.png');
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(1), PICKED);
    await userEvent.click(canvas.getByRole('button', { name: ct('send') }));
    const message = snapshotMessage('complaint-save-fail', 'problem-save', language);
    await expect(await page(canvasElement).findByText(message)).toBeVisible();
    await expect(textarea).toHaveValue('Pago no aplicado');
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  };
}

export const SaveFails: Story = {
  parameters: { scenario: 'complaint-save-fail', route: { path: '/complainPageNext', query: PAYMENTS } } satisfies AppParameters,
  play: inLanguage(playSaveFail),
};

/** complaint-collection-blocked: the form of a collection complaint on that order refuses to send. */
function playBlocked(language: Language): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ct = text(language);
    await expect(await canvas.findByRole('note')).toHaveTextContent(ct('collectionBlocked'));
    await userEvent.type(canvas.getByLabelText(ct('detailLabel')), 'x');
    await userEvent.click(canvas.getByRole('button', { name: ct('send') }));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  };
}

export const CollectionBlocked: Story = {
  parameters: { scenario: 'complaint-collection-blocked' } satisfies AppParameters,
  play: inLanguage(playBlocked),
};

export const ServerError: Story = {
  parameters: { scenario: 'server-error' } satisfies AppParameters,
  play: inLanguage(playErrorWithRetry),
};

/** The generated scenario's answers of one seed (the `seed` control): data nobody wrote by hand. */
export const Generated = generatedStory();
