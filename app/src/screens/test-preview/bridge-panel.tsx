import { BRIDGE_ACTIONS, bridgeCallCode, bridgeRoute, bridgeWrapper, sendAction, type BridgeAction } from '../../shared/bridge/bridge';
import type { BridgeArguments } from '../../api/contract-bridge';
import { useConfig } from '../../shared/config/use-config';
import { formatDate } from '../../shared/format/date';
import { UnitText } from '../../shared/ui/unit-text/unit-text';
import styles from './test-preview-screen.module.css';
import { actionLabelKey, bridgeSamples } from './bridge-samples';
import { BridgeVersions } from './conformance-panel';
import { useBridgeLog } from './use-bridge-log';
import { useMessages } from '../../shared/i18n/use-messages';
import { previewMessages } from './test-preview-messages';

interface Props {
  productId: string;
}

/** Sends `action` with `arg` (the contract's generated types hold each call to its argument). */
const send = sendAction as (action: BridgeAction, ...arg: BridgeArguments[BridgeAction][]) => void;

/**
 * What the app around the page registered, read at every render (a call re-renders the log):
 * what a call would meet now.
 */
function readBridge() {
  const wrapper = bridgeWrapper();
  const routes = BRIDGE_ACTIONS.map((action) => ({ action, route: bridgeRoute(action) }));
  const missing = routes.filter(({ route }) => route === 'browser').map(({ action }) => action);
  return { wrapper, routes, missing };
}

/**
 * At the top of the page, so QA sees it at a glance: which app the page runs in and, inside an
 * app, how many actions it registered and which are missing.
 */
export function BridgeSummary() {
  const p = useMessages(previewMessages);
  const { wrapper, missing } = readBridge();
  let state = 'browser';
  if (wrapper !== 'browser') state = missing.length === 0 ? 'complete' : 'missing';
  return (
    <p className={styles.summary} data-wrapper={wrapper} data-state={state}>
      {p(`wrapper.${wrapper}`)}
      {wrapper !== 'browser' && (
        <>
          {' '}
          {p('registeredCount', { count: BRIDGE_ACTIONS.length - missing.length, total: BRIDGE_ACTIONS.length })}{' '}
          <strong>{missing.length === 0 ? p('allRegistered') : p('missing', { actions: missing.join(', ') })}</strong>
        </>
      )}
    </p>
  );
}

/**
 * The native bridge (docs/bridge.md "What the test preview page shows"): every action with
 * whether the app around the page registered it and a button that fires it with a sample
 * argument, and the log of each call as it was sent.
 */
export function BridgePanel({ productId }: Props) {
  const p = useMessages(previewMessages);
  const { servicePhone } = useConfig();
  const log = useBridgeLog();
  const samples = bridgeSamples(servicePhone, productId);
  const { wrapper, routes } = readBridge();
  return (
    <section aria-labelledby="preview-bridge" className={styles.card}>
      <h2 id="preview-bridge" className={styles.heading}>
        {p('bridgeTitle')}
      </h2>
      <BridgeVersions />
      <ul className={styles.actions}>
        {routes.map(({ action, route }) => {
          const arg = samples[action];
          let status: 'ios' | 'android' | 'missing' | 'browser' = route;
          if (route === 'browser' && wrapper !== 'browser') status = 'missing';
          return (
            <li key={action} className={styles.action} data-bridge-action={action} data-status={status}>
              <span className={styles.actionHead}>
                <code className={styles.actionName}>{action}</code>
                <span className={styles.status}>{p(`route.${status}`)}</span>
              </span>
              <span className={styles.sample}>
                <UnitText text={arg === undefined ? p('noArgument') : p('argument', { arg: JSON.stringify(arg) })} />
              </span>
              <button type="button" className={styles.button} onClick={() => (arg === undefined ? send(action) : send(action, arg))}>
                {p(actionLabelKey(action), { productId, action })}
              </button>
            </li>
          );
        })}
      </ul>
      <h3 id="preview-log" className={styles.subheading}>
        {p('logTitle')}
      </h3>
      {log.length === 0 ? (
        <p className={styles.muted}>{p('logEmpty')}</p>
      ) : (
        <ol className={styles.log} aria-labelledby="preview-log" aria-live="polite">
          {/* Each entry starts with the phone's time of the call: marked `data-clock`, which the
              spoken-phrase baselines read without it (docs/listening.md "What the baselines leave out"). */}
          {log.map(({ seq, call }) => (
            <li key={seq} data-action={call.action} data-target={call.target} data-clock="">
              <UnitText
                text={p('logEntry', {
                  time: formatDate(call.at, true).slice(11),
                  action: call.action,
                  arg: call.arg ?? '',
                  target: call.target,
                })}
              />
              <span className={styles.path}>
                <UnitText text={p(`logPath.${call.target}`, { code: bridgeCallCode(call) })} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
