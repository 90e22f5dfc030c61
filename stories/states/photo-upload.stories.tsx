import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ComplaintFormScreen from '../../app/src/screens/complaint-form/complaint-form-screen';
import { complaintMessages, type ComplaintMessageKey } from '../../app/src/features/complaint/complaint-messages';
import type { Language } from '../../app/src/shared/i18n/language';
import { messagesOf, type MessageValues } from '../../app/src/shared/i18n/messages';
import type { Signal } from '../../app/src/shared/telemetry/signal';
import type { AppParameters } from '../.storybook/app-parameters';
import { PICKED, pngFile } from '../support/png-file';
import { WithRouterProbe } from '../support/router-probe';
import { inLanguage } from '../support/story-language';

/**
 * A photo attached to a complaint (docs/decisions.md "Photos the page sends"), the states
 * between the pick and the image: the copy going up, with its progress bar and its cancel, and
 * a photo the phone cannot read. Not in the gallery (their look is the form's plus one line).
 */
const meta = {
  title: 'States/Photo upload',
  parameters: {
    route: { path: '/complainPageNext', query: { problemType: '2', problemSonType: '0', orderNo: 'MX202611220001' } },
    scenario: 'default',
  } satisfies AppParameters,
  render: () => <WithRouterProbe path="/complainPageNext" screen={<ComplaintFormScreen />} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const UPLOAD = '/throughout/user-problem/upload-problem-img';

const text = (language: Language) => (key: ComplaintMessageKey, values?: MessageValues) =>
  messagesOf(complaintMessages, language)(key, values);

/** What the held upload carried: its file part. */
let sentPart: File | null = null;

/** Holds the upload's answer and keeps the file part it carried. */
function holdUpload({ msw }: { msw: { use: (...handlers: ReturnType<typeof http.post>[]) => void } }): void {
  sentPart = null;
  msw.use(
    http.post(`*${UPLOAD}`, async ({ request }) => {
      const part = (await request.formData()).get('problemImage');
      sentPart = part instanceof File ? part : null;
      return delay('infinite');
    }),
  );
}

/** Picks a PNG and waits for the bar with a value; gives back the bar and the picker. */
async function pickAndWatch(canvasElement: HTMLElement, language: Language) {
  const ct = text(language);
  const canvas = within(canvasElement);
  const picker = await canvas.findByLabelText(ct('addImage'));
  await userEvent.upload(picker, pngFile('receipt.png'));
  const bar = await canvas.findByRole('progressbar', { name: ct('uploadProgressLabel') }, PICKED);
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow'));
  return { bar, picker };
}

/**
 * The upload of a picked photo whose answer has not come yet: the bar says how much went up, in
 * the borrower's language, beside its cancel; the picker waits. What goes up is the page's JPEG
 * copy, not the picked PNG. The story ends in this state, so the checks after it (large text,
 * 320 px) see the bar.
 */
export const UploadInProgress: Story = {
  beforeEach: holdUpload,
  play: inLanguage((language) => async ({ canvasElement }) => {
    const ct = text(language);
    const canvas = within(canvasElement);
    const { bar, picker } = await pickAndWatch(canvasElement, language);
    const percent = Number(bar.getAttribute('aria-valuenow'));
    await expect(percent).toBeGreaterThanOrEqual(0);
    await expect(percent).toBeLessThanOrEqual(100);
    await expect(bar).toHaveAttribute('aria-valuetext', ct('uploadProgress', { percent }));
    await expect(canvas.getByText(ct('uploadProgress', { percent }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: ct('cancelUpload') })).toBeVisible();
    await expect(picker).toBeDisabled();
    await waitFor(() => expect(sentPart?.type).toBe('image/jpeg'));
    await expect(sentPart?.name).toBe('receipt.jpg');
  }),
};

/** The same upload cancelled: it says so, adds nothing, and the picker is free again. */
export const UploadCancelled: Story = {
  beforeEach: holdUpload,
  play: inLanguage((language) => async ({ canvasElement }) => {
    const ct = text(language);
    const canvas = within(canvasElement);
    await pickAndWatch(canvasElement, language);
    await userEvent.click(canvas.getByRole('button', { name: ct('cancelUpload') }));
    await expect(await within(canvasElement.ownerDocument.body).findByText(ct('uploadCancelled'))).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.getByLabelText(ct('addImage'))).toBeEnabled();
  }),
};

/**
 * A photo this phone cannot decode and the contract would not take as it is (a HEIC photo on an
 * engine without HEIC): the borrower is told what to do, nothing is uploaded, and the field
 * telemetry hears of its type (never the photo).
 */
export const PhotoNotReadable: Story = {
  beforeEach: () => {
    window.loanSignals = [] as Signal[];
  },
  play: inLanguage((language) => async ({ canvasElement }) => {
    const t = text(language);
    const canvas = within(canvasElement);
    const picker = await canvas.findByLabelText(t('addImage'));
    const heic = new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 104, 101, 105, 99])], 'IMG_0001.HEIC', { type: 'image/heic' });
    await userEvent.upload(picker, heic);
    await expect(await within(canvasElement.ownerDocument.body).findByText(t('imageUnreadable'), undefined, PICKED)).toBeVisible();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    const signals = (window.loanSignals ?? []) as Signal[];
    await expect(signals.filter((signal) => 'photo' in signal)).toEqual([expect.objectContaining({ photo: 'image/heic', step: 'size' })]);
  }),
};
