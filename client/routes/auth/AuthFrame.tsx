import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Emblem } from '../../app/Emblem';
import '../../app/shell.css';
import '../../app/ui.css';
import './auth.css';

/** The frame of the screens before a Kingdom exists (login, register, spawn): crest, title, one card. */
export function AuthFrame({ children, wide, aside }: { children: ReactNode; wide?: boolean; aside?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="ak-backdrop ak-auth">
      <header className="ak-auth__head">
        <Emblem className="ak-auth__crest" size={72} />
        <div>
          <p className="ak-auth__name">{t('app.title')}</p>
          <p className="ak-auth__tagline">{t('app.tagline')}</p>
        </div>
      </header>
      <main className={['ak-auth__main', wide ? 'ak-auth__main--wide' : ''].filter(Boolean).join(' ')}>
        {children}
        {aside}
      </main>
      <footer className="ak-auth__foot">{t('app.alpha')}</footer>
    </div>
  );
}
