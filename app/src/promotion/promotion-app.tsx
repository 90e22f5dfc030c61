import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Language } from '../shared/i18n/language';
import { GlobalLoading } from '../shared/ui/loading/global-loading';
import { LoadingIndicator } from '../shared/ui/loading/loading-indicator';
import { ToastProvider } from '../shared/ui/toast/toast-provider';
import { trackVisit } from './api/promotion-api';
import { forwardedQuery, type Campaign } from './campaign';
import { LanguageProvider } from '../shared/i18n/language-provider';
import { useRouteFocus } from '../shared/navigation/route-focus';
import { useMessages } from '../shared/i18n/use-messages';
import { promotionMessages } from './i18n/promotion-messages';
import RegisterScreen from './register/register-screen';
import type { HashLocation } from './router/hash-location';
import { HashRouter, useHashRoute } from './router/hash-route';
import { AGREEMENT_PATH, DOWNLOAD_PATH, REGISTER_PATH } from './routes';
import { useLandingTemplate, type TemplateResult } from './use-landing-template';

// The agreement's long text is only loaded when someone opens it; the download page after
// registering (both out of the entry's 75 KiB).
const AgreementScreen = lazy(() => import('./agreement/agreement-screen'));
const DownloadScreen = lazy(() => import('./download/download-screen'));

interface Props {
  campaign: Campaign;
  /** The language shown; its messages are loaded (`promotionMessages.load`). */
  language: Language;
  location: HashLocation;
  /** The landing config's call, when the entry started it before rendering (main.tsx)… */
  template?: Promise<TemplateResult> | null;
  /** …and its result, when it was in before the first render. */
  settledTemplate?: TemplateResult | null;
}

/** The promotion page: its own i18n, toasts, loading indicator and hash routes. */
export function PromotionApp({ campaign, language, location, template, settledTemplate }: Props) {
  return (
    <LanguageProvider language={language}>
      <HashRouter location={location}>
        <ToastProvider>
          <PromotionRoutes campaign={campaign} load={template} settled={settledTemplate} />
          <GlobalLoading />
        </ToastProvider>
      </HashRouter>
    </LanguageProvider>
  );
}

type RoutesProps = Pick<Props, 'campaign'> & { load?: Props['template']; settled?: TemplateResult | null };

function PromotionRoutes({ campaign, load, settled }: RoutesProps) {
  const t = useMessages(promotionMessages);
  const route = useHashRoute();
  // A move between the hash routes is heard as a move between screens is (docs/decisions.md
  // "Moves between screens"): the title is one for all of them, the heading says which.
  useRouteFocus(route.path);
  // One title for all the page's hash routes.
  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);
  const template = useLandingTemplate(campaign, t, load, settled);
  const known = route.path === DOWNLOAD_PATH || route.path === AGREEMENT_PATH;
  const onRegister = !known;
  // The form stays mounted (hidden) while the agreement is open, so back finds what was typed,
  // the same captcha and a running countdown; it is dropped on the download page.
  const [keepForm, setKeepForm] = useState(onRegister);
  if (onRegister && !keepForm) setKeepForm(true);
  if (route.path === DOWNLOAD_PATH && keepForm) setKeepForm(false);

  const visitTracked = useRef(false);
  useEffect(() => {
    // track-visit once per page load, when the register page is first shown.
    if (!onRegister || visitTracked.current) return;
    visitTracked.current = true;
    trackVisit(campaign);
  }, [onRegister, campaign]);

  return (
    <>
      {keepForm && (
        <div hidden={!onRegister}>
          <RegisterScreen campaign={campaign} template={template} navigate={route.navigate} />
        </div>
      )}
      <Suspense fallback={<LoadingIndicator text={t('loading')} />}>
        {route.path === DOWNLOAD_PATH && <DownloadScreen template={template} />}
        {route.path === AGREEMENT_PATH && <AgreementScreen onBack={() => route.back(REGISTER_PATH, forwardedQuery(campaign))} />}
      </Suspense>
    </>
  );
}
