/**
 * Records console.error and console.warn while the unit tests run. Test files share a worker
 * (`isolate: false`) and may each load this module afresh, so the patch and its records live
 * on one object kept on globalThis; the setup file takes the records after each test.
 */

/** console's own substitution (%s, %d, %o…) closely enough to read the message. */
function format(...args: unknown[]): string {
  const rest = [...args];
  const first = rest.shift();
  const text =
    typeof first === 'string' ? first.replace(/%[sdifoOc]/g, () => (rest.length > 0 ? String(rest.shift()) : '')) : String(first);
  return [text, ...rest.map(String)].join(' ');
}

/**
 * What happy-dom's fetch writes to the page's console when an answer fails (a 5xx status, a
 * dropped connection), as a browser's network panel shows it. The tests ask for those answers
 * on purpose (`answerWith('server-error')`, `goOffline`); the app itself writes none of it.
 */
const NETWORK_LOG = /^(?:(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \S+ \d{3} \(|TypeError: Network error|Error: socket hang up)/;

interface Guard {
  problems: string[];
  expected: RegExp[];
}

const key = Symbol.for('loan-webview.console-guard');
const globals = globalThis as { [key]?: Guard };

function guard(): Guard {
  let current = globals[key];
  if (!current) {
    const created: Guard = { problems: [], expected: [] };
    // happy-dom's page writes to Node's own console (the one the environment was made with,
    // not the test's); what the page writes there counts too, less the environment's network log.
    const pageConsole = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:console'): Console } }).process.getBuiltinModule(
      'node:console',
    );
    const consoles = pageConsole && pageConsole !== console ? [console, pageConsole] : [console];
    for (const target of consoles) {
      for (const level of ['error', 'warn'] as const) {
        target[level] = (...args: unknown[]) => {
          const text = format(...args);
          if (target !== console && NETWORK_LOG.test(text)) return;
          if (!created.expected.some((pattern) => pattern.test(text))) {
            created.problems.push(`console.${level}: ${text}`);
          }
        };
      }
    }
    globals[key] = created;
    current = created;
  }
  return current;
}

guard();

/** Lets the current test write console.error / console.warn output matching `pattern`. */
export function expectConsoleError(pattern: RegExp): void {
  guard().expected.push(pattern);
}

/** What the current test wrote unexpectedly; forgets it and the test's expectations. */
export function takeConsoleProblems(): string[] {
  const current = guard();
  current.expected = [];
  return current.problems.splice(0);
}
