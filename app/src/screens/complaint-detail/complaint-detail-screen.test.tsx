import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { answerWith, goOffline, recordRequests, sentTo } from '../../shared/testing/msw/server';
import { buttonByText, click } from '../../shared/testing/render';
import { complaintMessages } from '../../features/complaint/complaint-messages';
import { renderAt } from '../../features/complaint/complaint-test-kit';
import ComplaintDetailScreen from './complaint-detail-screen';

const toasts = () => getFeedbackState().toasts.map((toast) => toast.message);

/** Complaint 5001 in `scenario`, its first answer settled (fake clock); its requests recorded. */
async function open(scenario: string) {
  answerWith(scenario);
  const sent = recordRequests();
  const view = renderAt('/complainDetails?problemId=5001', <ComplaintDetailScreen />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return { view, sent };
}

describe('complaint detail', () => {
  beforeEach(() => {
    resetFeedback();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows type, sub-type, the read-only content with its counter and the images; no result block when empty', async () => {
    // Two images and a javascript: URL; no processing result.
    const { view, sent } = await open('complaint-detail-unsafe-image');
    expect(sent[0]?.url.searchParams.get('problemId')).toBe('5001');
    expect([...view.container.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Cobranza', 'Llamadas excesivas']);
    const textarea = view.container.querySelector('textarea');
    expect(textarea?.readOnly).toBe(true);
    expect(textarea?.value).toBe('Me llaman varias veces al día antes de la fecha de vencimiento.');
    expect(view.container.textContent).toContain('63/200');
    // Only http(s) URLs are shown.
    expect(view.container.querySelectorAll('img')).toHaveLength(2);
    expect(view.container.textContent).not.toContain('Resultado del proceso');
    view.unmount();
  });

  it('tapping an image shows it larger in a modal', async () => {
    const { view } = await open('complaint-detail-unsafe-image');
    click(view.container.querySelector('button[aria-label="Ver la imagen 2 ampliada"]'));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('img')?.getAttribute('src')).toMatch(/qr\/MX202611220001\.png$/);
    click(dialog?.querySelector('button[aria-label="Cerrar"]'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    view.unmount();
  });

  it("shows the processing result with the agent's text and images", async () => {
    const { view } = await open('complaint-detail-processed');
    expect(view.container.textContent).toContain('Resultado del proceso');
    expect(view.container.textContent).toContain('Hemos contactado al área de cobranza');
    expect(view.container.querySelector('img[alt="Imagen del resultado 1"]')).not.toBeNull();
    view.unmount();
  });

  it('the result block shows for images alone too', async () => {
    const { view } = await open('complaint-detail-result-images');
    expect(view.container.textContent).toContain('Resultado del proceso');
    view.unmount();
  });

  it('no score modal when isNeedScore is 0', async () => {
    const { view } = await open('default');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    view.unmount();
  });

  it('opens the score modal 3 s after load; no star says so; a score is sent', async () => {
    const { view, sent } = await open('complaint-detail-score');
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
    expect(sent).toHaveLength(1);
    click(dialog?.querySelector('[aria-label="4 de 5 estrellas"]'));
    click(buttonByText(dialog ?? document, 'Enviar calificación'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sent[1]?.url.pathname).toBe('/throughout/v3/loan-details/google-score');
    expect(await sent[1]?.request.text()).toBe('score=4');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    view.unmount();
  });

  it('a lost score answer says so; the retry sends the same Idempotency-Key and thanks', async () => {
    const { view, sent } = await open('complaint-detail-score');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    const dialog = document.querySelector('[role="dialog"]');
    click(dialog?.querySelector('[aria-label="2 de 5 estrellas"]'));
    goOffline('google-score');
    click(buttonByText(dialog ?? document, 'Enviar calificación'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toasts()).toEqual([complaintMessages.es.scoreLost]);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    answerWith('complaint-detail-score');
    click(buttonByText(dialog ?? document, 'Enviar calificación'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const scores = sentTo(sent, '/throughout/v3/loan-details/google-score');
    expect(scores).toHaveLength(2);
    const key = scores[0]?.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(scores[1]?.headers.get('Idempotency-Key')).toBe(key);
    expect(toasts()).toContain(complaintMessages.es.scoreThanks);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    view.unmount();
  });

  it('a failure shows the error state with retry', async () => {
    const { view } = await open('complaint-detail-fail');
    expect(view.container.querySelector('[role="alert"]')).not.toBeNull();
    view.unmount();
  });
});
