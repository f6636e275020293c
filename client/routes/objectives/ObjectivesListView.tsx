import { Link } from 'react-router';
import type { MapObjective } from '../../api/objectives';
import { Countdown } from '../../panels/Countdown';
import { Icon } from '../../panels/Icon';
import { ListState } from '../../panels/ListState';
import { formatCoords } from '../../i18n/format';
import { useText } from '../../panels/text';
import { OBJECTIVE_SORTS, difficultyText, formatTiles, objectiveIcon, objectiveName, sortObjectives, stateText, tileDistance, type ObjectiveSort } from './objectiveMath';

export interface ObjectivesListViewProps {
  /** GET map/objectives; undefined while it loads. */
  objectives?: readonly MapObjective[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  sort: ObjectiveSort;
  onSort: (sort: ObjectiveSort) => void;
  /** The current village: distances are measured from it. */
  from?: { x: number; y: number; name?: string };
  clockSkewMs?: number;
  /** A deadline reached zero: the list should be reloaded. */
  onZero?: () => void;
}

/**
 * /map/objectives: every live event and objective with its type icon, name, (x|y), distance, state,
 * difficulty, stage, deadline and holder; sorted by distance from the current village (default), type
 * or deadline. Each row opens /objective/{id}.
 */
export function ObjectivesListView({ objectives, loading, error, onRetry, sort, onSort, from, clockSkewMs, onZero }: ObjectivesListViewProps) {
  const t = useText();
  const sorted = objectives ? sortObjectives(objectives, sort, from) : undefined;
  return (
    <section className="ak-vpage__section ak-objlist" aria-label={t('objectivePages.list.title')} aria-busy={loading || undefined} data-testid="objectives-list">
      <div className="ak-objlist__bar">
        <h2><Icon name="ui:tile" />{t('objectivePages.list.title')}{sorted && <span className="ak-vpage__count">{sorted.length}</span>}</h2>
        <label className="ak-objlist__sort">
          <span>{t('objectivePages.list.sortBy')}</span>
          <select className="ak-input" value={sort} onChange={(e) => onSort(e.target.value as ObjectiveSort)}>
            {OBJECTIVE_SORTS.map((s) => <option key={s} value={s}>{t(`objectivePages.list.sort.${s}`)}</option>)}
          </select>
        </label>
      </div>
      {from && sort === 'distance' && <p className="ak-vpage__note">{t('objectivePages.list.from', { village: from.name ?? formatCoords(from.x, from.y) })}</p>}
      <ListState error={error} onRetry={onRetry} retryLabel={t('objectivePages.retry')} loading={loading} items={sorted} empty={t('objectivePages.list.empty')}>
        {(items) => (
          <ul className="ak-objlist__rows">
            {items.map((o) => <ObjectiveRow key={o.id} o={o} from={from} clockSkewMs={clockSkewMs} onZero={onZero} />)}
          </ul>
        )}
      </ListState>
    </section>
  );
}

function ObjectiveRow({ o, from, clockSkewMs, onZero }: { o: MapObjective; from?: { x: number; y: number }; clockSkewMs?: number; onZero?: () => void }) {
  const t = useText();
  const name = objectiveName(t, o);
  const holder = o.holder
    ? o.holder.empire_name_short ? `${o.holder.username} [${o.holder.empire_name_short}]` : o.holder.username
    : null;
  return (
    <li>
      <Link className="ak-objlist__row" to={`/objective/${o.id}`} data-testid={`objective-row-${o.id}`}>
        <span className={`ak-objlist__icon ak-objlist__icon--${o.category}`}><Icon name={objectiveIcon(o.type)} /></span>
        <span className="ak-objlist__main">
          <span className="ak-objlist__name">{name}</span>
          <span className="ak-objlist__where">
            <span>{formatCoords(o.x, o.y)}</span>
            {from && <span>{t('objectivePages.tiles', { n: formatTiles(tileDistance(from, o)) })}</span>}
            {o.incomings > 0 && (
              <span className="ak-objlist__alert" title={t('objectivePages.incomingAttacks', { count: o.incomings })}>
                <Icon name="ui:attack_alert" title={t('objectivePages.incomingAttacks', { count: o.incomings })} />{o.incomings}
              </span>
            )}
          </span>
        </span>
        <span className="ak-objlist__tags">
          <span className={`ak-objlist__tag ak-objlist__tag--${o.state}`}>{stateText(t, o)}</span>
          {o.difficulty !== null && <span className={`ak-objlist__tag ak-objlist__tag--d${o.difficulty}`}>{difficultyText(t, o.difficulty)}</span>}
          {o.stage !== null && o.stages !== null && <span className="ak-objlist__tag">{t('objectivePages.stageOf', { stage: o.stage, stages: o.stages })}</span>}
          {holder && <span className="ak-objlist__holder">{holder}</span>}
        </span>
        <span className="ak-objlist__deadline">
          {o.ends_at
            ? <><Icon name="ui:timer" title={t('objectivePages.endsIn')} /><Countdown until={o.ends_at} clockSkewMs={clockSkewMs} onZero={onZero} /></>
            : <span className="ak-objlist__none">{t('objectivePages.noDeadline')}</span>}
        </span>
      </Link>
    </li>
  );
}
