import { beforeEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../shared/api/request';
import { resetFeedback } from '../../shared/feedback/feedback-store';
import { fakeFetch } from '../../shared/testing/fake-fetch';
import { buttonByText, click, settle } from '../../shared/testing/render';
import { currentLocation, ok, renderAt } from '../../features/complaint/complaint-test-kit';
import ComplaintListScreen from './complaint-list-screen';

const item = (id: number, type: string, content: string) => ({ id, time: '2026-11-20 14:32:05', type, content });
const list = {
  tabs: [
    { title: 'Todas', items: [item(5002, 'Pagos', 'Pagué en OXXO'), item(5001, 'Cobranza', 'Me llaman')] },
    { title: 'En proceso', items: [item(5002, 'Pagos', 'Pagué en OXXO')] },
    { title: 'Resueltas', items: [] },
  ],
};

async function open(body: unknown, language: 'es' | 'en' = 'es') {
  const fetch = fakeFetch(body as Parameters<typeof fakeFetch>[0]);
  setFetch(fetch.impl);
  const view = renderAt('/complaintList', <ComplaintListScreen />, language);
  await settle();
  return { view, fetch };
}

describe('my complaints', () => {
  beforeEach(() => resetFeedback());

  it('shows the tabs of problem-list and the items of the selected one (time, type, content)', async () => {
    const { view, fetch } = await open(ok(list));
    expect(fetch.requests[0]?.url.pathname).toBe('/throughout/user-problem/problem-list');
    const tabs = [...view.container.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Todas', 'En proceso', 'Resueltas']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const links = [...view.container.querySelectorAll('[role="tabpanel"] a')];
    expect(links).toHaveLength(2);
    expect(links[0]?.textContent).toContain('Pagos');
    expect(links[0]?.textContent).toContain('2026-11-20 14:32:05');
    expect(links[0]?.textContent).toContain('Pagué en OXXO');
    click(buttonByText(view.container, 'En proceso'));
    expect(view.container.querySelectorAll('[role="tabpanel"] a')).toHaveLength(1);
    view.unmount();
  });

  it('an item opens /complainDetails?problemId={id}', async () => {
    const { view } = await open(ok(list));
    const link = view.container.querySelectorAll('[role="tabpanel"] a')[1];
    expect(link?.getAttribute('href')).toBe('/complainDetails?problemId=5001');
    click(link);
    expect(currentLocation(view)).toBe('/complainDetails?problemId=5001');
    view.unmount();
  });

  it('an empty tab says so', async () => {
    const { view } = await open(ok(list), 'en');
    click(buttonByText(view.container, 'Resueltas'));
    expect(view.container.querySelector('[role="tabpanel"]')?.textContent).toContain('There are no complaints in this section.');
    view.unmount();
  });

  it('no tabs at all: the empty state', async () => {
    const { view } = await open(ok({ tabs: [] }));
    expect(view.container.textContent).toContain('Todavía no ha presentado ninguna queja.');
    view.unmount();
  });

  it('a failure shows the error state with retry (docs/decisions.md "Complaints")', async () => {
    const { view } = await open({ body: { code: 2, message: 'Sesión vencida', data: null } });
    expect(view.container.querySelector('[role="alert"]')).not.toBeNull();
    expect(buttonByText(view.container, 'Reintentar')).toBeDefined();
    view.unmount();
  });
});
