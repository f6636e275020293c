import { useState } from 'react';
import { Link } from 'react-router';
import type { ResearchResponse, ResearchView } from '../../../server/contract';
import { Countdown } from '../../panels/Countdown';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { ProgressBar } from '../../panels/ProgressBar';
import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { researchAction } from './researchState';
import { ScienceDue } from './ScienceDue';

export interface ResearchCardProps {
  research: ResearchView;
  running: ResearchResponse['researching'];
  /** Science queued in the villages and on its way (shown while nothing produces science). */
  queued?: ResearchResponse['science_queued'];
  clockSkewMs?: number;
  onStart?: (r: ResearchView) => Promise<unknown>;
  onZero?: () => void;
}

/** One technology: icon, state, cost, what it unlocks, its prerequisites, and its progress or 'Research' button. */
export function ResearchCard({ research: r, running, queued, clockSkewMs, onStart, onZero }: ResearchCardProps) {
  const t = useText();
  const [busy, setBusy] = useState(false);
  const action = researchAction(r, running);
  const name = t(`research.${r.key}`);
  const start = async () => {
    if (!onStart) return;
    setBusy(true);
    try { await onStart(r); } finally { setBusy(false); }
  };
  return (
    <article className={`ak-tech ak-tech--${r.state}`} aria-label={name} data-research={r.key}>
      <header className="ak-tech__head">
        <Icon name={iconFor('tech', r.key)} size="var(--fs-xxl)" className="ak-tech__icon" />
        <div className="ak-tech__title">
          <h3>{name}</h3>
          <span className={`ak-tech__state ak-tech__state--${r.state}`}>{t(`researchPage.state.${r.state}`)}</span>
        </div>
      </header>
      <p className="ak-tech__desc">{r.description}</p>
      <p className="ak-tech__cost"><Icon name="resource:science" title={t('resources.science')} />{formatNumber(r.science_base)}</p>
      {r.unlocks.length > 0 && (
        <div className="ak-tech__unlocks">
          <span className="ak-tech__label">{t('researchPage.unlocks')}</span>
          <ul>
            {r.unlocks.map((u) => (
              <li key={u.key}>
                <Link to={`/village/${u.key}`} className="ak-tech__unlock"><Icon name={iconFor('building', u.key)} />{t(`panels.names.building.${u.key}`)}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {r.requires.length > 0 && (
        <div className="ak-tech__requires">
          <span className="ak-tech__label">{t('researchPage.requires')}</span>
          <ul>
            {r.requires.map((p) => (
              <li key={p.key} className={p.done ? 'is-done' : 'is-missing'}>
                <span aria-hidden="true">{p.done ? '✓' : '✗'}</span> {t(`research.${p.key}`)}
                <span className="ak-visually-hidden">{p.done ? t('researchPage.state.done') : t('researchPage.missing')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {r.state === 'locked' && (
        <p className="ak-reasons__item">
          {t('error_requirements')}
          {r.missing.length > 0 && `: ${r.missing.map((m) => t(`research.${m.key}`)).join(', ')}`}
          {r.needsTier && `${r.missing.length > 0 ? ';' : ':'} ${t('researchPage.needsTier', { tier: t(`tiers.${r.needsTier}`) })}`}
        </p>
      )}
      {r.state === 'researching' && running && (
        <div className="ak-tech__progress">
          <ProgressBar value={running.science} max={running.science_base} tone="science" detail="fraction" label={t('researchPage.progress')} />
          <ScienceDue dueAt={running.due_at} queued={queued} clockSkewMs={clockSkewMs} onZero={onZero} />
        </div>
      )}
      {r.state === 'done' && r.completed_at && <p className="ak-tech__done">{t('researchPage.completed')}</p>}
      {action.kind === 'busy' && <p className="ak-tech__busy">{t('error_research_ongoing')}</p>}
      {onStart && action.kind !== 'none' && (
        <button type="button" className="ak-button ak-button--primary ak-tech__start" onClick={start} disabled={busy || action.kind === 'busy'}>
          <Icon name="ui:research" />{t('researchPage.start')}
        </button>
      )}
    </article>
  );
}
