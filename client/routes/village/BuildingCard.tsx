import { useState } from 'react';
import { Link } from 'react-router';
import type { GamedataBuilding } from '../../../server/contract';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { useText } from '../../panels/text';
import { workSeconds } from '../../panels/queue/queueMath';
import type { BuildingStatus, Cost } from './availability';
import { CostList } from './CostList';
import { ReasonList } from './ReasonList';
import { effectsAt } from './effects';

export interface BuildingCardProps {
  building: GamedataBuilding;
  status: BuildingStatus;
  /** The village's work points per hour (queue duration = work / production). */
  production: number;
  speed: number;
  stock: Cost;
  /** The next item takes a builder charge (+100% work rate for a building). */
  withBuilders?: boolean;
  /** Queue the next level; absent: no button (finished game). */
  onQueue?: () => Promise<unknown>;
  /** A short line under the name (e.g. the current production). */
  summary?: string;
}

/**
 * A building with its level, what it gives now and at the next level, the price and time of that level,
 * why it is blocked, and the build/upgrade button.
 */
export function BuildingCard({ building: b, status: s, production, speed, stock, withBuilders, onQueue, summary }: BuildingCardProps) {
  const t = useText();
  const [busy, setBusy] = useState(false);
  const name = t(`panels.names.building.${b.key}`);
  const href = s.id !== undefined ? `/village/${b.key}/${s.id}` : `/village/${b.key}`;
  const now = effectsAt(b, s.level, speed, t);
  const next = s.cost ? effectsAt(b, s.nextLevel, speed, t) : null;
  const seconds = s.work !== null ? workSeconds(s.work, production, 'building', withBuilders ? 1 : 0) : undefined;
  const queue = async () => {
    if (!onQueue) return;
    setBusy(true);
    try { await onQueue(); } finally { setBusy(false); }
  };
  return (
    <article className={['ak-bcard', s.reasons.length ? 'is-blocked' : ''].filter(Boolean).join(' ')} aria-label={name} data-building={b.key}>
      <header className="ak-bcard__head">
        <Icon name={iconFor('building', b.key)} size="var(--fs-xxl)" className="ak-bcard__icon" />
        <div className="ak-bcard__title">
          <Link to={href} className="ak-bcard__name">{name}</Link>
          <span className="ak-bcard__level">
            {t('villagePages.level', { level: s.level })}
            {s.queued > 0 && <span className="ak-bcard__queued"> {t('villagePages.queuedLevels', { count: s.queued })}</span>}
          </span>
        </div>
      </header>
      {summary && <p className="ak-bcard__summary">{summary}</p>}
      <dl className="ak-bcard__effects">
        <div><dt>{t('villagePages.now')}</dt><dd>{s.level > 0 || b.effects.some((e) => e.kind === 'storage') ? now.join(' · ') : t('villagePages.notBuilt')}</dd></div>
        {next && <div><dt>{t('villagePages.atLevel', { level: s.nextLevel })}</dt><dd className="ak-bcard__next">{next.join(' · ')}</dd></div>}
      </dl>
      {s.cost && <CostList cost={s.cost} stock={stock} seconds={seconds ?? null} />}
      <ReasonList reasons={s.reasons} />
      {onQueue && s.cost && (
        <button type="button" className="ak-button ak-button--primary ak-bcard__action" onClick={queue} disabled={busy || s.reasons.length > 0}>
          <Icon name={s.isNew ? 'ui:village' : 'ui:tier_up'} />
          {s.isNew ? t('villagePages.build') : t('villagePages.upgrade', { level: s.nextLevel })}
        </button>
      )}
    </article>
  );
}
