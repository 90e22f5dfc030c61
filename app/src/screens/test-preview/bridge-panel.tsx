import { callPhone, confirmTrackingPoint, goHome, goLogin, goMine, goRateApp } from '../../shared/bridge/bridge';
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

/** The native-bridge buttons (docs/screens.md "Test preview page") and the log of what each sent. */
export function BridgePanel({ productId }: Props) {
  const p = useMessages(previewMessages);
  const { servicePhone } = useConfig();
  const log = useBridgeLog();
  const actions: readonly { label: PreviewKey; run: () => void }[] = [
    { label: 'bridge.goHome', run: goHome },
    { label: 'bridge.goMine', run: goMine },
    { label: 'bridge.goLogin', run: goLogin },
    { label: 'bridge.callPhone', run: () => callPhone(servicePhone) },
    { label: 'bridge.goRateApp', run: goRateApp },
    { label: 'bridge.confirmTrackingPoint', run: () => confirmTrackingPoint(productId) },
  ];
  return (
    <section aria-labelledby="preview-bridge" className={styles.card}>
      <h2 id="preview-bridge" className={styles.heading}>
        {p('bridgeTitle')}
      </h2>
      <div className={styles.buttons}>
        {actions.map((action) => (
          <button key={action.label} type="button" className={styles.button} onClick={action.run}>
            {p(action.label, { productId })}
          </button>
        ))}
      </div>
      <h3 id="preview-log" className={styles.subheading}>
        {p('logTitle')}
      </h3>
      {log.length === 0 ? (
        <p className={styles.muted}>{p('logEmpty')}</p>
      ) : (
        <ol className={styles.log} aria-labelledby="preview-log" aria-live="polite">
          {log.map(({ seq, call }) => (
            <li key={seq} data-action={call.action}>
              {p('logEntry', {
                time: formatDate(call.at, true).slice(11),
                action: call.action,
                arg: call.arg ?? '',
                target: call.target,
              })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
