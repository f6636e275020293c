import { Link } from 'react-router';
import type { ObjectiveDetail, ObjectiveIncomings } from '../../api/objectives';
import { Countdown } from '../../panels/Countdown';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { ProgressBar } from '../../panels/ProgressBar';
import { formatCoords, formatDateTime, formatDuration, formatNumber } from '../../i18n/format';
import { useText, type TextFn } from '../../panels/text';
import { PagedSection, type PagedListState } from '../army/PagedSection';
import { UnitList } from '../army/UnitList';
import { movementProgress } from '../army/armyMath';
import { arrivalText, difficultyText, objectiveActions, objectiveIcon, objectiveName, stageProgress, stateText } from './objectiveMath';

/** Items a page of GET objectives/{id}/incomings (server/world/objectives/read.ts). */
export const INCOMINGS_PAGE_SIZE = 10;

const COSTS = ['wood', 'stone', 'iron', 'food'] as const;
type Cost = Record<(typeof COSTS)[number], number>;

/** A row of resource amounts with their icons; zero amounts are left out. */
function Amounts({ of, aether }: { of: Partial<Cost> & { aether?: number }; aether?: boolean }) {
  const t = useText();
  const keys = [...COSTS, ...(aether ? ['aether' as const] : [])].filter((k) => (of[k] ?? 0) > 0);
  if (keys.length === 0) return <span className="ak-obj__none">{t('objectivePages.none')}</span>;
  return (
    <ul className="ak-obj__amounts">
      {keys.map((k) => <li key={k}><Icon name={iconFor('resource', k)} title={t(`resources.${k}`)} /> {formatNumber(of[k] ?? 0)}</li>)}
    </ul>
  );
}

/** The period of a periodic prestige award in words ('per day', 'per week', else 'every N hours'). */
function periodText(t: TextFn, seconds: number): string {
  const h = seconds / 3600;
  if (Math.abs(h - 24) < 0.01) return t('objectivePages.prestige.perDay');
  if (Math.abs(h - 168) < 0.01) return t('objectivePages.prestige.perWeek');
  // Any other period (a world's speed divides it): as a duration, h:mm:ss.
  return t('objectivePages.prestige.perTime', { time: formatDuration(seconds) });
}

export interface ObjectiveViewProps {
  /** GET objectives/{id}?full=true; undefined while it loads. */
  objective?: ObjectiveDetail;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The reader (actions: an objective the reader holds is reinforced, not attacked). */
  viewerId?: number;
  /** Server time now (ms): the stage's progress bar. */
  now: number;
  clockSkewMs?: number;
  /** A countdown reached zero: the overview should be reloaded. */
  onZero?: () => void;
  /** Unit keys in the game's order. */
  order?: readonly string[];
  /** A finished world: no actions. */
  finished?: boolean;
}

