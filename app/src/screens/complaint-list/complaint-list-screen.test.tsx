import { beforeEach, describe, expect, it } from 'vitest';
import { resetFeedback } from '../../shared/feedback/feedback-store';
import { answerWith, recordRequests } from '../../shared/testing/msw/server';
import { buttonByText, click, settle } from '../../shared/testing/render';
import { currentLocation, renderAt } from '../../features/complaint/complaint-test-kit';
import ComplaintListScreen from './complaint-list-screen';

/** The screen in `scenario` (the default one: three tabs, two complaints under 'Todas'). */
async function open(scenario = 'default', language: 'es' | 'en' = 'es') {
  answerWith(scenario);
  const sent = recordRequests();
  const view = renderAt('/complaintList', <ComplaintListScreen />, language);
  await settle();
  return { view, sent };
}

describe('my complaints', () => {
  beforeEach(() => resetFeedback());

  it('shows the tabs of problem-list and the items of the selected one (time, type, content)', async () => {
    const { view, sent } = await open();
    expect(sent[0]?.url.pathname).toBe('/throughout/user-problem/problem-list');
    const tabs = [...view.container.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Todas', 'En proceso', 'Resueltas']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const links = [...view.container.querySelectorAll('[role="tabpanel"] a')];
    expect(links).toHaveLength(2);
    expect(links[0]?.textContent).toContain('Pagos');
    expect(links[0]?.textContent).toContain('2026-11-21 09:15:40');
    expect(links[0]?.textContent).toContain('Pagué en OXXO');
    click(buttonByText(view.container, 'En proceso'));
    expect(view.container.querySelectorAll('[role="tabpanel"] a')).toHaveLength(1);
    view.unmount();
  });

  it('an item opens /complainDetails?problemId={id}', async () => {
    const { view } = await open();
    const link = view.container.querySelectorAll('[role="tabpanel"] a')[1];
    expect(link?.getAttribute('href')).toBe('/complainDetails?problemId=5001');
    click(link);
    expect(currentLocation(view)).toBe('/complainDetails?problemId=5001');
    view.unmount();
  });

  it('an empty tab says so', async () => {
    const { view } = await open('complaint-list-empty', 'en');
    click(buttonByText(view.container, 'Resueltas'));
    expect(view.container.querySelector('[role="tabpanel"]')?.textContent).toContain('There are no complaints in this section.');
    view.unmount();
  });

  it('no tabs at all: the empty state', async () => {
    const { view } = await open('complaint-list-no-tabs');
    expect(view.container.textContent).toContain('Todavía no ha presentado ninguna queja.');
    view.unmount();
  });

  it('a failure shows the error state with retry (docs/decisions.md "Complaints")', async () => {
    const { view } = await open('complaint-list-fail');
    expect(view.container.querySelector('[role="alert"]')).not.toBeNull();
    expect(buttonByText(view.container, 'Reintentar')).toBeDefined();
    view.unmount();
  });
});
