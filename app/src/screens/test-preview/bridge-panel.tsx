import {
  BRIDGE_ACTIONS,
  bridgeCallCode,
  bridgeRoute,
  bridgeWrapper,
  callPhone,
  closeWebView,
  confirmTrackingPoint,
  endBankFlow,
  goHome,
  goLogin,
  goMine,
  goRateApp,
  openPage,
  startBankFlow,
  type BridgeAction,
} from '../../shared/bridge/bridge';
import { useConfig } from '../../shared/config/use-config';
import { formatDate } from '../../shared/format/date';
import styles from './test-preview-screen.module.css';
import type { PreviewKey } from './test-preview-messages-es';
import { useBridgeLog } from './use-bridge-log';
import { useMessages } from '../../shared/i18n/use-messages';
import { previewMessages } from './test-preview-messages';

interface Props {
  productId: string;
}

/**
 * The page `openPage` asks the app to open: the example domain (reserved for examples, always
 * up, harmless in a real app), the same on every page, so a screenshot does not depend on where
 * the page is served.
 */
export const SAMPLE_PAGE = 'https://example.com/';

interface ActionRow {
  label: PreviewKey;
  /** The sample argument, for the actions that take one. */
  arg?: string;
  run: () => void;
}

/**
 * The native bridge (docs/bridge.md "What the test preview page shows"): which app the page
 * runs in, every action with whether that app registered it and a button that fires it with a
 * sample argument, and the log of each call as it was sent.
 */
export function BridgePanel({ productId }: Props) {
  const p = useMessages(previewMessages);
  const { servicePhone } = useConfig();
  const log = useBridgeLog();
  const rows: Record<BridgeAction, ActionRow> = {
    openPage: { label: 'bridge.openPage', arg: SAMPLE_PAGE, run: () => openPage(SAMPLE_PAGE) },
    closeWebView: { label: 'bridge.closeWebView', run: closeWebView },
    goHome: { label: 'bridge.goHome', run: goHome },
    goMine: { label: 'bridge.goMine', run: goMine },
    goLogin: { label: 'bridge.goLogin', run: goLogin },
    callPhone: { label: 'bridge.callPhone', arg: servicePhone, run: () => callPhone(servicePhone) },
    goRateApp: { label: 'bridge.goRateApp', run: goRateApp },
    confirmTrackingPoint: { label: 'bridge.confirmTrackingPoint', arg: productId, run: () => confirmTrackingPoint(productId) },
    startBankFlow: { label: 'bridge.startBankFlow', run: startBankFlow },
    endBankFlow: { label: 'bridge.endBankFlow', run: endBankFlow },
  };
  // Read at every render (a call re-renders the log): what the app registered is what a call would meet.
  const wrapper = bridgeWrapper();
  const routes = BRIDGE_ACTIONS.map((action) => ({ action, route: bridgeRoute(action) }));
  const missing = routes.filter(({ route }) => route === 'browser').map(({ action }) => action);
  return (
    <section aria-labelledby="preview-bridge" className={styles.card}>
      <h2 id="preview-bridge" className={styles.heading}>
        {p('bridgeTitle')}
      </h2>
      <p className={styles.wrapper} data-wrapper={wrapper}>
        {p(`wrapper.${wrapper}`)}
        {wrapper !== 'browser' && (
          <>
            {' '}
            {p('registeredCount', { count: BRIDGE_ACTIONS.length - missing.length, total: BRIDGE_ACTIONS.length })}{' '}
            <strong>{missing.length === 0 ? p('allRegistered') : p('missing', { actions: missing.join(', ') })}</strong>
          </>
        )}
      </p>
      <ul className={styles.actions}>
        {routes.map(({ action, route }) => {
          const row = rows[action];
          let status: 'ios' | 'android' | 'missing' | 'browser' = route;
          if (route === 'browser' && wrapper !== 'browser') status = 'missing';
          return (
            <li key={action} className={styles.action} data-bridge-action={action} data-status={status}>
              <span className={styles.actionHead}>
                <code className={styles.actionName}>{action}</code>
                <span className={styles.status}>{p(`route.${status}`)}</span>
              </span>
              <span className={styles.sample}>
                {row.arg === undefined ? p('noArgument') : p('argument', { arg: JSON.stringify(row.arg) })}
              </span>
              <button type="button" className={styles.button} onClick={row.run}>
                {p(row.label, { productId })}
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
          {log.map(({ seq, call }) => (
            <li key={seq} data-action={call.action} data-target={call.target}>
              {p('logEntry', {
                time: formatDate(call.at, true).slice(11),
                action: call.action,
                arg: call.arg ?? '',
                target: call.target,
              })}
              <span className={styles.path}>{p(`logPath.${call.target}`, { code: bridgeCallCode(call) })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
