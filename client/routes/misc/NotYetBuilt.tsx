import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../app/ui.css';
import './misc.css';

export interface NotYetBuiltProps {
  /** Key under notBuilt.pages (e.g. 'research'). */
  page: string;
}

/** An honest page for a route whose feature arrives in a later version: a title and one sentence. */
export function NotYetBuilt({ page }: NotYetBuiltProps) {
  const { t } = useTranslation();
  return (
    <section className="ak-misc">
      <div className="ak-misc__seal" aria-hidden="true">
        <svg viewBox="0 0 64 64" width="64" height="64">
          <path d="M12 50 L32 12 L52 50 Z" fill="none" stroke="var(--gold)" strokeWidth="3" strokeLinejoin="round" />
          <path d="M20 50 V40 H28 V50 M36 50 V34 H44 V50" fill="none" stroke="var(--text-dim)" strokeWidth="2.5" />
          <path d="M8 50 H56" stroke="var(--panel-border-strong)" strokeWidth="3" strokeLinecap="round" />
        </svg>
      </div>
      <h1 className="ak-misc__title">{t(`notBuilt.pages.${page}`)}</h1>
      <p className="ak-misc__text">{t('notBuilt.text')}</p>
    </section>
  );
}

/** A path the app does not know. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="ak-misc">
      <h1 className="ak-misc__title">{t('notBuilt.notFoundTitle')}</h1>
      <p className="ak-misc__text">{t('notBuilt.notFoundText')}</p>
      <Link className="ak-btn" to="/">{t('notBuilt.back')}</Link>
    </section>
  );
}

export default NotYetBuilt;
