import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { clearLaunchParams } from '../../shared/launch/launch-params';
import { answerWith, formOf, goOffline, multipartOf, recordRequests, sentTo, snapshotJson } from '../../shared/testing/msw/server';
import { buttonByText, click, settle, type Rendered } from '../../shared/testing/render';
import type { Prepared } from '../../shared/device/photo-copy';
import { COMPLAINT_ORDER_STORAGE_KEY } from '../../features/complaint/complaint-storage';
import { currentLocation, renderAt } from '../../features/complaint/complaint-test-kit';
import ComplaintFormScreen from './complaint-form-screen';
import { useComplaintForm } from './use-complaint-form';

/**
 * The copy the page makes of a picked photo (shared/device/photo-copy.ts, tested on its own and
 * in the browser by e2e/photos.spec.ts): here a JPEG named after the file, or what a test says.
 */
const photos = vi.hoisted(() => ({ next: null as null | ((file: File) => Promise<Prepared>), picked: [] as File[] }));
vi.mock('../../shared/device/photo-copy', () => ({
  preparePhoto: (file: File): Promise<Prepared> => {
    photos.picked.push(file);
    const copy = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' });
    return photos.next?.(file) ?? Promise.resolve({ kind: 'copy', file: copy, size: { width: 8, height: 8 } });
  },
}));

/** The default scenario's launch order (isShow 1; 0 in complaint-collection-blocked). */
const ORDER = 'MX202611220001';
const FORM = `/complainPageNext?problemType=1&problemSonType=11&orderNo=${ORDER}`;
/** What the default scenario's upload answers for every image. */
const UPLOADED = '/__mock/media/upload/example.png';
const toasts = () => getFeedbackState().toasts.map((toast) => toast.message);
const messageOf = (scenario: string, endpoint: string) => (snapshotJson(scenario, endpoint) as { message: string }).message;

