import type { ObjectiveDetail } from '../../api/objectives';
import type { MapObjective } from '../../../server/contract/objectives';
import { formatDateTime, formatDuration, formatNumber } from '../../i18n/format';
import {
  actionHref, difficultyKey, holderSide, isRunning, objectiveActions, objectiveIcon, stageProgress, type ObjectiveActions, type Viewer,
} from '../../map/objectives';
import { Countdown } from '../Countdown';
import { Icon } from '../Icon';
import { iconFor } from '../iconNames';
import { ProgressBar } from '../ProgressBar';
import { useText, type TextFn } from '../text';
import { useNow } from '../useNow';
import './ObjectivePanel.css';

export type ObjectiveLoad =
  | { status: 'loading' }
  | { status: 'error'; onRetry?: () => void }
  | { status: 'ready'; detail: ObjectiveDetail };

export interface ObjectivePanelProps {
  /** The map's view of it (GET map/objectives): shown at once, while the details load. */
  summary: MapObjective;
  /** GET objectives/{id}?full=true. */
  load: ObjectiveLoad;
  viewer: Viewer;
  clockSkewMs?: number;
  /** Freezes the clock (stories that must render the same every time). */
  frozenNowMs?: number;
  /** Attack / Scout / Reinforce / Send supplies: the form's URL with the target filled in. */
  onAction?: (href: string) => void;
  /** 'Open': its page (/objective/{id}). */
  onOpen?: (id: number) => void;
  /** A countdown reached zero: the stage moved on, read it again. */
  onStageEnd?: () => void;
  onClose: () => void;
}

const RESOURCES = ['wood', 'stone', 'iron', 'food', 'aether'] as const;
const ACTIONS: (keyof ObjectiveActions)[] = ['attack', 'scout', 'reinforce', 'supply'];

/** The catalogue name of an event or objective ('events.attack1'); the type's own key when the name is not one. */
export function objectiveTitle(t: TextFn, o: Pick<MapObjective, 'name' | 'type' | 'category'>): string {
  const key = o.name.includes('.') ? o.name : `${o.category === 'event' ? 'events' : 'objectives'}.${o.type}`;
  return t(key);
}

/** "every day", "every week", "every 6 hours" for a prestige period in seconds. */
function periodText(t: TextFn, seconds: number): string {
  if (seconds === 86400) return t('mapObjective.day');
  if (seconds === 7 * 86400) return t('mapObjective.week');
  // Any other period (a world's speed divides it): as a duration, h:mm:ss.
  return t('mapObjective.duration', { time: formatDuration(seconds) });
}

/**
 * What a tap on an event or objective on the map tells (issue 16, GAME.md section 8): its name, type
 * icon, difficulty, stage n of m with a countdown and a bar to the stage's end, the stage's rewards,
 * supplies asked and delivered, a defend event's estimated arrival, the holder and its Empire (or that it
 * earns no prestige without one), the garrison as the reader may know it, the prestige it gives, and the
 * actions the server would accept (army and logistics forms with the target filled in) plus 'Open'.
 */
