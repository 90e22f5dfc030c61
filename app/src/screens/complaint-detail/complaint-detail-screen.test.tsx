import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../shared/api/request';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { fakeFetch } from '../../shared/testing/fake-fetch';
import { buttonByText, click } from '../../shared/testing/render';
import { ok, renderAt } from '../../features/complaint/complaint-test-kit';
import ComplaintDetailScreen from './complaint-detail-screen';

const detail = {
  type: 'Cobranza',
  sonType: 'Llamadas excesivas',
  problemId: 5001,
  content: 'Me llaman varias veces al día.',
  images: ['/__mock/media/upload/1.png', '/__mock/media/upload/2.png', 'javascript:alert(1)'],
  disposeDetail: '',
  disposeImages: [] as string[],
  isNeedScore: 0,
};
const toasts = () => getFeedbackState().toasts.map((toast) => toast.message);

async function open(data: typeof detail, ...more: Parameters<typeof fakeFetch>) {
  const fetch = fakeFetch(ok(data), ...more);
  setFetch(fetch.impl);
  const view = renderAt('/complainDetails?problemId=5001', <ComplaintDetailScreen />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return { view, fetch };
}

describe('complaint detail', () => {
  beforeEach(() => {
    resetFeedback();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows type, sub-type, the read-only content with its counter and the images; no result block when empty', async () => {
    const { view, fetch } = await open(detail);
    expect(fetch.requests[0]?.url.searchParams.get('problemId')).toBe('5001');
    expect([...view.container.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Cobranza', 'Llamadas excesivas']);
    const textarea = view.container.querySelector('textarea');
    expect(textarea?.readOnly).toBe(true);
    expect(textarea?.value).toBe('Me llaman varias veces al día.');
    expect(view.container.textContent).toContain('30/200');
    // Only http(s) URLs are shown.
    expect(view.container.querySelectorAll('img')).toHaveLength(2);
    expect(view.container.textContent).not.toContain('Resultado del proceso');
    view.unmount();
  });

  it('tapping an image shows it larger in a modal', async () => {
    const { view } = await open(detail);
    click(view.container.querySelector('button[aria-label="Ver la imagen 2 ampliada"]'));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('img')?.getAttribute('src')).toMatch(/upload\/2\.png$/);
    click(dialog?.querySelector('button[aria-label="Cerrar"]'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    view.unmount();
  });

  it("shows the processing result with the agent's text and images", async () => {
    const { view } = await open({ ...detail, disposeDetail: 'Ajustamos las llamadas.', disposeImages: ['/r.png'] });
    expect(view.container.textContent).toContain('Resultado del proceso');
    expect(view.container.textContent).toContain('Ajustamos las llamadas.');
    expect(view.container.querySelector('img[alt="Imagen del resultado 1"]')).not.toBeNull();
    view.unmount();
  });

  it('the result block shows for images alone too', async () => {
    const { view } = await open({ ...detail, disposeImages: ['/r.png'] });
    expect(view.container.textContent).toContain('Resultado del proceso');
    view.unmount();
  });

  it('no score modal when isNeedScore is 0', async () => {
    const { view } = await open(detail);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    view.unmount();
  });

  it('opens the score modal 3 s after load; no star says so; a score is sent', async () => {
    const { view, fetch } = await open({ ...detail, isNeedScore: 1 }, { body: { code: 0, success: true, message: 'ok', data: null } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_999);
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Califique la atención');
    click(buttonByText(dialog ?? document, 'Enviar calificación'));
    expect(toasts()).toEqual(['Seleccione una calificación']);
    expect(fetch.requests).toHaveLength(1);
    click(dialog?.querySelector('[aria-label="4 de 5 estrellas"]'));
    click(buttonByText(dialog ?? document, 'Enviar calificación'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetch.requests[1]?.url.pathname).toBe('/throughout/v3/loan-details/google-score');
    expect(String(fetch.requests[1]?.body)).toBe('score=4');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    view.unmount();
  });

  it('a failure shows the error state with retry', async () => {
    setFetch(fakeFetch({ body: { code: 1, message: 'problemId: no existe', data: null } }).impl);
    const view = renderAt('/complainDetails?problemId=5001', <ComplaintDetailScreen />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(view.container.querySelector('[role="alert"]')).not.toBeNull();
    view.unmount();
  });
});
