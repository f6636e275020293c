import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerStateResponse } from '../../../server/contract';
import { formatDateTimeSeconds, formatNumber } from '../../i18n/format';
import './timeline.css';

type TimelineEntry = ServerStateResponse['timeline'][number];

/**
 * What a timeline entry's state is at `now`: 'appeared' once the world acted on it (the server's
 * `spawned`; a server without that field: once its date is reached), 'due' when its date passed but the
 * world has not acted yet (the next tick places it), else 'upcoming'.
 */
export function timelineStatus(e: TimelineEntry, now: number): 'appeared' | 'due' | 'upcoming' {
  if (e.spawned === true) return 'appeared';
  if (Date.parse(e.at) > now) return 'upcoming';
  return e.spawned === false ? 'due' : 'appeared';
}

export interface ServerInfoProps {
  server: ServerStateResponse | undefined;
  loading?: boolean;
  error?: boolean;
  /** Start opened (stories). */
  initialOpen?: boolean;
}

/** The login page's server-information toggle: game start, map size, speed and the timeline (GET /api), each entry marked once it has appeared. */
export function ServerInfo({ server, loading, error, initialOpen = false }: ServerInfoProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initialOpen);
  const id = useId();
  const now = server ? Date.parse(server.now) : 0;
  return (
    <section className="ak-serverinfo">
      <button
        type="button"
        className="ak-btn ak-btn--ghost ak-serverinfo__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="ak-serverinfo__chevron" aria-hidden="true">{open ? '▾' : '▸'}</span>
        {open ? t('serverInfo.toggleHide') : t('serverInfo.toggleShow')}
      </button>
      {open && (
        <div id={id} className="ak-serverinfo__body">
          <h2 className="ak-serverinfo__title">{t('serverInfo.title')}</h2>
          {loading && <p className="ak-muted">{t('serverInfo.loading')}</p>}
          {!loading && (error || !server) && <p className="ak-muted">{t('serverInfo.unavailable')}</p>}
          {!loading && server && (
            <>
              <dl className="ak-serverinfo__facts">
                <div><dt>{t('serverInfo.phase')}</dt><dd className={`ak-phase ak-phase--${server.phase}`}>{t(`serverInfo.phases.${server.phase}`)}</dd></div>
                <div><dt>{t('serverInfo.gameStart')}</dt><dd>{formatDateTimeSeconds(server.startTime)}</dd></div>
                <div><dt>{t('serverInfo.mapSize')}</dt><dd>{t('serverInfo.mapSizeValue', { size: formatNumber(server.mapSize) })}</dd></div>
                <div><dt>{t('serverInfo.speed')}</dt><dd>{t('serverInfo.speedValue', { speed: server.speed })}</dd></div>
              </dl>
              <h3 className="ak-serverinfo__subtitle">{t('serverInfo.timeline')}</h3>
              <ol className="ak-timeline">
                {server.timeline.map((e) => {
                  const status = timelineStatus(e, now);
                  return (
                    <li key={e.type} className={status === 'upcoming' ? undefined : `is-reached is-${status}`} data-status={status}>
                      <span className="ak-timeline__dot" aria-hidden="true" />
                      <span className="ak-timeline__what">
                        {t(`serverInfo.events.${e.type}`)}
                        {status !== 'upcoming' && <span className={`ak-timeline__tag ak-timeline__tag--${status}`}>{t(`serverInfo.status.${status}`)}</span>}
                      </span>
                      <time className="ak-timeline__when" dateTime={e.at}>{formatDateTimeSeconds(e.at)}</time>
                      {status === 'upcoming' && <span className="ak-visually-hidden">{t('serverInfo.upcoming')}</span>}
                    </li>
                  );
                })}
              </ol>
            </>
          )}
        </div>
      )}
    </section>
  );
}