export function ObjectivePanel({ summary, load, viewer, clockSkewMs = 0, frozenNowMs, onAction, onOpen, onStageEnd, onClose }: ObjectivePanelProps) {
  const t = useText();
  const ticking = useNow(clockSkewMs, frozenNowMs === undefined);
  const now = frozenNowMs ?? ticking;
  const detail = load.status === 'ready' ? load.detail : undefined;
  const o = detail ?? summary;
  const title = objectiveTitle(t, o);
  const running = isRunning(o);
  const diff = difficultyKey(o);
  const side = holderSide(o, viewer);
  const actions = objectiveActions(o, viewer, detail?.monument);
  const until = o.ends_at ?? undefined;
  const progress = detail ? stageProgress(detail.stage_started_at, detail.ends_at, now) : undefined;
  const endsLabel = o.type === 'defend1' ? t('mapObjective.arrivesIn') : o.type.startsWith('supply') ? t('mapObjective.deadline') : t('mapObjective.stageEnds');

  return (
    <section className="ak-map-panel ak-objective-panel" aria-label={title} data-testid="objective-panel" data-objective-id={o.id}>
      <header className="ak-map-panel__head">
        <span className={`ak-objective-panel__badge ak-objective-panel__badge--${o.category === 'event' ? 'event' : side}`} aria-hidden>
          <Icon name={objectiveIcon(o)} />
        </span>
        <div className="ak-objective-panel__heading">
          <span className="ak-objective-panel__kicker">{t(`mapObjective.kicker.${o.category}`)} · ({o.x}|{o.y})</span>
          <h2 className="ak-map-panel__title">{title}</h2>
        </div>
        <button type="button" className="ak-map-panel__close" onClick={onClose} aria-label={t('app.close')}>×</button>
      </header>

      <dl className="ak-map-panel__facts">
        {diff && (
          <>
            <dt>{t('mapObjective.difficulty')}</dt>
            <dd className="ak-objective-panel__difficulty">
              <span className="ak-objective-panel__pips" aria-hidden>
                {[1, 2, 3].map((i) => <span key={i} className={i <= (o.difficulty ?? 0) ? 'on' : ''} />)}
              </span>
              {t(diff)}
            </dd>
          </>
        )}
        <dt>{t('mapObjective.state')}</dt>
        <dd>{o.category === 'event' ? t(`events.states.${o.state}`) : o.holder ? t('mapObjective.held') : t('mapObjective.nativeHeld')}</dd>
        {o.incomings > 0 && (
          <>
            <dt><Icon name="ui:attack_alert" color="var(--danger)" /></dt>
            <dd className="ak-objective-panel__incomings">{t('mapObjective.incomings', { count: o.incomings })}</dd>
          </>
        )}
      </dl>

      {running && o.stage != null && o.stages != null && (
        <div className="ak-objective-panel__stage" data-testid="objective-stage">
          <div className="ak-objective-panel__row">
            <strong>{t('mapObjective.stageOf', { stage: o.stage, stages: o.stages })}</strong>
            {until && (
              <span className="ak-objective-panel__ends">
                {endsLabel}{' '}
                {frozenNowMs === undefined
                  ? <Countdown until={until} clockSkewMs={clockSkewMs} onZero={onStageEnd} />
                  : <time>{formatDuration((Date.parse(until) - now) / 1000)}</time>}
              </span>
            )}
          </div>
          {progress !== undefined && (
            <ProgressBar value={Math.round(progress * 1000)} max={1000} label={t('mapObjective.stageOf', { stage: o.stage, stages: o.stages })} hideLabel detail="none" compact tone={o.type === 'defend1' ? 'danger' : 'gold'} />
          )}
        </div>
      )}

      {load.status === 'loading' && (
        <div className="ak-objective-panel__skeleton" aria-busy="true" data-testid="objective-loading">
          <span /><span /><span />
        </div>
      )}
      {load.status === 'error' && (
        <div className="ak-objective-panel__error" role="alert">
          <p>{t('mapObjective.loadError')}</p>
          {load.onRetry && <button type="button" className="ak-map-button" onClick={load.onRetry}>{t('app.retry')}</button>}
        </div>
      )}
      {detail && <Details detail={detail} side={side} t={t} now={now} />}

      <div className="ak-map-panel__actions">
        {onAction && ACTIONS.filter((a) => actions[a]).map((a) => (
          <button key={a} type="button" className={`ak-map-button${a === 'attack' || a === 'supply' || (a === 'reinforce' && o.type === 'defend1') ? ' ak-map-button--primary' : ''}`}
            onClick={() => onAction(actionHref(a, o))} data-action={a}>
            {t(`mapObjective.${a}`)}
          </button>
        ))}
        {onOpen && (
          <button type="button" className="ak-map-button" onClick={() => onOpen(o.id)} data-action="open">{t('mapObjective.open')}</button>
        )}
      </div>
    </section>
  );
}

function Costs({ cost, t }: { cost: Partial<Record<(typeof RESOURCES)[number], number>>; t: TextFn }) {
  const shown = RESOURCES.filter((r) => (cost[r] ?? 0) > 0);
  return (
    <ul className="ak-objective-panel__costs">
      {shown.map((r) => (
        <li key={r} title={t(`resources.${r}`)}>
          <Icon name={`resource:${r}`} title={t(`resources.${r}`)} />
          <span>{formatNumber(Math.round(cost[r] ?? 0))}</span>
        </li>
      ))}
    </ul>
  );
}

