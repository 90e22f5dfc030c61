import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../shared/api/request';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { clearLaunchParams } from '../../shared/launch/launch-params';
import { fakeFetch } from '../../shared/testing/fake-fetch';
import { render, settle } from '../../shared/testing/render';
import LoanAgreementScreen from './loan-agreement-screen';

const contract = {
  userName: 'María López',
  productName: 'Crédito Ágil',
  amount: 300000,
  bankNo: '**** 4821',
  daiDate: '2026-11-22',
  planDate: '2026-12-07',
  contractAmount: 345000,
  commission: 30000,
  Interest: 2925,
  IVA: 5268,
  giveAmount: 270000,
  userAddress: 'Av. Insurgentes Sur 1235',
  contractDate: '2026-11-21',
  company: 'Financiera Ágil',
};

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
    const fetch = fakeFetch({ body: { code: 0, success: true, message: 'ok', data: contract } });
    setFetch(fetch.impl);
    const view = at('/loan-agreement?orderNo=MX1', 'en');
    await settle();
    expect(fetch.requests[0]?.url.pathname).toBe('/throughout/v3/loan-details/contract-detail');
    expect(fetch.requests[0]?.url.searchParams.get('orderNo')).toBe('MX1');
    const rows = [...view.container.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toHaveLength(14);
    expect(rows).toContainEqual(['Loan amount', '₹3.000,00']);
    expect(rows).toContainEqual(['VAT (value added tax)', '₹52,68']);
    expect(rows).toContainEqual(['Lender payment date', '2026-11-22']);
    expect(rows).toContainEqual(['Company', 'Financiera Ágil']);
    view.unmount();
  });
  it('shows the message of success false, without a toast', async () => {
    setFetch(fakeFetch({ body: { code: 1, success: false, message: 'No se pudo cargar el contrato.', data: null } }).impl);
    const view = at('/loan-agreement?orderNo=MX1');
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('No se pudo cargar el contrato.');
    expect(getFeedbackState().toasts).toHaveLength(0);
    view.unmount();
  });
  it('says the orderNo is missing without calling the server', async () => {
    const fetch = fakeFetch({ body: {} });
    setFetch(fetch.impl);
    const view = at('/loan-agreement');
    await settle();
    expect(fetch.requests).toHaveLength(0);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('orderNo');
    view.unmount();
  });
});
