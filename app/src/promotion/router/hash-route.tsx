import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { hashPath } from '../campaign';
import type { HashLocation } from './hash-location';

export interface HashRoute {
  /** `/`, `/downloadTemplate`, `/agreementTemplate` … */
  path: string;
  /** Goes to `path` + `query` (e.g. `/downloadTemplate`, `?id=12`). */
  navigate: (path: string, query?: string) => void;
  /** Goes back in the page's own history, else to `fallbackPath`. */
  back: (fallbackPath: string, query?: string) => void;
}

const LocationContext = createContext<HashLocation | null>(null);

export function HashRouter({ location, children }: { location: HashLocation; children: ReactNode }) {
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

/** The current hash route, re-rendering on every change. */
export function useHashRoute(): HashRoute {
  const location = useContext(LocationContext);
  if (!location) throw new Error('no HashRouter');
  const hash = useSyncExternalStore(location.subscribe, location.hash, location.hash);
  const navigate = useCallback((path: string, query = '') => location.push(`#${path}${query}`), [location]);
  const back = useCallback(
    (fallbackPath: string, query = '') => {
      if (!location.back()) location.push(`#${fallbackPath}${query}`);
    },
    [location],
  );
  return useMemo(() => ({ path: hashPath(hash), navigate, back }), [hash, navigate, back]);
}
