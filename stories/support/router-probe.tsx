import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import type { ReactNode } from 'react';

/**
 * Where the story's router is: the path and query, and how it got there (PUSH / REPLACE /
 * POP). A play function reads it to check a screen's navigation without the target screen.
 */
function RouterProbe() {
  const location = useLocation();
  const how = useNavigationType();
  return (
    <main style={{ padding: 16 }}>
      <h1>Router</h1>
      <output aria-label="router location">{`${location.pathname}${location.search}`}</output>
      <p>
        <output aria-label="router navigation">{how}</output>
      </p>
    </main>
  );
}

/** Renders `screen` at `path` (and `also`), and the probe at any other path. */
export function WithRouterProbe({ path, also = [], screen }: { path: string; also?: string[]; screen: ReactNode }) {
  return (
    <Routes>
      {[path, ...also].map((at) => (
        <Route key={at} path={at} element={screen} />
      ))}
      <Route path="*" element={<RouterProbe />} />
    </Routes>
  );
}

/** The router's location as a URL (path + query) and how it got there, read from the probe. */
export function probeLocation(root: HTMLElement): { url: URL; how: string } | null {
  const where = root.querySelector('output[aria-label="router location"]')?.textContent;
  if (!where) return null;
  const how = root.querySelector('output[aria-label="router navigation"]')?.textContent ?? '';
  return { url: new URL(where, 'http://router.local'), how };
}
