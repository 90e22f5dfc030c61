/** A complaint with an image, then listed first in my complaints, as complaint.spec.ts files it. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { complaintMessages, type ComplaintMessageKey } from '../../../app/src/features/complaint/complaint-messages';
import type { Language } from '../../../app/src/shared/i18n/language';
import { commonMessages } from '../../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../../app/src/shared/i18n/messages';
import { complaintUrl, PNGS } from '../../support/complaint';
import { LAUNCH } from '../../support/launch';
import { literal } from '../../support/text';
import { apiData } from '../support/api';
import type { WebKitPage } from '../support/browser';

export async function complaintWithImage(page: WebKitPage, language: Language): Promise<void> {
  const ct = (key: ComplaintMessageKey, values?: Record<string, string | number>) => messagesOf(complaintMessages, language)(key, values);
  const session = `webkit-complaint-${Date.now()}`;
  const words = `Pagué en OXXO el ${new Date().toISOString()} y mi pago no aparece.`;
  const init = await apiData(page.baseURL, '/throughout/user-problem/problem-init', {
    ...LAUNCH,
    sessionId: session,
    orderId: '10482',
    language: '2',
  });
  const payments = (init.problemType as { title: string; value: number }[])[1];
  if (!payments) throw new Error('problem-init answers fewer than two problem types');
  // The picker hands the page a file from disk, as a phone's would.
  const png = PNGS[0];
  if (!png) throw new Error('no PNG fixture');
  const file = join(mkdtempSync(join(tmpdir(), 'webkit-complaint-')), png.name);
  writeFileSync(file, png.buffer);

  await page.goto(complaintUrl('/complaint', language, session));
  await page.find('h1', ct('entryTitle'));
  await page.click('button', payments.title);
  await page.waitForPath('/complainPageNext');
  await page.fill(ct('detailLabel'), words);
  await (await page.field(ct('addImage'))).sendKeys(file);
  await page.find('img', ct('imageAlt', { number: 1 }));
  await page.find('*', literal(messagesOf(commonMessages, language)('complaint.uploadSuccess')));
  await page.click('button', ct('send'));
  await page.find('[role="dialog"], dialog', ct('successTitle'));
  // After 1.5 s, back to the entry; then my complaints lists it first.
  await page.waitForPath('/complaint');
  await page.click('a', ct('myComplaints'));
  await page.waitForPath('/complaintList');
  await page.waitFor('the new complaint first in the list', async () => {
    const first = (await page.all('[role="tabpanel"] a'))[0];
    const text = first ? await page.text(first) : '';
    return text.includes(words) && text.includes(payments.title);
  });
}
