/**
 * The mock server's request journal (/__mock/requests): the API calls of a run and the contract
 * breaks the server found in each. The Chromium run checks it after all its specs
 * (journal-teardown.ts), the WebKit run as its last check (webkit/webkit.test.ts).
 */
export interface JournalEntry {
  seq: number;
  time: string;
  method: string;
  path: string;
  session: string;
  scenario: string;
  headers: [string, string][];
  /** The HTTP status answered; 0 when an injected fault left the client without an answer. */
  status: number;
  /** The answer envelope's `code`. */
  code: unknown;
  breaks: string[];
}

interface Journal {
  recorded: number;
  dropped: number;
  oldestAtMs: number | null;
  entries: JournalEntry[];
}

export function header(entry: JournalEntry, name: string): string | undefined {
  return entry.headers.find(([key]) => key === name)?.[1];
}

/** The screen that made the call: its page's path, from the referer. */
export function screenOf(entry: JournalEntry): string {
  const referer = header(entry, 'referer');
  if (!referer) return '(no referer)';
  try {
    return new URL(referer).pathname;
  } catch {
    return referer;
  }
}

/**
 * The calls made since `startedMs` that `counted` keeps (the server's journal already holds only
 * what sent `Sec-Fetch-Mode`, as browsers do); throws when the journal pushed out calls of the
 * run, or when any of them breaks the contract (naming them). Null when the server has no
 * journal (a reused server built before it).
 */
export async function checkJournal(
  baseURL: string,
  startedMs: number,
  counted: (entry: JournalEntry) => boolean,
): Promise<{ calls: number; screens: number } | null> {
  const url = `${baseURL}/__mock/requests?page=1&since=${startedMs}`;
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) return null;
  const journal = (await response.json()) as Journal;
  if (journal.dropped > 0 && (journal.oldestAtMs ?? 0) > startedMs) {
    throw new Error(
      `the request journal pushed out calls of this run (${journal.dropped} dropped): start the mock server with a larger --journal-size`,
    );
  }
  const entries = journal.entries.filter(counted);
  const broken = entries.filter((e) => e.breaks.length > 0);
  if (broken.length > 0) {
    const lines = broken
      .slice(0, 30)
      .map(
        (e) =>
          `  ${e.time} ${e.method} ${e.path} from ${screenOf(e)} (session ${e.session}, scenario ${e.scenario}):\n    - ${e.breaks.join('\n    - ')}`,
      );
    throw new Error(
      `${broken.length} API calls made by pages break the contract (see /__mock/requests?breaks=1&page=1):\n${lines.join('\n')}`,
    );
  }
  return { calls: entries.length, screens: new Set(entries.map(screenOf)).size };
}
