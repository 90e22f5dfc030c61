/**
 * After the whole run: the mock server's request journal (/__mock/requests) must show zero
 * contract breaks among the API calls that browser pages made during the run.
 *
 * The rule: an entry counts when a browser page sent it (Chromium adds `Sec-Fetch-Mode` to
 * every request; Playwright's `request` fixture and `page.request` do not, so tests that send
 * bad input on purpose through them are left out) and it arrived after this run started. So
 * every screen any spec visits is covered, with no change to the specs.
 */
import { PORT } from '../playwright.config';

interface Entry {
  seq: number;
  time: string;
  method: string;
  path: string;
  session: string;
  scenario: string;
  headers: [string, string][];
  breaks: string[];
}

interface Journal {
  recorded: number;
  dropped: number;
  oldestAtMs: number | null;
  entries: Entry[];
}

function screenOf(entry: Entry): string {
  const referer = entry.headers.find(([name]) => name === 'referer')?.[1];
  if (!referer) return '(no referer)';
  try {
    return new URL(referer).pathname;
  } catch {
    return referer;
  }
}

export default async function journalTeardown(): Promise<void> {
  const started = Number(process.env.E2E_RUN_STARTED ?? 0);
  const url = `http://127.0.0.1:${PORT}/__mock/requests?page=1&since=${started}`;
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) {
    // A reused server built before the journal existed answers the bundle here.
    console.warn(`journal check skipped: ${url} is not the journal (restart the mock server)`);
    return;
  }
  const journal = (await response.json()) as Journal;
  if (journal.dropped > 0 && (journal.oldestAtMs ?? 0) > started) {
    throw new Error(
      `the request journal pushed out calls of this run (${journal.dropped} dropped): start the mock server with a larger --journal-size`,
    );
  }
  const broken = journal.entries.filter((e) => e.breaks.length > 0);
  const screens = new Set(journal.entries.map(screenOf));
  if (broken.length > 0) {
    const lines = broken
      .slice(0, 30)
      .map((e) => `  ${e.time} ${e.method} ${e.path} from ${screenOf(e)} (session ${e.session}, scenario ${e.scenario}):\n    - ${e.breaks.join('\n    - ')}`);
    throw new Error(
      `${broken.length} API calls made by pages break the contract (see /__mock/requests?breaks=1&page=1):\n${lines.join('\n')}`,
    );
  }
  console.log(
    `journal: ${journal.entries.length} API calls from ${screens.size} screens, zero contract breaks`,
  );
}
