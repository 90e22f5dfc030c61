import { getConfig } from '../../shared/config/runtime-config';
import { Page } from '../../shared/ui/page/page';
import { fill, usePromotionText } from '../i18n/promotion-i18n';
import styles from './agreement-screen.module.css';
import { agreementText } from './agreement-text';

interface Props {
  /** Back to the form (what was typed is still there). */
  onBack: () => void;
}

/** The registration agreement (#/agreementTemplate), a lazy chunk with its own text. */
export default function AgreementScreen({ onBack }: Props) {
  const { t, language } = usePromotionText();
  const text = agreementText[language];
  return (
    <Page title={text.title}>
      <button type="button" className={styles.back} onClick={onBack}>
        {t('back')}
      </button>
      <article className={styles.text}>
        <p>{fill(text.intro, { appName: getConfig().appName })}</p>
        {text.sections.map((section) => (
          <section key={section.heading}>
            <h2 className={styles.heading}>{section.heading}</h2>
            <p>{section.body}</p>
          </section>
        ))}
      </article>
    </Page>
  );
}
