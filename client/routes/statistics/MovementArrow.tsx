import { useText } from '../../panels/text';
import { movementOf } from './statisticsRules';

/**
 * A row's movement since the day's first ranking: ▲ and the places climbed, ▼ and the places lost, a level
 * dash, or 'new' (no rank yesterday). The accessible name says it in words.
 */
export function MovementArrow({ rank, previous }: { rank: number; previous?: number | null }) {
  const t = useText();
  const m = movementOf(rank, previous);
  if (m.kind === 'new') return <span className="ak-stats__arrow is-new">{t('statistics.movement.new')}</span>;
  if (m.kind === 'same') return <span className="ak-stats__arrow is-same" title={t('statistics.movement.same')} aria-label={t('statistics.movement.same')}>–</span>;
  const label = t(`statistics.movement.${m.kind}`, { n: m.by });
  return (
    <span className={`ak-stats__arrow is-${m.kind}`} title={label} aria-label={label}>
      <span aria-hidden="true">{m.kind === 'up' ? '▲' : '▼'}{m.by}</span>
    </span>
  );
}
