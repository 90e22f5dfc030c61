/**
 * Test helpers of the complaint screens (imported by tests only): render a screen at a URL in
 * a memory router, with a probe that shows where navigation went. The answers come from the
 * mock server's scenarios (shared/testing/msw/server.ts).
 */
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { render, type Rendered } from '../../shared/testing/render';
import type { Language } from '../../shared/i18n/language';

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `screen` at `url` (its path is the route); other paths render a location probe. */
export function renderAt(url: string, screen: ReactNode, language: Language = 'es'): Rendered {
  const path = url.split('?')[0] ?? url;
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
    language,
  );
}

/** Where the router is now, when it left the screen ('' while on it). */
export function currentLocation(view: Rendered): string {
  return view.container.querySelector('[data-testid="location"]')?.textContent ?? '';
}
