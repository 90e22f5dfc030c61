import { useId, useState } from 'react';
import { startBankFlow } from '../../shared/bridge/bridge';
import { getLaunchParams } from '../../shared/launch/launch-params';
import { Page } from '../../shared/ui/page/page';
import { BridgePanel, BridgeSummary } from './bridge-panel';
import { bridgeSamples } from './bridge-samples';
import { ConformancePanel } from './conformance-panel';
import { useConfig } from '../../shared/config/use-config';
import { DeviceChecks } from './device-checks';
import { PREVIEW_FIELDS, PREVIEW_PAGES, previewHref, valuesFrom, type PreviewValues } from './preview-links';
import styles from './test-preview-screen.module.css';
import { useMessages } from '../../shared/i18n/use-messages';
import { previewMessages } from './test-preview-messages';
import { keep, recall } from '../../shared/keep/kept';
import { DEV_BUILD_ID, pageBuildId } from '../../shared/release/build-id';
import { UnitText } from '../../shared/ui/unit-text/unit-text';

/**
 * The team's test preview page (/testPreview): edit the launch parameters, open every borrower
 * screen with them, try the device features and every native bridge action. See README.md.
 */
/** Where QA's edits of the fields are kept. */
const PREVIEW_DRAFT = 'test-preview-fields';

/** The kept edits: only the fields the page has, only text. */
function keptValues(): Partial<PreviewValues> {
  const kept = recall(PREVIEW_DRAFT);
  if (typeof kept !== 'object' || kept === null) return {};
  return Object.fromEntries(
    PREVIEW_FIELDS.flatMap((field) => {
      const value = (kept as Record<string, unknown>)[field];
      return typeof value === 'string' ? [[field, value]] : [];
    }),
  ) as Partial<PreviewValues>;
}

export default function TestPreviewScreen() {
  const p = useMessages(previewMessages);
  const id = useId();
  // Read once: the fields start from the launch parameters, or from QA's own edits kept through a
  // reload (shared/keep/kept.ts, for a day), and keep their edits while the page is open.
  const [launch] = useState(getLaunchParams);
  const { servicePhone } = useConfig();
  const [values, setValues] = useState<PreviewValues>(() => ({ ...valuesFrom(launch), ...keptValues() }));
  // Which release QA is looking at (docs/serving.md "Releases"); the dev server and Storybook have none.
  const [build] = useState(() => pageBuildId());
  const set = (field: keyof PreviewValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    keep(PREVIEW_DRAFT, next);
  };
  return (
    <Page title={p('title')}>
      <p className={styles.intro}>{p('intro')}</p>
      {build !== DEV_BUILD_ID && (
        <p className={styles.intro} data-testid="build-id">
          <UnitText text={p('build', { id: build })} />
        </p>
      )}
      <BridgeSummary />
      <section aria-labelledby="preview-params" className={styles.card}>
        <h2 id="preview-params" className={styles.heading}>
          {p('paramsTitle')}
        </h2>
        <div className={styles.fields}>
          {PREVIEW_FIELDS.map((field) => (
            <div key={field} className={styles.field}>
              <label htmlFor={`${id}-${field}`} className={styles.label}>
                {p(`field.${field}`)}
              </label>
              {/* A text area that grows with its value: a session id is longer than a phone's
                  line at a large text size, and the whole value stays in view
                  (docs/large-text.md "Inputs"). One line of text: a line break typed or pasted is dropped. */}
              <div className={styles.grow} data-value={values[field]}>
                <textarea
                  id={`${id}-${field}`}
                  name={field}
                  rows={1}
                  autoComplete="off"
                  spellCheck={false}
                  className={styles.input}
                  value={values[field]}
                  onChange={(event) => set(field, event.target.value.replace(/[\r\n]+/g, ''))}
                />
              </div>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="preview-pages" className={styles.card}>
        <h2 id="preview-pages" className={styles.heading}>
          {p('pagesTitle')}
        </h2>
        <ul className={styles.buttons}>
          {PREVIEW_PAGES.map(({ label, path }) => (
            <li key={label}>
              {path === 'bindBank' ? (
                <button type="button" className={styles.button} onClick={startBankFlow}>
                  {p(label)}
                </button>
              ) : (
                // A whole page load, as the native app opens a web view: the screen starts
                // with these launch parameters exactly as it would in the app.
                <a className={styles.button} href={previewHref(path, values, launch.language)}>
                  {p(label)}
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
      <DeviceChecks />
      <BridgePanel productId={values.productId} />
      <ConformancePanel samples={bridgeSamples(servicePhone, values.productId)} />
    </Page>
  );
}
