import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quadrant } from '../../../server/contract';
import { AuthFrame } from '../auth/AuthFrame';
import { QuadrantMap } from './QuadrantMap';
import './spawn.css';

/** Laid out as on the map: north on top, west on the left. */
export const QUADRANTS: Quadrant[] = ['NW', 'NE', 'SW', 'SE'];

export interface SpawnViewProps {
  onFound: (quadrant: Quadrant) => void;
  submitting?: boolean;
  error?: string;
  /** The server is finished: no new Kingdoms. */
  finished?: boolean;
  initialQuadrant?: Quadrant;
  /** A player without a village can still leave. */
  onLogout?: () => void;
}

/** Choose North East, North West, South East or South West, then 'Found Kingdom'. */
export function SpawnView(p: SpawnViewProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Quadrant | undefined>(p.initialQuadrant);
  return (
    <AuthFrame wide>
      <div className="ak-card ak-spawn">
        <h1 className="ak-card__title">{t('spawn.title')}</h1>
        <p className="ak-card__subtitle">{t('spawn.intro')}</p>
        {p.finished && <div className="ak-notice ak-notice--warn ak-spawn__notice"><p>{t('spawn.finished')}</p></div>}
        <div className="ak-spawn__grid" role="radiogroup" aria-label={t('spawn.title')}>
          {QUADRANTS.map((q) => {
            const selected = chosen === q;
            return (
              <button
                key={q}
                type="button"
                role="radio"
                aria-checked={selected}
                className={['ak-qcard', selected ? 'is-selected' : ''].filter(Boolean).join(' ')}
                onClick={() => setChosen(q)}
                disabled={p.finished || p.submitting}
              >
                <QuadrantMap quadrant={q} />
                <span className="ak-qcard__text">
                  <span className="ak-qcard__name">{t(`spawn.quadrants.${q}`)}</span>
                  <span className="ak-qcard__hint">{t(`spawn.hints.${q}`)}</span>
                </span>
                {selected && <span className="ak-qcard__badge">{t('spawn.chosen')}</span>}
              </button>
            );
          })}
        </div>
        {p.error && <div className="ak-notice ak-notice--error ak-spawn__notice" role="alert"><p>{p.error}</p></div>}
        <div className="ak-spawn__actions">
          <button
            type="button"
            className="ak-btn ak-btn--primary ak-spawn__found"
            disabled={!chosen || p.submitting || p.finished}
            onClick={() => chosen && p.onFound(chosen)}
          >
            {p.submitting ? <><span className="ak-spinner" aria-hidden="true" />{t('spawn.submitting')}</> : t('spawn.submit')}
          </button>
          {!chosen && !p.finished && <span className="ak-muted ak-spawn__pick">{t('spawn.pick')}</span>}
          {p.onLogout && <button type="button" className="ak-btn ak-btn--ghost ak-spawn__logout" onClick={p.onLogout}>{t('nav.logout')}</button>}
        </div>
      </div>
    </AuthFrame>
  );
}
