/**
 * The borrower screens' server state: one TanStack Query client for the page (docs/decisions.md
 * "Fresh data"). Every data screen reads its answers through it, each request in a file of its
 * own (its load function, its query options and its hook), so that:
 *
 * - a screen seen earlier in this visit shows what it had at once, then the new answer (the
 *   answers stay in the cache for the visit; each is checked again when a screen shows it);
 * - the data is checked again when the borrower comes back after 30 s away (coming-back.ts) and
 *   when the network comes back (`online`);
 * - while a check runs the screen keeps what it shows; a check that fails on the way keeps it too
 *   (screen-state.ts).
 *
 * No provider: the client is handed to each hook, so the library stays in the screens' chunks,
 * out of the borrower entry's first load (docs/measurements.md has the figures). The first
 * script's answer (app/first-call/) is what the first query of the route receives from the
 * clients' fetch, so it lands in this cache and is sent once.
 */
import { focusManager, QueryClient } from '@tanstack/react-query';
import type { RefreshSignal, Signal } from '../telemetry/signal';
import { watchComingBack } from './coming-back';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Every answer may be out of date: a screen that shows one checks it again.
      staleTime: 0,
      // Kept for the whole visit: a screen seen before shows what it had at once.
      gcTime: Infinity,
      // A failed load shows the screen's error state with its retry, as before: no hidden retries
      // that would hold the loading state for seconds (the clients have their 60 s timeout).
      retry: false,
      // A call is made when asked: the network's state says nothing reliable in Android's web
      // view, which fires no online/offline events (docs/decisions.md "Network failures").
      networkMode: 'always',
      // …and checked again when the network comes back, where the engine says so (the library
      // leaves this off with the mode above unless asked).
      refetchOnReconnect: true,
    },
  },
});

// "Window focus" is coming back after 30 s away, with the page's clock.
focusManager.setEventListener((handleFocus) => watchComingBack({ win: window, now: () => Date.now() }, () => handleFocus()));

/**
 * The last answer each query gave: a refresh whose answer differs from it changed what the
 * screen showed. The library shares unchanged parts of an answer with the last one, so an equal
 * answer is the same object.
 */
const lastAnswers = new Map<string, unknown>();

queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'removed') {
    lastAnswers.delete(event.query.queryHash);
    return;
  }
  // A success the app set itself (`setQueryData`) is no refresh.
  if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
  const { query } = event;
  const before = lastAnswers.get(query.queryHash);
  lastAnswers.set(query.queryHash, query.state.data);
  if (before === undefined || before === query.state.data || !query.isActive()) return;
  // Counted by the field telemetry with the route, never with the data (docs/telemetry.md "What is sent").
  const signal: RefreshSignal = { refreshed: String(query.queryKey[0]), at: Date.now() };
  (window.loanSignals ??= [] as Signal[]).push(signal);
});

queryClient.mount();
