import { useState } from 'react';
import { BRIDGE_ACTION_FACTS } from '../../api/contract-bridge';
import {
  BRIDGE_ACTIONS,
  BRIDGE_VERSION,
  bridgeWrapper,
  wrapperBridgeVersion,
  UNKNOWN_BRIDGE_VERSION,
  type BridgeAction,
} from '../../shared/bridge/bridge';
import { runConformance, type ActionVerdict } from '../../shared/bridge/conformance';
import { CopyButton } from '../../shared/ui/copy-button/copy-button';
import { UnitText } from '../../shared/ui/unit-text/unit-text';
import { useMessages } from '../../shared/i18n/use-messages';
import { previewMessages } from './test-preview-messages';
import styles from './test-preview-screen.module.css';

interface Props {
  /** The sample argument of each action that takes one (the same as its button sends). */
  samples: { readonly [A in BridgeAction]?: string };
}

/** The actions a call of which takes the borrower away from the page (the contract says which). */
const LEAVING = BRIDGE_ACTIONS.filter((action) => BRIDGE_ACTION_FACTS[action].leavesPage);

type RunState = { step: 'idle' } | { step: 'asking' } | { step: 'running' } | { step: 'done'; verdicts: ActionVerdict[] };

/** The bridge versions of the page and of the app around it (docs/bridge.md "The version handshake"). */
export function BridgeVersions() {
  const p = useMessages(previewMessages);
  const app = wrapperBridgeVersion();
  return (
    <p className={styles.versions} data-bridge-version={app}>
      {p('versions', { page: BRIDGE_VERSION, app: app === UNKNOWN_BRIDGE_VERSION ? p('unknownVersion') : app })}
    </p>
  );
}

/**
 * "Check this app" (docs/bridge.md "Checking an app"): asks first whether to call the actions
 * that leave the page, calls every action, then shows each one's verdict and the result as text
 * to copy into the native team's ticket.
 */
export function ConformancePanel({ samples }: Props) {
  const p = useMessages(previewMessages);
  const [state, setState] = useState<RunState>({ step: 'idle' });
  const run = async (skipLeaving: boolean) => {
    setState({ step: 'running' });
    const verdicts = await runConformance({ samples, skip: skipLeaving ? LEAVING : [] });
    setState({ step: 'done', verdicts });
  };
  const line = (v: ActionVerdict) =>
    p(`verdict.${v.verdict}`, { difference: p('difference', { expected: v.expected ?? '', received: v.received ?? '' }) });
  const report = (verdicts: ActionVerdict[]) => {
    const app = wrapperBridgeVersion();
    return [
      p('resultHead', { wrapper: p(`resultWrapper.${bridgeWrapper()}`), app, page: BRIDGE_VERSION }),
      ...verdicts.map((v) => `${v.action}: ${line(v)}`),
    ].join('\n');
  };
  return (
    <section aria-labelledby="preview-check" className={styles.card}>
      <h2 id="preview-check" className={styles.heading}>
        {p('checkTitle')}
      </h2>
      <p className={styles.muted}>{p('checkIntro')}</p>
      {state.step === 'asking' ? (
        <div className={styles.ask} role="group" aria-labelledby="preview-check-ask">
          <p id="preview-check-ask">
            <UnitText text={p('leavingAsk', { actions: LEAVING.join(', ') })} />
          </p>
          <div className={styles.buttons}>
            <button type="button" className={styles.button} onClick={() => void run(false)}>
              {p('leavingInclude')}
            </button>
            <button type="button" className={styles.button} onClick={() => void run(true)}>
              {p('leavingSkip')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={styles.button}
          disabled={state.step === 'running'}
          onClick={() => (LEAVING.length > 0 ? setState({ step: 'asking' }) : void run(false))}
        >
          {state.step === 'running' ? p('checkRunning') : p('checkButton')}
        </button>
      )}
      <div aria-live="polite">
        {state.step === 'done' && (
          <>
            <p className={styles.result}>
              {p('checkSummary', {
                conformant: String(state.verdicts.filter((v) => v.verdict === 'conformant').length),
                total: String(state.verdicts.length),
              })}
            </p>
            <ul className={styles.verdicts}>
              {state.verdicts.map((v) => (
                <li key={v.action} data-check-action={v.action} data-verdict={v.verdict}>
                  <code className={styles.actionName}>{v.action}</code> <UnitText text={line(v)} />
                </li>
              ))}
            </ul>
            <label className={styles.label} htmlFor="preview-check-text">
              {p('resultText')}
            </label>
            <textarea id="preview-check-text" className={styles.report} readOnly rows={4} value={report(state.verdicts)} />
            <CopyButton text={report(state.verdicts)} label={p('copyResult')} />
          </>
        )}
      </div>
    </section>
  );
}
