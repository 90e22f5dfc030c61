import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { clearLaunchParams } from '../../shared/launch/launch-params';
import { answerWith, recordRequests, snapshotJson } from '../../shared/testing/msw/server';
import { render, settle } from '../../shared/testing/render';
import LoanAgreementScreen from './loan-agreement-screen';

const at = (path: string, language: 'es' | 'en' = 'es') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LoanAgreementScreen />
    </MemoryRouter>,
    language,
  );

describe('loan agreement screen', () => {
  beforeEach(() => {
    clearLaunchParams();
    resetFeedback();
  });
  it('asks contract-detail with the orderNo and shows the fourteen fields labelled', async () => {
    const sent = recordRequests();
    const view = at('/loan-agreement?orderNo=MX1', 'en');
    await settle();
    expect(sent[0]?.url.pathname).toBe('/throughout/v3/loan-details/contract-detail');
    expect(sent[0]?.url.searchParams.get('orderNo')).toBe('MX1');
    const rows = [...view.container.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toHaveLength(14);
    expect(rows).toContainEqual(['Loan amount', '₹3.000,00']);
    expect(rows).toContainEqual(['VAT (value added tax)', '₹52,68']);
    expect(rows).toContainEqual(['Lender payment date', '2026-11-22']);
    expect(rows).toContainEqual(['Company', 'Financiera Ágil S.A. de C.V., SOFOM, E.N.R.']);
    view.unmount();
  });
  it('shows the message of success false, without a toast', async () => {
    answerWith('agreement-fail');
    const { message } = snapshotJson('agreement-fail', 'contract-detail') as { message: string };
    const view = at('/loan-agreement?orderNo=MX1');
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(message);
    expect(getFeedbackState().toasts).toHaveLength(0);
    view.unmount();
  });
  it('says the orderNo is missing without calling the server', async () => {
    const sent = recordRequests();
    const view = at('/loan-agreement');
    await settle();
    expect(sent).toHaveLength(0);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('orderNo');
    view.unmount();
  });
});
