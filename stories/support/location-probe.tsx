import type { Decorator } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';

function Probe() {
  const location = useLocation();
  return <output aria-label="router location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the story at `path` and, once the screen navigates elsewhere, a probe with the new
 * location, so a play function can check where a screen went.
 */
export function withLocationProbe(path: string): Decorator {
  return (Story) => (
    <Routes>
      <Route path={path} element={<Story />} />
      <Route path="*" element={<Probe />} />
    </Routes>
  );
}
