import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../shared/testing/render';
import { AppRoutes } from './app-routes';
import { paths, pathTo } from '../shared/navigation/paths';

async function renderAt(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
  // A lazy chunk's import resolves when the machine gets to it: poll for the heading (up to
  // 5 s on a busy CI machine) instead of a fixed number of ticks.
  const deadline = Date.now() + 5_000;
  while (!view.container.querySelector('h1') && Date.now() < deadline) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
  return view;
}

describe('route table', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  it.each([
    [paths.customerService, 'Servicio al cliente'],
    [paths.aboutUs, 'Sobre nosotros'],
    [paths.jointLoginFailed, 'Fracaso'],
    [paths.privacyPolicy, 'Aviso de privacidad'],
    ['/no-such-page', 'Página no encontrada'],
  ])('%s shows %s', async (path, heading) => {
    const view = await renderAt(path);
    expect(view.container.querySelector('h1')?.textContent).toBe(heading);
    view.unmount();
  });
  it('pathTo adds a query', () => {
    expect(pathTo('aboutUs')).toBe('/about-us');
    expect(pathTo('customerService', { from: 'x y', n: 1 })).toBe('/customer-service?from=x+y&n=1');
  });
});
