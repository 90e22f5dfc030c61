/** A fetch double for tests: records every request and answers from a queue. */
export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string | FormData | null;
}

type Answer = { status?: number; body: unknown } | Error | 'hang';

export function fakeFetch(...answers: Answer[]) {
  const requests: RecordedRequest[] = [];
  const impl = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test/');
    const body = init.body instanceof FormData ? init.body : init.body == null ? null : String(init.body);
    requests.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer === undefined) return Promise.reject(new Error('no answer queued'));
    if (answer instanceof Error) return Promise.reject(answer);
    if (answer === 'hang') {
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { impl: impl as typeof fetch, requests };
}
