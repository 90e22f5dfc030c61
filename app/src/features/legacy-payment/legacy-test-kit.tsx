/**
 * Test helpers of the legacy flow (imported by tests only): the screen under a router that
 * records where it navigates, and what the mock server's scenarios answer (snapshots/).
 */
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { snapshotJson } from '../../shared/testing/msw/server';
import type { FlowCard } from './flow-store';

/** The bank cards of the default scenario's card list (repayment-way). */
export function defaultCards(): FlowCard[] {
  return (snapshotJson('default', 'repayment-way') as { data: { bankCards: FlowCard[] } }).data.bankCards;
}

/** The code and message `scenario` answers for `endpoint`. */
export function envelopeOf(scenario: string, endpoint: string): { code: string; message: string } {
  return snapshotJson(scenario, endpoint) as { code: string; message: string };
}

/** Shows the current path and query, so a test can read where the screen navigated. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** `screen` at `entry` (path + query) inside a router; every other path shows only `Where`. */
export function inRouter(screen: ReactNode, path: string, entry: string): ReactNode {
  return (
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>
  );
}

/** Where the router is now. */
export function where(root: ParentNode): string {
  return root.querySelector('[data-testid="where"]')?.textContent ?? '';
}
