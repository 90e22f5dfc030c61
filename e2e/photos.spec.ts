/**
 * A phone camera's photo in the complaint form (docs/decisions.md "Photos the page sends"): a
 * 4032×3024 JPEG over the upload limit, lying on its side with EXIF orientation 6 and a GPS
 * block, is sent as an upright copy of at most 2048 px, well under 1.5 MB, without any EXIF;
 * what the mock server stored (`/__mock/media/upload/…`, byte for byte what arrived) is
 * checked. Then the progress bar on a throttled link, and its cancel. (The whole upload to its
 * end, the bar gone and the image shown, is the first test's.)
 */
import { expect, test, type Page } from '@playwright/test';
import { UPLOAD_MAX_BYTES } from '../app/src/api/contract-limits';
import { complaintMessages, type ComplaintMessageKey } from '../app/src/features/complaint/complaint-messages';
import type { Language } from '../app/src/shared/i18n/language';
import { messagesOf } from '../app/src/shared/i18n/messages';
import { cameraPhoto, decodedAt, hasExif } from './support/camera-photo';
import { complaintUrl } from './support/complaint';
import { leave, recordOf, reporterStarted } from './support/telemetry';
import { toast } from './support/text';

const FORM = '/complainPageNext?problemType=2&problemSonType=0&orderNo=MX202611220001';
const MB = 1024 * 1024;

function texts(language: Language) {
  return (key: ComplaintMessageKey, values?: Record<string, string | number>) => messagesOf(complaintMessages, language)(key, values);
}

// One camera photo for both tests, drawn once: in order, in one worker (no test skips another).
test.describe.configure({ mode: 'default' });
let photo: Awaited<ReturnType<typeof cameraPhoto>>;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  photo = await cameraPhoto(page);
  await page.close();
});

/** What the page's upload answered: the URL the mock server keeps the received image at. */
async function uploadedUrl(page: Page, pick: () => Promise<void>): Promise<string> {
  const answer = page.waitForResponse((r) => r.url().includes('/upload-problem-img'));
  await pick();
  const body = (await (await answer).json()) as { code: number; data: { url: string } };
  expect(body.code).toBe(0);
  return body.data.url;
}

test('a 12-megapixel camera photo with orientation 6 and GPS: what arrives is upright, at most 2048 px, under 1.5 MB, without EXIF', async ({
  page,
  request,
}) => {
  const ct = texts('es');
  await page.goto(complaintUrl(FORM, 'es', `e2e-photo-${Date.now()}`));
  // As a phone takes it: over the contract's limit, with the camera's EXIF.
  expect(photo.buffer.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
  expect(hasExif(photo.buffer)).toBe(true);

  const url = await uploadedUrl(page, () => page.getByLabel(ct('addImage')).setInputFiles(photo));
  await expect(page.getByRole('img', { name: ct('imageAlt', { number: 1 }) })).toBeVisible();
  const received = await (await request.get(url)).body();
  test.info().annotations.push({ type: 'bytes', description: `picked ${photo.buffer.length}, received ${received.length}` });
  expect(received.length).toBeLessThanOrEqual(1.5 * MB);
  expect(received.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(hasExif(received)).toBe(false);
  const decoded = await decodedAt(page, url);
  // Upright: the stored 4032×3024 lying on its side is 1536×2048 standing, and the mark the
  // camera put in the top-left corner of its pixels is now top right.
  expect([decoded.width, decoded.height]).toEqual([1536, 2048]);
  const [red = 0, green = 0, blue = 0] = decoded.topRight;
  expect(red).toBeGreaterThan(200);
  expect(green + blue).toBeLessThan(80);
  expect(decoded.topLeft[0]).toBeLessThan(240);
  expect(page.getByRole('progressbar')).toHaveCount(0);
});

/** Throttles the page's link (Chromium's network emulation): `upload` bytes a second up. */
async function throttle(page: Page, upload: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 1_000_000,
    uploadThroughput: upload,
  });
}

test('on a slow link the upload shows its progress, rising, and can be cancelled: the server keeps nothing', async ({ page, request }) => {
  const ct = texts('en');
  const session = `e2e-photo-progress-${Date.now()}`;
  await page.goto(complaintUrl(FORM, 'en', session));
  await throttle(page, 100 * 1024);
  // Every value the bar takes, as the borrower sees it.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as { barValues?: string[] }).barValues = seen;
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value && seen[seen.length - 1] !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  const picker = page.getByLabel(ct('addImage'));
  await picker.setInputFiles(photo);
  const bar = page.getByRole('progressbar', { name: ct('uploadProgressLabel') });
  await expect(bar).toBeVisible();
  await expect(picker).toBeDisabled();
  // A part of the copy has gone up (of some 6 s at 100 KB/s): the bar and its text say how much.
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(15);
  await expect(page.getByText(/^Uploading image: \d+%$/)).toBeVisible();
  await page.getByRole('button', { name: ct('cancelUpload') }).click();
  await expect(toast(page, ct('uploadCancelled'))).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(picker).toBeEnabled();
  const values = (await page.evaluate(() => (window as { barValues?: string[] }).barValues ?? [])).map(Number);
  test.info().annotations.push({ type: 'progress values', description: values.join(' ') });
  expect(values.filter((value) => value > 0 && value < 100).length).toBeGreaterThanOrEqual(2);
  expect([...values].sort((a, b) => a - b)).toEqual(values);
  // The body never arrived whole: the mock server stored no image for the session.
  const state = (await (await request.get(`/__mock/sessions/${session}`)).json()) as { made: { draftImages: string[] } };
  expect(state.made.draftImages).toEqual([]);
  await expect(page.getByRole('img', { name: ct('imageAlt', { number: 1 }) })).toHaveCount(0);
});

test('a photo this engine cannot decode (HEIC in Chromium) is refused with what to do, and reported by its type and the engine only', async ({
  page,
  request,
}) => {
  const ct = texts('es');
  const session = `e2e-photo-heic-${Date.now()}`;
  await page.goto(complaintUrl(FORM, 'es', session));
  await reporterStarted(page);
  // The start of a HEIC file: its `ftyp` box; Chromium decodes no HEIC.
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'binary'), Buffer.alloc(2048)]);
  await page.getByLabel(ct('addImage')).setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic });
  await expect(toast(page, ct('imageUnreadable'))).toBeVisible();
  await expect(page.getByRole('img', { name: ct('imageAlt', { number: 1 }) })).toHaveCount(0);
  await leave(page);
  const record = await recordOf(request, session, 'loan.photo.undecodable');
  expect(record.attributes['loan.photo.type']).toBe('image/heic');
  expect(record.attributes['loan.photo.step']).toBe('size');
  expect(record.resource['user_agent.name']).toBe('Chrome');
  expect(JSON.stringify(record)).not.toContain('IMG_0001');
});