/** /objective/{id} overview: everything the server tells of one event or objective, and what can be done there. */
export function ObjectiveOverview({ objective: o, loading, error, onRetry, viewerId, now, clockSkewMs, onZero, order, finished }: ObjectiveViewProps) {
  const t = useText();
  if (error) {
    return (
      <section className="ak-vpage__section">
        <div className="ak-panel__state ak-panel__state--error" role="alert">
          <span>{error}</span>
          {onRetry && <button type="button" className="ak-btn" onClick={onRetry}>{t('objectivePages.retry')}</button>}
        </div>
      </section>
    );
  }
  if (!o || loading) {
    return (
      <section className="ak-vpage__section">
        <div className="ak-panel__state ak-panel__state--loading" role="status">
          <span className="ak-panel__skeleton" aria-hidden="true" /><span>{t('panels.common.loading')}</span>
        </div>
      </section>
    );
  }
  const isEvent = o.category === 'event';
  const actions = finished ? [] : objectiveActions(o, viewerId);
  return (
    <div className="ak-obj" data-testid="objective-overview">
      <section className="ak-vpage__section" aria-label={t('objectivePages.overview.title')}>
        <dl className="ak-vpage__facts ak-obj__facts">
          <div><dt>{t('objectivePages.overview.kind')}</dt><dd>{t(isEvent ? 'objectivePages.category.event' : 'objectivePages.category.objective')}</dd></div>
          <div><dt>{t('objectivePages.overview.position')}</dt><dd>{formatCoords(o.x, o.y)}</dd></div>
          <div><dt>{t('objectivePages.overview.state')}</dt><dd>{stateText(t, o)}</dd></div>
          {o.difficulty !== null && <div><dt>{t('objectivePages.overview.difficulty')}</dt><dd>{difficultyText(t, o.difficulty)}</dd></div>}
          {o.incomings > 0 && <div><dt>{t('objectivePages.overview.attacks')}</dt><dd className="ak-obj__alert"><Icon name="ui:attack_alert" />{formatNumber(o.incomings)}</dd></div>}
        </dl>
        {o.stage !== null && o.stages !== null && (
          <div className="ak-obj__stage" data-testid="objective-stage">
            <ProgressBar value={stageProgress(o.stage_started_at, o.ends_at, now)} max={1} tone={o.type === 'defend1' ? 'danger' : 'gold'}
              label={t('objectivePages.stageOf', { stage: o.stage, stages: o.stages })}
              detail={o.ends_at ? <span className="ak-obj__ends">{t(o.type === 'defend1' ? 'objectivePages.overview.arrivesIn' : 'objectivePages.overview.stageEndsIn')} <Countdown until={o.ends_at} clockSkewMs={clockSkewMs} onZero={onZero} /></span> : 'none'} />
          </div>
        )}
        {actions.length > 0 && (
          <div className="ak-obj__actions">
            {actions.map((a) => (
              <Link key={a.key} className={`ak-btn${a.key === 'attack' || a.key === 'supply' ? ' ak-btn--primary' : ''}`} to={a.to}>
                <Icon name={a.key === 'attack' ? 'stat:attack' : a.key === 'scout' ? 'stat:scout' : a.key === 'reinforce' ? 'stat:defense' : 'resource:merchants'} />
                {t(`objectivePages.actions.${a.key}`)}
              </Link>
            ))}
          </div>
        )}
      </section>

      {o.target_village && (
        <section className="ak-vpage__section" aria-label={t('objectivePages.defend.title')} data-testid="objective-target">
          <h2><Icon name="ui:village" />{t('objectivePages.defend.title')}</h2>
          <p className="ak-obj__line">
            <strong>{o.target_village.name}</strong> {formatCoords(o.target_village.x, o.target_village.y)}
            {o.target_village.username && <> · {o.target_village.user_id === viewerId ? t('objectivePages.you') : <Link to={`/profile/${o.target_village.user_id}`}>{o.target_village.username}</Link>}</>}
          </p>
          {o.arrival && <p className="ak-obj__line">{t('events.arrival')}: <strong>{arrivalText(t, o.arrival)}</strong></p>}
        </section>
      )}

      {(o.rewards || o.outpost_aether !== null) && (
        <section className="ak-vpage__section" aria-label={t('events.rewards')} data-testid="objective-rewards">
          <h2><Icon name="ui:medal" />{t('events.rewards')}</h2>
          {o.rewards && <><p className="ak-vpage__note">{t('objectivePages.rewards.stage')}</p><Amounts of={o.rewards} aether /></>}
          {o.outpost_aether !== null && <p className="ak-obj__line">{t('objectivePages.rewards.outpost')} <Icon name="resource:aether" title={t('resources.aether')} /> <strong>{formatNumber(o.outpost_aether)}</strong></p>}
        </section>
      )}

      {o.supplies && (
        <section className="ak-vpage__section" aria-label={t('events.supplies')} data-testid="objective-supplies">
          <h2><Icon name={o.supplies.of === 'aether' ? 'resource:aether' : 'resource:merchants'} />{t('events.supplies')}</h2>
          <ProgressBar value={o.supplies.delivered} max={o.supplies.required} detail="fraction" tone={o.supplies.of === 'aether' ? 'aether' : 'gold'}
            label={t(o.supplies.of === 'aether' ? 'objectivePages.supplies.aether' : 'objectivePages.supplies.resources')} />
        </section>
      )}

      {!isEvent && (
        <section className="ak-vpage__section" aria-label={t('objectivePages.holder.title')} data-testid="objective-holder">
          <h2><Icon name="ui:empire" />{t('objectivePages.holder.title')}</h2>
          {o.holder ? (
            <p className="ak-obj__line">
              {o.holder.user_id === viewerId ? t('objectivePages.you') : <Link to={`/profile/${o.holder.user_id}`}>{o.holder.username}</Link>}
              {' · '}
              {o.holder.empire_id !== null
                ? <Link to={`/empire/${o.holder.empire_id}`}>{o.holder.empire_name} [{o.holder.empire_name_short}]</Link>
                : <span className="ak-obj__warn">{t('objectivePages.holder.noEmpire')}</span>}
            </p>
          ) : <p className="ak-obj__line">{t('objectivePages.holder.natives')}</p>}
          {o.prestige && (
            <dl className="ak-vpage__facts ak-obj__facts">
              {o.prestige.on_capture > 0 && <div><dt>{t('objectivePages.prestige.onCapture')}</dt><dd>{formatNumber(o.prestige.on_capture)}</dd></div>}
              {o.prestige.on_completion > 0 && <div><dt>{t('objectivePages.prestige.onCompletion')}</dt><dd>{formatNumber(o.prestige.on_completion)}</dd></div>}
              {o.prestige.per_period > 0 && <div><dt>{periodText(t, o.prestige.period_seconds)}</dt><dd>{formatNumber(o.prestige.per_period)}</dd></div>}
              {o.prestige.next_at && o.holder && <div><dt>{t('objectivePages.prestige.next')}</dt><dd><Countdown until={o.prestige.next_at} clockSkewMs={clockSkewMs} onZero={onZero} /></dd></div>}
            </dl>
          )}
        </section>
      )}

      {o.monument && (
        <section className="ak-vpage__section" aria-label={t('objectivePages.monument.title')} data-testid="objective-monument">
          <h2><Icon name="tile:monument" />{t('objectivePages.monument.title')}</h2>
          <p className="ak-obj__line">
            {o.monument.completed_at ? t('objectivePages.monument.completed', { at: formatDateTime(o.monument.completed_at) }) : t('objectivePages.monument.building')}
          </p>
          <div className="ak-obj__bars">
            {COSTS.map((k) => (o.monument!.target[k] > 0 ? (
              <ProgressBar key={k} value={o.monument!.delivered[k]} max={o.monument!.target[k]} detail="fraction" tone={k} label={t(`resources.${k}`)} />
            ) : null))}
          </div>
          {o.monument.damaged && (
            <div className="ak-obj__damaged" role="note">
              <p className="ak-obj__warn"><strong>{t('objectivePages.monument.damaged')}</strong></p>
              {o.monument.repair && <p className="ak-obj__line">{t('objectivePages.monument.repair')} <Amounts of={o.monument.repair} /></p>}
            </div>
          )}
        </section>
      )}

      {/* Supply and defend events have no garrison at their tile (a defend event's natives are on the march). */}
      {(!isEvent || o.type === 'attack1' || o.type === 'attack2') && <section className="ak-vpage__section" aria-label={t('objectivePages.garrison.title')} data-testid="objective-garrison">
        <h2><Icon name="ui:army" />{t(o.holder ? 'objectivePages.garrison.troops' : 'objectivePages.garrison.title')}</h2>
        {o.garrison === null
          ? <p className="ak-vpage__empty">{t('objectivePages.garrison.notScouted')}</p>
          : <UnitList army={o.garrison} order={order} none={t('objectivePages.garrison.empty')} />}
        {o.garrison_seen_at && <p className="ak-vpage__note">{t('objectivePages.garrison.seenAt', { at: formatDateTime(o.garrison_seen_at) })}</p>}
      </section>}

      {o.contributions && o.contributions.length > 0 && <Contributions list={o.contributions} viewerId={viewerId} />}

      {o.history && o.history.length > 0 && (
        <section className="ak-vpage__section" aria-label={t('objectivePages.history.title')} data-testid="objective-history">
          <h2>{t('objectivePages.history.title')}</h2>
          <ol className="ak-obj__history">
            {o.history.map((h) => (
              <li key={`${h.stage}-${h.at}`}>
                <span>{t('events.stage', { stage: h.stage })}</span>
                <strong className={`ak-obj__result ak-obj__result--${h.result}`}>{t(`objectivePages.history.${h.result}`)}</strong>
                <time dateTime={h.at}>{formatDateTime(h.at)}</time>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

function Contributions({ list, viewerId }: { list: NonNullable<ObjectiveDetail['contributions']>; viewerId?: number }) {
  const t = useText();
  const total = list.reduce((s, c) => s + c.value, 0);
  const sorted = [...list].sort((a, b) => b.value - a.value || a.user_id - b.user_id);
  return (
    <section className="ak-vpage__section" aria-label={t('objectivePages.contributions.title')} data-testid="objective-contributions">
      <h2>{t('objectivePages.contributions.title')}</h2>
      <div className="ak-table-scroll">
        <table className="ak-vpage__table">
          <thead><tr>
            <th scope="col">{t('objectivePages.contributions.player')}</th>
            <th scope="col">{t('objectivePages.contributions.value')}</th>
            <th scope="col">{t('objectivePages.contributions.share')}</th>
          </tr></thead>
          <tbody>
            {sorted.map((c) => (
              <tr key={c.user_id} className={c.user_id === viewerId ? 'is-current' : undefined}>
                <th scope="row">{c.user_id === viewerId ? t('objectivePages.you') : c.username ?? t('reports.report.player', { id: c.user_id })}</th>
                <td>{formatNumber(Math.round(c.value))}</td>
                <td>{total > 0 ? `${Math.round((c.value / total) * 100)}%` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export interface ObjectiveIncomingViewProps {
  list: PagedListState<ObjectiveIncomings>;
  clockSkewMs?: number;
  now: number;
  order?: readonly string[];
  /** A movement arrived: reload. */
  onArrived?: () => void;
}

/** /objective/{id}/incoming: armies and merchants heading there, soonest first, paged. */
export function ObjectiveIncomingView({ list, clockSkewMs, now, order, onArrived }: ObjectiveIncomingViewProps) {
  const t = useText();
  return (
    <PagedSection title={t('objectivePages.incoming.title')} icon="ui:army" testId="objective-incomings" list={list}
      none={t('objectivePages.incoming.empty')} size={INCOMINGS_PAGE_SIZE} retryLabel={t('objectivePages.retry')}>
      {(items) => (
        <div className="ak-table-scroll">
          <table className="ak-vpage__table ak-obj__incomings">
            <thead><tr>
              <th scope="col">{t('army.overview.kind')}</th>
              <th scope="col">{t('army.overview.from')}</th>
              <th scope="col">{t('army.overview.units')}</th>
              <th scope="col">{t('army.overview.arrives')}</th>
            </tr></thead>
            <tbody>
              {items.map((m) => (
                <tr key={m.id} className={m.own ? 'is-current' : undefined}>
                  <th scope="row">{t(`movements.${m.kind}`)}{m.own && <span className="ak-obj__own"> · {t('objectivePages.incoming.own')}</span>}</th>
                  <td>{m.from.village_id === null ? t('objectivePages.natives') : formatCoords(m.from.x, m.from.y)}</td>
                  <td>{m.units ? <UnitList army={m.units} order={order} /> : m.resources ? <Amounts of={m.resources} aether /> : t('army.overview.unknownUnits')}</td>
                  <td>
                    <Countdown until={m.due_at} clockSkewMs={clockSkewMs} onZero={onArrived} />
                    <ProgressBar value={movementProgress(m.started_at, m.due_at, now)} max={1} compact label={t('army.overview.progress')} hideLabel />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PagedSection>
  );
}

/** The heading of an objective page: icon, name and (x|y). */
export function ObjectiveTitle({ o }: { o?: Pick<ObjectiveDetail, 'name' | 'type' | 'category' | 'x' | 'y'> }) {
  const t = useText();
  if (!o) return <>{t('notBuilt.pages.objective')}</>;
  return <><Icon name={objectiveIcon(o.type)} /> {objectiveName(t, o)} <span className="ak-obj__coords">{formatCoords(o.x, o.y)}</span></>;
}
