/**
 * Records the API requests a story makes (through MSW's life-cycle events), so a play function
 * can check what the screen sent: the path, the query (launch parameters, the call's own
 * parameters) and the headers.
 */
import type { SetupWorker } from 'msw/browser';

export interface LoggedRequest {
  method: string;
  url: URL;
  headers: Headers;
}

const requests: LoggedRequest[] = [];

/** Starts recording on `worker`; returns the function that stops (a story's beforeEach cleanup). */
export function recordRequests(worker: SetupWorker): () => void {
  requests.length = 0;
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.origin === location.origin) requests.push({ method: request.method, url, headers: request.headers });
  };
  worker.events.on('request:start', listener);
  return () => worker.events.removeListener('request:start', listener);
}

/** The recorded requests to `path`. */
export function requestsTo(path: string): LoggedRequest[] {
  return requests.filter((request) => request.url.pathname === path);
}
