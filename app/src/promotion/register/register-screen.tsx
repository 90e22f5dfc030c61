import { useId, type FormEvent, type MouseEvent } from 'react';
import { getConfig } from '../../shared/config/runtime-config';
import { safeHttpUrl } from '../../shared/format/url';
import { PrimaryButton } from '../../shared/ui/primary-button/primary-button';
import { SmsCountdownButton } from '../../shared/ui/sms-countdown-button/sms-countdown-button';
import { forwardedQuery, type Campaign } from '../campaign';
import { useMessages } from '../../shared/i18n/use-messages';
import { promotionMessages } from '../i18n/promotion-messages';
import { AGREEMENT_PATH } from '../routes';
import type { TemplateState } from '../use-landing-template';
import styles from './register-screen.module.css';
import { useRegisterForm } from './use-register-form';

interface Props {
  campaign: Campaign;
  template: TemplateState;
  navigate: (path: string, query?: string) => void;
}

/**
 * The promotion register page (#/): the landing's headline and banner, then mobile, graphic
 * captcha (tap for a new one), SMS code with its 60 s button, register, and the agreement link.
 */
export default function RegisterScreen({ campaign, template, navigate }: Props) {
  const t = useMessages(promotionMessages);
  const form = useRegisterForm({ campaign, t, navigate });
  const id = useId();
  const landing = template.status === 'ready' ? template.template : null;
  const loading = template.status === 'loading';
  const heading = landing?.title || landing?.appName || getConfig().appName;
  const banner = landing ? safeHttpUrl(landing.banner) : null;
  const agreementQuery = forwardedQuery(campaign);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const openAgreement = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(AGREEMENT_PATH, agreementQuery);
  };

  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        {/* While the landing config loads, its banner and app-name line keep their places, so
            the form does not jump down when they arrive (layout shift, Lighthouse). */}
        {banner ? (
          <img className={styles.banner} src={banner} alt="" />
        ) : (
          // The prerendered frame's place, where the first script draws the banner.
          loading && <div className={styles.banner} data-banner-slot="" />
        )}
        <h1 className={styles.title} tabIndex={-1}>
          {heading}
        </h1>
        {landing?.title && landing.appName ? <p className={styles.app}>{landing.appName}</p> : loading && <p className={styles.app} />}
      </header>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-mobile`}>
            {t('mobileLabel')}
          </label>
          <input
            id={`${id}-mobile`}
            className={styles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            placeholder={t('mobilePlaceholder')}
            value={form.mobile}
            onChange={(event) => form.setMobile(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-captcha`}>
            {t('captchaLabel')}
          </label>
          <div className={styles.row}>
            <input
              id={`${id}-captcha`}
              className={styles.input}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={4}
              placeholder={t('captchaPlaceholder')}
              value={form.captcha}
              onChange={(event) => form.setCaptcha(event.target.value)}
            />
            <button
              type="button"
              className={styles.captcha}
              aria-label={form.captchaSrc ? t('captchaImage') : undefined}
              aria-busy={form.sid.status === 'loading' ? true : undefined}
              onClick={form.refreshCaptcha}
            >
              {form.captchaSrc ? (
                <img className={styles.captchaImage} src={form.captchaSrc} alt="" width={120} height={44} />
              ) : (
                <span className={styles.captchaText}>{form.sid.status === 'loading' ? t('loading') : t('captchaUnavailable')}</span>
              )}
            </button>
          </div>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-sms`}>
            {t('smsLabel')}
          </label>
          <div className={styles.row}>
            <input
              id={`${id}-sms`}
              className={styles.input}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('smsPlaceholder')}
              value={form.smsCode}
              onChange={(event) => form.setSmsCode(event.target.value)}
            />
            <SmsCountdownButton
              onSend={form.requestSms}
              onBlocked={form.smsBlocked}
              label={t('sendCode')}
              countingLabel={(seconds) => t('resendIn', { seconds })}
            />
          </div>
        </div>
        <PrimaryButton type="submit">{t('register')}</PrimaryButton>
        <p className={styles.agreement}>
          {t('agreementPrefix')}{' '}
          <a href={`#${AGREEMENT_PATH}${agreementQuery}`} onClick={openAgreement}>
            {t('agreementLink')}
          </a>
        </p>
      </form>
    </main>
  );
}
