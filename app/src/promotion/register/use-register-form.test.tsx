import { describe, expect, it, vi } from 'vitest';
import { settle, waitFor } from '../../shared/testing/render';
import { es } from '../i18n/messages-es';
import type * as Keeping from '../api/keeping';
import { mount, setUpPromotionTests, type } from '../promotion-test-kit';

/**
 * The chunk with the kept number (api/keeping.ts) arrives only when a test lets it. Its writes
 * are recorded, not made: what an earlier visit kept stays there whatever order the chunk's
 * callbacks run in.
 */
const chunk = vi.hoisted(() => {
  let open = () => {};
  const arrived = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, arrived, keep: vi.fn() };
});
vi.mock('../api/keeping', async (importOriginal) => {
  await chunk.arrived;
  return { ...(await importOriginal<typeof Keeping>()), keep: chunk.keep };
});

/** A number a borrower typed on an earlier visit, kept by the chunk itself (not the held-back mock). */
async function keptFromEarlierVisit(phone: string) {
  (await vi.importActual<typeof Keeping>('../api/keeping')).keep(phone);
}

describe('the kept mobile number', () => {
  setUpPromotionTests();

  // First: the chunk is still on its way when this test starts.
  it('is not put back into a field the borrower typed in and emptied before the chunk arrived', async () => {
    await keptFromEarlierVisit('13900139000');
    const app = mount();
    await settle();
    type(app.input(es.mobileLabel), '138');
    type(app.input(es.mobileLabel), '');
    chunk.open();
    // The chunk is in once both keystrokes have been handed to it; the kept number was read by then.
    await waitFor(() => expect(chunk.keep.mock.calls).toEqual([['138'], ['']]));
    await settle();
    expect(app.input(es.mobileLabel)?.value).toBe('');
  });

  it('is put back into the field the borrower has not touched', async () => {
    await keptFromEarlierVisit('13900139000');
    const app = mount();
    await waitFor(() => expect(app.input(es.mobileLabel)?.value).toBe('13900139000'));
  });
});
