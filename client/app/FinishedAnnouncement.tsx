import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './ui.css';
import './shell.css';

export interface FinishedAnnouncementProps {
  onDismiss: () => void;
  /** The Empire that won (GET /api's winner); none when an operator ended the world or the state is not read yet. */
  winner?: { name: string; name_short: string } | null;
}

/** The server tab of the statistics (phase, final standings, winner): where the announcement leads. */
export const FINISHED_STATISTICS_PATH = '/statistics/server';

/**
 * Shown once the server is finished, until dismissed (the dismissal is stored); names the winning Empire
 * when the server state carries one, and links to the server statistics (/statistics/server: the final
 * standings); following the link dismisses it.
 */
export function FinishedAnnouncement({ onDismiss, winner }: FinishedAnnouncementProps) {
  const { t } = useTranslation();
  return (
    <div className="ak-finished-scrim">
      <section className="ak-finished" role="dialog" aria-labelledby="ak-finished-title" aria-modal="true">
        <div className="ak-seal ak-finished__ribbon" aria-hidden="true">♛</div>
        <div className="ak-finished__body">
          <h2 id="ak-finished-title" className="ak-finished__title">{t('finished.title')}</h2>
          <p className="ak-finished__text" data-testid="finished-text">
            {winner ? t('finished.winner', { name: winner.name, short: winner.name_short }) : t('finished.text')}
          </p>
          <div className="ak-finished__actions">
            <Link className="ak-btn ak-btn--primary" to={FINISHED_STATISTICS_PATH} onClick={onDismiss} data-testid="finished-statistics">{t('finished.link')}</Link>
            <button type="button" className="ak-btn" onClick={onDismiss}>{t('finished.dismiss')}</button>
          </div>
        </div>
      </section>
    </div>
  );
}
