import type { ReactNode } from 'react';
import { LanguageProvider } from '../shared/i18n/language-provider';
import type { Language } from '../shared/i18n/language';
import { GlobalLoading } from '../shared/ui/loading/global-loading';
import { ToastProvider } from '../shared/ui/toast/toast-provider';

interface Props {
  language: Language;
  children: ReactNode;
}

/** Everything a screen needs above it (Storybook's decorators use the same). */
export function Providers({ language, children }: Props) {
  return (
    <LanguageProvider language={language}>
      <ToastProvider>
        {children}
        <GlobalLoading />
      </ToastProvider>
    </LanguageProvider>
  );
}
