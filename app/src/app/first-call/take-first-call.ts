/**
 * The borrower entry's side of the first call (first-call.ts sends it from the shell's first
 * script; docs/quality.md "Data before scripts"): the clients' fetch, given the first script's
 * answer when they are about to send the very same request, once. Any other request, a second
 * one (a retry) or a page without the script (the dev server, the unit tests) is fetched as
 * always. It wraps `fetch` rather than changing the clients: the clients are part of the
 * promotion page's first load, whose budget has no room for it (app/README.md "API clients").
 */

/** The request the first script sent, and its answer (not read). */
export interface SentFirstCall {
  url: string;
  method: string;
  /** The form body of a POST, "" for a GET. */
  body: string;
  response: Promise<Response>;
}

/** What the first script hands the entry (`window.borrowerFirstCall`). */
export interface FirstCallHandoff {
  /** config.json, unread (the entry's start-up reads it instead of asking again). */
  config: Promise<Response>;
  /** The call, once config.json has given its address; null when the route makes none. */
  call: Promise<SentFirstCall | null>;
}

declare global {
  interface Window {
    /** null once the entry has started without one: the first script then sends nothing. */
    borrowerFirstCall?: FirstCallHandoff | null;
  }
}

/** `answer`, or an AbortError once `signal` aborts: the handed answer obeys the clients' timeout. */
function untilAborted(answer: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return answer;
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject);
  });
}

/** `fetcher`, answering the first script's request with its answer once. */
export function takingFirstCall(handoff: FirstCallHandoff, fetcher: typeof fetch): typeof fetch {
  let taken = false;
  return async (input, init) => {
    if (!taken && typeof input === 'string') {
      const sent = await handoff.call.catch(() => null);
      const body = typeof init?.body === 'string' ? init.body : '';
      if (!taken && sent && sent.url === input && sent.method === (init?.method ?? 'GET') && sent.body === body) {
        taken = true;
        return untilAborted(sent.response, init?.signal);
      }
    }
    return fetcher(input, init);
  };
}
