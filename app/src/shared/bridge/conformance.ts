/**
 * The conformance run of a wrapper (docs/bridge.md "Checking an app"): calls every action with
 * its sample argument and, when the app's debug build echoes what each handler received through
 * `window.loanBridgeEcho(action, received)`, compares it with what the contract says the
 * handler receives. Only the test preview page imports it, so it rides in that page's chunk.
 */
import { BRIDGE_ACTIONS, bridgeRoute, sendAction, type BridgeAction } from './bridge';
import type { BridgeArguments } from '../../api/contract-bridge';

/**
 * An action's verdict: received exactly what the contract says; received something else;
 * registered but no echo came; not registered; not called (it leaves the page).
 */
export type Verdict = 'conformant' | 'wrong' | 'silent' | 'missing' | 'skipped';

export interface ActionVerdict {
  action: BridgeAction;
  verdict: Verdict;
  /** For `wrong`: what the handler should have received and what it echoed, as JSON. */
  expected?: string;
  received?: string;
}

declare global {
  interface Window {
    /** Set by the page during a conformance run only: the wrapper's debug build reports what a handler received. */
    loanBridgeEcho?: (action: string, received: unknown) => void;
  }
}

export interface RunOptions {
  /** The sample argument of each action that takes one. */
  samples: { readonly [A in BridgeAction]?: string };
  /** Actions not to call (those that leave the page, when QA chose to skip them). */
  skip: readonly BridgeAction[];
  /** How long to wait for the echoes, in milliseconds. */
  waitMs?: number;
}

/**
 * What a handler of `action` receives when the page sends `sample`, by the contract: iOS's
 * message body (the argument, "" for none), Android's argument (null for none: the method is
 * called without one).
 */
export function expectedReceived(target: 'ios' | 'android', sample: string | undefined): string | null {
  if (target === 'ios') return sample ?? '';
  return sample ?? null;
}

/** An echo of "nothing" from Android comes as null or undefined. */
const asReceived = (value: unknown): unknown => (value === undefined ? null : value);

/** Calls every action and judges what the wrapper echoes; resolves with one verdict per action, in the contract's order. */
export async function runConformance({ samples, skip, waitMs = 1500 }: RunOptions): Promise<ActionVerdict[]> {
  const echoes = new Map<string, unknown>();
  let settle: () => void = () => undefined;
  const called = new Set<BridgeAction>();
  const allEchoed = new Promise<void>((resolve) => {
    settle = resolve;
  });
  window.loanBridgeEcho = (action, received) => {
    if (!echoes.has(action)) echoes.set(action, asReceived(received));
    if ([...called].every((a) => echoes.has(a))) settle();
  };
  const expected = new Map<BridgeAction, string | null>();
  const verdicts = new Map<BridgeAction, ActionVerdict>();
  try {
    for (const action of BRIDGE_ACTIONS) {
      const route = bridgeRoute(action);
      if (skip.includes(action)) verdicts.set(action, { action, verdict: 'skipped' });
      else if (route === 'browser') verdicts.set(action, { action, verdict: 'missing' });
      else {
        const sample = samples[action];
        expected.set(action, expectedReceived(route, sample));
        called.add(action);
        const send = sendAction as (action: BridgeAction, ...arg: BridgeArguments[BridgeAction][]) => void;
        try {
          if (sample === undefined) send(action);
          else send(action, sample);
        } catch (error) {
          // A handler that throws is wrong whatever it received.
          echoes.set(action, `threw: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    if (![...called].every((a) => echoes.has(a))) {
      await Promise.race([allEchoed, new Promise((resolve) => setTimeout(resolve, waitMs))]);
    }
  } finally {
    delete window.loanBridgeEcho;
  }
  return BRIDGE_ACTIONS.map((action) => {
    const known = verdicts.get(action);
    if (known) return known;
    if (!echoes.has(action)) return { action, verdict: 'silent' };
    const want = expected.get(action) ?? null;
    const got = echoes.get(action);
    if (got === want) return { action, verdict: 'conformant' };
    return { action, verdict: 'wrong', expected: JSON.stringify(want), received: JSON.stringify(got) ?? 'undefined' };
  });
}
