import { getConfig } from '../../shared/config/runtime-config';
import { Page } from '../../shared/ui/page/page';
import { useLanguage } from '../../shared/i18n/language-context';
import { interpolate } from '../../shared/i18n/messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { promotionMessages } from '../i18n/promotion-messages';
import styles from './agreement-screen.module.css';
import { agreementText } from './agreement-text';

interface Props {
  /** Back to the form (what was typed is still there). */
  onBack: () => void;
}

/** The registration agreement (#/agreementTemplate), a lazy chunk with its own text. */
export default function AgreementScreen({ onBack }: Props) {
  const t = useMessages(promotionMessages);
  const text = agreementText[useLanguage()];
  return (
    <Page title={text.title}>
      <button type="button" className={styles.back} onClick={onBack}>
        {t('back')}
      </button>
      <article className={styles.text}>
        <p>{interpolate(text.intro, { appName: getConfig().appName })}</p>
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
