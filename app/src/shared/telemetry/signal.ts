/**
 * What the API client, the bridge and the reload into a new release hand the field telemetry
 * (docs/telemetry.md "What is sent"), kept until the reporter is loaded after the first paint. Types only: the client and
 * the bridge push to `window.loanSignals` themselves, one line each, so the pages' first loads
 * carry next to nothing of the telemetry. A call is handed over as its promise as it starts;
 * the reporter (calls.ts) decides whether and how it failed and how long it took.
 */

/**
 * A call of the API client, handed over as it starts: its URL (the reporter keeps the path
 * only) and the call itself (what it resolves to or rejects with). A tuple, without even the
 * time: the one line that pushes it is in the pages' first loads, and the browser's Resource
 * Timing has when the call started and how long it took (reporter.ts `timingOf`).
 */
export type CallSignal = readonly [url: string, call: Promise<unknown>];

/** Where an answer broke the contract (answer-check/conforms.ts), just before its call fails. */
export interface BreakSignal {
  url: string;
  path: string;
  expected: string;
}

/** A bridge call to an action the app around the page did not register. */
export interface BridgeSignal {
  action: string;
  wrapper: string;
  at: number;
}

/**
 * A picked photo the engine could not decode (shared/device/photo-copy.ts): its type as the
 * picker said it (`image/heic`) and the step that failed; never the file, its name or its size.
 */
export interface PhotoSignal {
  photo: string;
  step: 'size' | 'bitmap' | 'encode';
  at: number;
}

/**
 * A reload into a new release (app/release/new-release.ts): a chunk of release `release` no
 * longer loaded and the server has release `to` (build ids); pushed just before the reload,
 * sent as the page hides for it.
 */
export interface ReleaseSignal {
  release: string;
  to: string;
  at: number;
}

/**
 * A check of a screen's data (on coming back, on reconnecting, on returning to the screen) whose
 * answer changed what the screen showed (shared/server-state/query-client.ts): which request,
 * never the answer.
 */
export interface RefreshSignal {
  refreshed: string;
  at: number;
}

export type Signal = CallSignal | BreakSignal | BridgeSignal | PhotoSignal | ReleaseSignal | RefreshSignal;

/** What takes signals: the array that keeps them, then the reporter. */
export interface SignalSink {
  push: (...signals: Signal[]) => unknown;
}

declare global {
  interface Window {
    /**
     * Where the API client and the bridge push their signals: an array until the reporter
     * starts, which takes what it holds and puts its own `push` in its place. A global rather
     * than a module, so the pages' first loads carry no code of it (the promotion entry's
     * budget had 24 bytes to spare).
     */
    loanSignals?: SignalSink;
  }
}