function png(name = 'a.png', size?: number): File {
  const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function textarea(view: Rendered): HTMLTextAreaElement {
  const element = view.container.querySelector('textarea');
  if (!element) throw new Error('no textarea');
  return element;
}

/** Types into the textarea as React sees it (the native setter, then an input event). */
function type(view: Rendered, value: string): void {
  const element = textarea(view);
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function choose(view: Rendered, file: File): Promise<void> {
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

/** The form at `url` in `scenario`; its requests are recorded. */
async function open(url = FORM, scenario = 'default', language: 'es' | 'en' = 'es') {
  answerWith(scenario);
  const sent = recordRequests();
  const view = renderAt(url, <ComplaintFormScreen />, language);
  await settle();
  return { view, sent };
}

describe('complaint form', () => {
  beforeEach(() => {
    resetFeedback();
    clearLaunchParams();
    localStorage.clear();
    photos.next = null;
    photos.picked = [];
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the text and the images through a reload of the page; a sent complaint clears them', async () => {
    const first = await open();
    type(first.view, 'Me llaman a diario');
    await choose(first.view, png());
    first.view.unmount();
    const again = await open();
    expect(textarea(again.view).value).toBe('Me llaman a diario');
    expect(again.view.container.querySelectorAll('img')).toHaveLength(1);
    again.view.unmount();
    const other = await open(`/complainPageNext?problemType=2&problemSonType=0&orderNo=${ORDER}`);
    expect(textarea(other.view).value).toBe('');
    other.view.unmount();
    const last = await open();
    expect(textarea(last.view).value).toBe('Me llaman a diario');
    click(buttonByText(last.view.container, 'Enviar'));
    await settle();
    expect(last.view.container.querySelector('[role="dialog"]')?.textContent).toContain('Queja enviada');
    last.view.unmount();
    const after = await open();
    expect(textarea(after.view).value).toBe('');
    after.view.unmount();
  });

  it('a lost answer to the save says so; the retry resends with the same Idempotency-Key', async () => {
    const { view, sent } = await open();
    type(view, 'Me llaman a diario');
    goOffline('problem-save');
    click(buttonByText(view.container, 'Enviar'));
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('La respuesta no llegó');
    expect(toasts()).toEqual([]);
    answerWith('default');
    click(buttonByText(view.container, 'Intentar de nuevo'));
    await settle();
    const saves = sentTo(sent, '/throughout/user-problem/problem-save');
    expect(saves).toHaveLength(2);
    expect(saves[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(saves[1]?.headers.get('Idempotency-Key')).toBe(saves[0]?.headers.get('Idempotency-Key'));
    expect(view.container.querySelector('[role="dialog"]')?.textContent).toContain('Queja enviada');
    view.unmount();
  });

  it('shows the chosen type and sub-type from problem-init', async () => {
    const { view, sent } = await open();
    expect(sent[0]?.url.pathname).toBe('/throughout/user-problem/problem-init');
    expect(sent[0]?.url.searchParams.has('orderId')).toBe(false);
    expect([...view.container.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Cobranza', 'Llamadas excesivas']);
    expect(view.container.textContent).toContain('0/200');
    view.unmount();
  });

  it('cuts typing or pasting past 200 characters', async () => {
    const { view } = await open();
    type(view, 'x'.repeat(250));
    expect(textarea(view).value).toHaveLength(200);
    expect(view.container.textContent).toContain('200/200');
    view.unmount();
  });

  it('sending an empty text says so and sends nothing', async () => {
    const { view, sent } = await open();
    type(view, '   ');
    click(buttonByText(view.container, 'Enviar'));
    await settle();
    expect(toasts()).toEqual(['Por favor, rellene sus comentarios y sugerencias']);
    expect(sent).toHaveLength(1);
    view.unmount();
  });

  it('uploads the copy of the picked image, shows its preview and the success message; remove takes it away', async () => {
    const { view, sent } = await open();
    await choose(view, png());
    expect(photos.picked.map((file) => file.name)).toEqual(['a.png']);
    const upload = sent[1];
    expect(upload?.url.pathname).toBe('/throughout/user-problem/upload-problem-img');
    const part = (await multipartOf(upload)).get('problemImage');
    expect(part).toBeInstanceOf(File);
    expect([(part as File).name, (part as File).type, (part as File).size]).toEqual(['a.jpg', 'image/jpeg', 4]);
    expect(upload?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(toasts()).toEqual(['¡La carga se realizó correctamente!']);
    const image = view.container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('Imagen 1');
    expect(image?.getAttribute('src')).toMatch(/\/__mock\/media\/upload\/example\.png$/);
    click(view.container.querySelector('button[aria-label="Quitar la imagen 1"]'));
    expect(view.container.querySelector('img')).toBeNull();
    view.unmount();
  });

  it("a refused upload shows the server's message and adds nothing", async () => {
    const { view } = await open(FORM, 'complaint-upload-fail');
    await choose(view, png());
    expect(toasts()).toEqual([messageOf('complaint-upload-fail', 'upload-problem-img')]);
    expect(view.container.querySelector('img')).toBeNull();
    view.unmount();
  });

  it('a photo the phone cannot read, and that the contract would not take, says what to do; nothing is uploaded', async () => {
    photos.next = () => Promise.resolve({ kind: 'unreadable' });
    const { view, sent } = await open();
    await choose(view, new File([new Uint8Array(8)], 'IMG_0001.HEIC', { type: 'image/heic' }));
    expect(sent).toHaveLength(1);
    expect(toasts()).toEqual([
      'Este teléfono no puede leer esta imagen. Elija una foto JPEG o PNG, o tome una captura de pantalla de ella.',
    ]);
    photos.next = () => Promise.resolve({ kind: 'too-large' });
    await choose(view, png('grain.png'));
    expect(sent).toHaveLength(1);
    expect(toasts()).toContain('La imagen supera 5 MB; elija una más pequeña.');
    view.unmount();
  });

  it('shows the copy being made as a progress bar without a value; cancel stops it and uploads nothing', async () => {
    let finish: (prepared: Prepared) => void = () => undefined;
    photos.next = (file) =>
      new Promise((resolve) => {
        finish = resolve;
        void file;
      });
    const { view, sent } = await open(FORM, 'default', 'en');
    await choose(view, png());
    const bar = view.container.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-label')).toBe('Image upload');
    expect(bar?.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar?.getAttribute('aria-valuetext')).toBe('Preparing the image…');
    expect(view.container.querySelector<HTMLInputElement>('input[type="file"]')?.disabled).toBe(true);
    click(buttonByText(view.container, 'Cancel the upload'));
    // At once, before the copy is done: the bar goes, the picker is free.
    expect(toasts()).toEqual(['Upload cancelled.']);
    expect(view.container.querySelector('[role="progressbar"]')).toBeNull();
    expect(view.container.querySelector<HTMLInputElement>('input[type="file"]')?.disabled).toBe(false);
    finish({ kind: 'original', file: png() });
    await settle();
    expect(sent).toHaveLength(1);
    expect(toasts()).toEqual(['Upload cancelled.']);
    expect(view.container.querySelectorAll('img')).toHaveLength(0);
    view.unmount();
  });

  it('a file the phone could not decode that fits the contract is sent as it is', async () => {
    photos.next = (file) => Promise.resolve({ kind: 'original', file });
    const { view, sent } = await open();
    await choose(view, png('as-is.png'));
    const part = (await multipartOf(sent[1])).get('problemImage') as File;
    expect([part.name, part.type]).toEqual(['as-is.png', 'image/png']);
    expect(view.container.querySelectorAll('img')).toHaveLength(1);
    view.unmount();
  });

  it('takes at most 9 images: the picker disappears at 9 and comes back after a removal', async () => {
    const { view } = await open();
    for (let i = 0; i < 9; i += 1) await choose(view, png(`${i}.png`));
    expect(view.container.querySelectorAll('img')).toHaveLength(9);
    expect(view.container.querySelector('input[type="file"]')).toBeNull();
    expect(view.container.textContent).toContain('Imágenes (9/9)');
    click(view.container.querySelector('button[aria-label="Quitar la imagen 4"]'));
    expect(view.container.querySelectorAll('img')).toHaveLength(8);
    expect(view.container.querySelector('input[type="file"]')).not.toBeNull();
    view.unmount();
  });

  it('saves once on a double tap, shows the success modal, clears the order and returns after 1.5 s', async () => {
    localStorage.setItem(COMPLAINT_ORDER_STORAGE_KEY, ORDER);
    const { view, sent } = await open();
    await choose(view, png('1.png'));
    await choose(view, png('2.png'));
    type(view, 'Me llaman a diario');
    vi.useFakeTimers();
    const send = buttonByText(view.container, 'Enviar');
    click(send);
    click(send);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const saves = sentTo(sent, '/throughout/user-problem/problem-save');
    expect(saves).toHaveLength(1);
    expect(await formOf(saves[0])).toEqual({
      problemType: '1',
      problemSonType: '11',
      problemDetail: 'Me llaman a diario',
      problemImage: `${UPLOADED},${UPLOADED}`,
      orderNo: ORDER,
    });
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Queja enviada');
    expect(localStorage.getItem(COMPLAINT_ORDER_STORAGE_KEY)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_499);
    });
    expect(currentLocation(view)).toBe('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(currentLocation(view)).toBe('/complaint');
    view.unmount();
  });

  it('a second tap after the answer but before the screen re-rendered does not file it again', async () => {
    // What a double tap on a busy phone does: the first save is answered and the second tap
    // still runs the handler of the screen as it was before the success modal.
    let form: ReturnType<typeof useComplaintForm> | undefined;
    function Harness() {
      form = useComplaintForm();
      return null;
    }
    answerWith('default');
    const sent = recordRequests();
    const view = renderAt(FORM, <Harness />);
    await settle();
    act(() => form?.setText('Me llaman a diario'));
    const stale = form?.send;
    await act(async () => {
      await stale?.();
      await stale?.();
    });
    expect(sentTo(sent, '/throughout/user-problem/problem-save')).toHaveLength(1);
    expect(form?.saved).toBe(true);
    view.unmount();
  });

  it('sends problemImage empty without images', async () => {
    const { view, sent } = await open(`/complainPageNext?problemType=2&problemSonType=0&orderNo=${ORDER}`);
    type(view, 'Pago no aplicado');
    click(buttonByText(view.container, 'Enviar'));
    await settle();
    const body = await formOf(sent[1]);
    expect(body.problemImage).toBe('');
    expect(body.problemType).toBe('2');
    view.unmount();
  });

  it('a failed save keeps the text and the images on screen', async () => {
    const { view } = await open();
    await choose(view, png());
    type(view, 'Texto');
    answerWith('complaint-save-fail');
    click(buttonByText(view.container, 'Enviar'));
    await settle();
    expect(toasts()).toContain(messageOf('complaint-save-fail', 'problem-save'));
    answerWith('server-error');
    click(buttonByText(view.container, 'Enviar'));
    await settle();
    expect(toasts()).toContain('No se pudo enviar la queja; su texto y sus imágenes siguen aquí.');
    expect(textarea(view).value).toBe('Texto');
    expect(view.container.querySelectorAll('img')).toHaveLength(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    view.unmount();
  });

  it('refuses a collection complaint on an order whose isShow is not 1', async () => {
    const { view, sent } = await open(FORM, 'complaint-collection-blocked', 'en');
    type(view, 'Text');
    click(buttonByText(view.container, 'Send'));
    await settle();
    expect(toasts()).toEqual(['The selected order does not support sending collection types']);
    expect(sent).toHaveLength(1);
    view.unmount();
  });

  it('without a chosen type and order it points back to the entry', async () => {
    const { view } = await open('/complainPageNext', 'default', 'en');
    expect(view.container.textContent).toContain('Choose an order and a question type first.');
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('/complaint');
    view.unmount();
  });
});
