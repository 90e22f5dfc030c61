import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../shared/testing/render';
import { AppRoutes } from './app-routes';
import { paths } from '../shared/navigation/paths';
import { preloadRoute, routes } from './routes';

const entry = (path: string) => {
  const found = routes.find((route) => route.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('route preloading', () => {
  it('fetches the chunk of the route matched as <Routes> matches it', async () => {
    const load = vi.spyOn(entry(paths.loanConfirm), 'load').mockResolvedValue({ default: () => null });
    await expect(preloadRoute('/LOAN-CONFIRM/', 'es')).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for an unknown path or a deeper one, and settles at once', async () => {
    const loads = routes.map((route) => vi.spyOn(route, 'load'));
    await expect(preloadRoute('/no-such-page', 'es')).resolves.toBe(true);
    await preloadRoute('/loan-confirm/extra', 'es');
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });

  it('imports a chunk once', () => {
    const { load } = entry(paths.jointLoginFailed);
    expect(load()).toBe(load());
  });

  it('settles false when the chunk fails (the screen asks again when it renders)', async () => {
    const failing = vi.spyOn(entry(paths.complaintList), 'load').mockRejectedValue(new TypeError('offline'));
    await expect(preloadRoute(paths.complaintList, 'es')).resolves.toBe(false);
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded screen in the first pass, without the Suspense fallback', async () => {
    await preloadRoute(paths.aboutUs, 'es');
    const view = render(
      <MemoryRouter initialEntries={[paths.aboutUs]}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(view.container.querySelector('h1')?.textContent).toBe('Sobre nosotros');
    view.unmount();
  });

  it("waits for what the screen prepares (the marketing site's legal text) and reports its failure", async () => {
    const prepare = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(undefined);
    vi.spyOn(entry(paths.loanTerms), 'load').mockResolvedValue({ default: () => null, prepare });
    await expect(preloadRoute(paths.loanTerms, 'en')).resolves.toBe(false);
    await expect(preloadRoute(paths.loanTerms, 'en')).resolves.toBe(true);
    expect(prepare).toHaveBeenCalledWith(paths.loanTerms, 'en');
  });

  it('shares one screen between the paths of one chunk', () => {
    expect(entry(paths.dag).screen).toBe(entry(paths.customerService).screen);
    expect(entry(paths.orderDetail).load).toBe(entry(paths.loanDetail).load);
  });
});
