/**
 * A camera photo in WebKit (photos.spec.ts and dialogs-back.spec.ts do the same in Chromium):
 * a 4032×3024 JPEG with EXIF orientation 6 and a GPS block, painted by WebKit itself, arrives as
 * an upright 1536×2048 copy without EXIF; then back on the success dialog closes it and stays.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { complaintMessages, type ComplaintMessageKey } from '../../../app/src/features/complaint/complaint-messages';
import type { Language } from '../../../app/src/shared/i18n/language';
import { messagesOf } from '../../../app/src/shared/i18n/messages';
import { CAMERA, decodeInPage, hasExif, paintCameraJpeg, withExif, type Decoded } from '../../support/camera-photo';
import { complaintUrl } from '../../support/complaint';
import type { WebKitPage } from '../support/browser';

const FORM = '/complainPageNext?problemType=2&problemSonType=0&orderNo=MX202611220001';

/** Runs `fn(arg)` in the page and waits for what it resolves to. */
async function inPage<A, R>(page: WebKitPage, fn: (arg: A) => Promise<R>, arg: A): Promise<R> {
  const answer = await page.driver.executeAsyncScript<{ ok?: R; error?: string }>(
    `const done = arguments[arguments.length - 1];
     (${fn.toString()})(arguments[0]).then((ok) => done({ ok }), (e) => done({ error: String(e) }));`,
    arg,
  );
  if (answer.error !== undefined || answer.ok === undefined) throw new Error(`in the page: ${answer.error ?? 'no answer'}`);
  return answer.ok;
}

/** What the flow measured, for the report of the run. */
export interface PhotoFigures {
  picked: number;
  received: number;
  decoded: Decoded;
}

export async function cameraPhotoThenBack(page: WebKitPage, language: Language): Promise<PhotoFigures> {
  const ct = (key: ComplaintMessageKey, values?: Record<string, string | number>) => messagesOf(complaintMessages, language)(key, values);
  await page.goto(complaintUrl(FORM, language, `webkit-photo-${Date.now()}`));
  const photo = withExif(Buffer.from(await inPage(page, paintCameraJpeg, CAMERA), 'base64'));
  const file = join(mkdtempSync(join(tmpdir(), 'webkit-photo-')), 'IMG_20261128_094100.jpg');
  writeFileSync(file, photo);
  await (await page.field(ct('addImage'))).sendKeys(file);
  const image = await page.find('img', ct('imageAlt', { number: 1 }));
  const src = new URL((await image.getAttribute('src')) ?? '', page.baseURL);
  const received = Buffer.from(await (await fetch(src)).arrayBuffer());
  if (hasExif(received)) throw new Error('the image that arrived carries EXIF');
  const decoded = await inPage(page, decodeInPage, src.pathname);

  await page.fill(ct('detailLabel'), 'Me cobraron dos veces');
  await page.click('button', ct('send'));
  await page.find('[role="dialog"]', ct('successTitle'));
  await page.driver.navigate().back();
  await page.gone('[role="dialog"]', ct('successTitle'));
  await page.waitForPath('/complainPageNext');
  return { picked: photo.length, received: received.length, decoded };
}