function Details({ detail: d, side, t, now }: { detail: ObjectiveDetail; side: string; t: TextFn; now: number }) {
  const sum = (c: { wood: number; stone: number; iron: number; food: number }) => c.wood + c.stone + c.iron + c.food;
  const garrison = d.garrison ? Object.entries(d.garrison).filter(([, n]) => n > 0) : undefined;
  return (
    <div className="ak-objective-panel__details">
      {d.arrival && (
        <p className="ak-objective-panel__line" data-testid="objective-arrival">
          <span className="ak-objective-panel__label">{t('mapObjective.arrival')}</span>
          <span>{t(d.arrival.key, d.arrival.count === undefined ? undefined : { count: d.arrival.count })}</span>
        </p>
      )}
      {d.target_village && (
        <p className="ak-objective-panel__line">
          <span className="ak-objective-panel__label">{t('mapObjective.target')}</span>
          <span>{d.target_village.name} ({d.target_village.x}|{d.target_village.y}){d.target_village.username ? ` · ${d.target_village.username}` : ''}</span>
        </p>
      )}
      {d.rewards && isRunning(d) && (
        <div className="ak-objective-panel__block">
          <span className="ak-objective-panel__label">{t('mapObjective.rewards')}</span>
          <Costs cost={d.rewards} t={t} />
        </div>
      )}
      {d.outpost_aether != null && d.outpost_aether > 0 && (
        <p className="ak-objective-panel__line">
          <span className="ak-objective-panel__label">{t('mapObjective.outpostAether')}</span>
          <span><Icon name="resource:aether" /> {formatNumber(d.outpost_aether)}</span>
        </p>
      )}
      {d.supplies && (
        <div className="ak-objective-panel__block" data-testid="objective-supplies">
          <ProgressBar value={d.supplies.delivered} max={d.supplies.required} label={d.supplies.of === 'aether' ? `${t('events.supplies')} (${t('resources.aether')})` : t('events.supplies')}
            detail="fraction" tone={d.supplies.of === 'aether' ? 'aether' : 'gold'} />
        </div>
      )}
      {d.monument && (
        <div className="ak-objective-panel__block" data-testid="objective-monument">
          <span className="ak-objective-panel__label">
            {t('mapObjective.monument')}: {d.monument.completed_at ? t('mapObjective.completed') : t('mapObjective.building')}
          </span>
          {!d.monument.completed_at && (
            <ProgressBar value={sum(d.monument.delivered)} max={sum(d.monument.target)} label={t('mapObjective.delivered')} detail="fraction" compact />
          )}
          {d.monument.damaged && (
            <>
              <span className="ak-objective-panel__warn">{t('mapObjective.damaged')}</span>
              {d.monument.repair && <Costs cost={d.monument.repair} t={t} />}
            </>
          )}
        </div>
      )}
      {d.category === 'objective' && (
        <p className="ak-objective-panel__line" data-testid="objective-holder">
          <span className="ak-objective-panel__label">{t('mapObjective.holder')}</span>
          {d.holder ? (
            <span className={`ak-objective-panel__holder ak-objective-panel__holder--${side}`}>
              {d.holder.username}
              {d.holder.empire_name
                ? ` · ${d.holder.empire_name}${d.holder.empire_name_short ? ` [${d.holder.empire_name_short}]` : ''}`
                : <span className="ak-objective-panel__warn"> · {t('mapObjective.noEmpire')}</span>}
            </span>
          ) : <span>{t('mapObjective.natives')}</span>}
        </p>
      )}
      <div className="ak-objective-panel__block" data-testid="objective-garrison">
        <span className="ak-objective-panel__label">{t('mapObjective.garrison')}</span>
        {garrison === undefined ? <span className="ak-objective-panel__dim">{t('mapObjective.notScouted')}</span>
          : garrison.length === 0 ? <span className="ak-objective-panel__dim">{t('mapObjective.nobody')}</span>
            : (
              <ul className="ak-objective-panel__units">
                {garrison.map(([unit, n]) => (
                  <li key={unit} title={t(`units.${unit}`)}><Icon name={iconFor('unit', unit)} /> <span>{formatNumber(n)}</span> <span className="ak-objective-panel__dim">{t(`units.${unit}`)}</span></li>
                ))}
              </ul>
            )}
        {d.garrison_seen_at && <span className="ak-objective-panel__dim">{t('mapObjective.seenAt', { at: formatDateTime(d.garrison_seen_at) })}</span>}
      </div>
      {d.prestige && (
        <div className="ak-objective-panel__block" data-testid="objective-prestige">
          <span className="ak-objective-panel__label">{t('mapObjective.prestige')}</span>
          <span>
            {[
              d.prestige.on_capture > 0 ? t('mapObjective.onCapture', { count: d.prestige.on_capture }) : undefined,
              d.prestige.on_completion > 0 ? t('mapObjective.onCompletion', { count: d.prestige.on_completion }) : undefined,
              d.prestige.per_period > 0 ? t('mapObjective.perPeriod', { count: d.prestige.per_period, period: periodText(t, d.prestige.period_seconds) }) : undefined,
            ].filter(Boolean).join(' · ')}
          </span>
          {d.prestige.next_at && d.holder && (
            <span className="ak-objective-panel__dim">{t('mapObjective.nextAward')} {formatDuration((Date.parse(d.prestige.next_at) - now) / 1000)}</span>
          )}
        </div>
      )}
    </div>
  );
}
