import { useMemo } from 'react';
import { useLocation } from 'react-router';

/** The page's query (react-router's `useSearchParams` would grow the entry chunk; see app-link.tsx). */
export function usePageQuery(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
