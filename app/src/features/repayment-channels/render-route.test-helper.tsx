/** Test helper (imported by tests only): a screen at a route, with probes for where it links. */
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Language } from '../../shared/i18n/language';
import { render, type Rendered } from '../../shared/testing/render';

function Probe() {
  const location = useLocation();
  return <p data-testid="probe">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `Screen` at `path` + `search`; any other path shows a probe with the URL reached. */
export function renderRoute(
  Screen: ComponentType,
  path: string,
  search = '',
  language: Language = 'es',
): Rendered & { reached: () => string | null } {
  const view = render(
    <MemoryRouter initialEntries={[`${path}${search}`]}>
      <Routes>
        <Route path={path} element={<Screen />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
    language,
  );
  return { ...view, reached: () => view.container.querySelector('[data-testid="probe"]')?.textContent ?? null };
}
