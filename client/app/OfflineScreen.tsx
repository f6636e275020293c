import { useTranslation } from 'react-i18next';
import { Emblem } from './Emblem';
import './shell.css';
import './ui.css';

export interface OfflineScreenProps {
  onRetry: () => void;
  retrying?: boolean;
  /** Other texts for the same screen (the profile could not be loaded). */
  title?: string;
  text?: string;
  /** Offered when the player may prefer to leave (the profile failed to load). */
  onLogout?: () => void;
}

/** The server-state call got no answer: the server is offline; retry asks again. */
export function OfflineScreen({ onRetry, retrying, title, text, onLogout }: OfflineScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="ak-loading ak-offline" role="alert">
      <Emblem className="ak-loading__crest ak-offline__crest" size={96} />
      <h1 className="ak-offline__title">{title ?? t('app.offlineTitle')}</h1>
      <p className="ak-loading__text">{text ?? t('app.offlineText')}</p>
      <button type="button" className="ak-btn ak-btn--primary" onClick={onRetry} disabled={retrying}>
        {retrying ? <><span className="ak-spinner" aria-hidden="true" />{t('app.retrying')}</> : t('app.retry')}
      </button>
      {onLogout && <button type="button" className="ak-btn ak-btn--ghost" onClick={onLogout}>{t('nav.logout')}</button>}
    </div>
  );
}
