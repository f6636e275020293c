import { useTranslation } from 'react-i18next';
import { Emblem } from './Emblem';
import './shell.css';

export interface LoadingScreenProps {
  /** The text under the crest (defaults to 'Loading your Kingdom…'). */
  message?: string;
}

/** Full-screen while the first data loads (kept at least 1 s; 3 s without a session: see loading.ts). */
export function LoadingScreen({ message }: LoadingScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="ak-loading" role="status" aria-live="polite">
      <div className="ak-loading__glow" aria-hidden="true" />
      <Emblem className="ak-loading__crest" size={112} />
      <p className="ak-loading__title">{t('app.title')}</p>
      <div className="ak-loading__bar" aria-hidden="true"><span /></div>
      <p className="ak-loading__text">{message ?? t('app.loading')}</p>
    </div>
  );
}
