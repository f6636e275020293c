import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { Countdown } from '../../panels/Countdown';
import { GuideLink } from '../../panels/GuideLink';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { ProgressBar } from '../../panels/ProgressBar';
import { useText } from '../../panels/text';
import { formatCoords, formatDateTime, formatDuration } from '../../i18n/format';
import type { TradeRoute } from '../../api/tradeRoutes';
import { Cargo } from './Cargo';
import { isRefused, type Refused } from './SendView';
import { TradeRouteCoords, type FoundTarget, type LoadRouteTile } from './TradeRouteCoords';

/** One of the player's other villages, a possible target. */
export interface RouteTarget { id: number; name: string; x: number; y: number }

export interface TradeRoutePanelProps {
  /** The village's route: undefined while loading, null when it has none. */
  route?: TradeRoute | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The player's other villages (the route's possible targets). */
  villages: RouteTarget[];
  /** Server time now (ms). */
  now: number;
  clockSkewMs?: number;
  /** Set or replace the target (its name for the toast); undefined when the world is finished (read-only). */
  onSet?: (targetId: number, name: string) => Promise<boolean | Refused>;
  /** Reads a tile's village and owner, for a target by coordinates (an ally's village); absent: own villages only. */
  loadTile?: LoadRouteTile;
  onRemove?: () => Promise<boolean | Refused>;
  /** The next shipment's countdown reached zero: the route should be read again. */
  onDue?: () => void;
  /** Stories: the removal dialog open at first. */
  confirming?: boolean;
}

/**
 * The logistics page's trade-route tab (GAME.md section 7): the village's one route with its target,
 * the next hourly shipment (countdown and bar over the interval), the last shipment (what left, when it
 * arrives, what the target's stores took and lost) and why the last hour sent nothing; a target picked
 * from the player's other villages or found by coordinates (an ally's village: the Empire widens who may
 * be traded with); removal behind a confirmation. Empty, loading and error states.
 */
export function TradeRoutePanel(p: TradeRoutePanelProps) {
  const t = useText();
  const title = <><Icon name="ui:map" />{t('logistics.traderoute.title')}</>;
  if (p.loading || p.error || p.route === undefined) {
    return <PanelFrame title={title} loading={p.loading || (!p.error && p.route === undefined)} error={p.error} onRetry={p.onRetry} />;
  }
  const route = p.route;
  return (
    <section className="ak-vpage__section ak-traderoute" aria-label={t('logistics.traderoute.title')} data-testid="trade-route">
      <h2>{title}</h2>
      <p className="ak-logistics__hint">{t('logistics.traderoute.intro')}</p>
      {route === null
        ? <div className="ak-panel__state ak-panel__state--empty" data-testid="trade-route-none"><span>{t('logistics.traderoute.none')}</span></div>
        : <RouteFacts route={route} now={p.now} clockSkewMs={p.clockSkewMs} onDue={p.onDue} />}
      <TargetPicker {...p} />
      {route !== null && <RemoveRoute route={route} onRemove={p.onRemove} confirming={p.confirming} />}
    </section>
  );
}

function RouteFacts({ route, now, clockSkewMs, onDue }: { route: TradeRoute; now: number; clockSkewMs?: number; onDue?: () => void }) {
  const t = useText();
  const next = Date.parse(route.next_at);
  // In whole seconds of the interval since the previous slot (the bar's value and maximum).
  const interval = route.interval_seconds;
  const waited = Math.floor(Math.min(interval, Math.max(0, (now - (next - interval * 1000)) / 1000)));
  const last = route.last_shipment;
  const arrived = last !== null && last.delivered !== null;
  useArrivalRead(last !== null && !arrived && Date.parse(last.arrives_at) <= now ? last.arrives_at : undefined, now, onDue);
  return (
    <>
      <dl className="ak-vpage__facts">
        <div><dt><Icon name="ui:village" />{t('logistics.traderoute.target')}</dt><dd data-testid="trade-route-target">{route.target.name} {formatCoords(route.target.x, route.target.y)}</dd></div>
        <div><dt><Icon name="ui:clock" />{t('logistics.traderoute.next')}</dt>
          <dd><Countdown until={route.next_at} clockSkewMs={clockSkewMs} onZero={onDue} /></dd></div>
      </dl>
      <ProgressBar value={waited} max={interval} label={t('logistics.traderoute.wait')} detail="none" />
      <p className="ak-logistics__hint">{t('logistics.traderoute.every', { time: formatDuration(route.interval_seconds) })}</p>
      {route.last_idle && (
        <div className="ak-traderoute__idle" role="status" data-testid="trade-route-idle">
          <strong>{t('logistics.traderoute.idleTitle')}</strong>
          <span>{t(`logistics.traderoute.idle.${route.last_idle}`)}</span>
          {route.last_at && <span className="ak-logistics__hint">{formatDateTime(route.last_at)}</span>}
        </div>
      )}
      <h3><Icon name="resource:merchants" />{t('logistics.traderoute.last')}</h3>
      {last === null ? <p className="ak-army__none" data-testid="trade-route-no-shipment">{t('logistics.traderoute.noShipment')}</p> : (
        <dl className="ak-vpage__facts" data-testid="trade-route-last">
          <div><dt><Icon name="resource:all" />{t('logistics.overview.carries')}</dt><dd><Cargo load={last.resources} none={t('logistics.traderoute.noShipment')} /></dd></div>
          <div><dt><Icon name="ui:clock" />{t('logistics.traderoute.left')}</dt><dd>{formatDateTime(last.at)}</dd></div>
          <div><dt><Icon name="ui:timer" />{arrived ? t('logistics.traderoute.arrived') : t('logistics.traderoute.arrives')}</dt>
            <dd>{arrived || Date.parse(last.arrives_at) <= now ? formatDateTime(last.arrives_at) : <Countdown until={last.arrives_at} clockSkewMs={clockSkewMs} />}</dd></div>
          {last.delivered && <div><dt><Icon name="ui:storage" />{t('logistics.traderoute.delivered')}</dt><dd><Cargo load={last.delivered} none="0" /></dd></div>}
          {last.lost && Object.values(last.lost).some((n) => n > 0) && (
            <div className="ak-traderoute__lost"><dt><Icon name="stat:required" />{t('logistics.traderoute.lost')}</dt><dd><Cargo load={last.lost} none="0" /></dd></div>
          )}
        </dl>
      )}
    </>
  );
}

/**
 * Reads the route again once its last shipment is past its arrival but not yet shown as arrived, so the
 * panel says what the target's stores took: nothing else re-reads it before the next slot, which replaces
 * the shipment (at a high world speed, seconds after it landed). Up to three reads 3 s apart per
 * shipment: the first may come a moment before the server applied the arrival.
 */
function useArrivalRead(arrivesAt: string | undefined, now: number, onDue?: () => void) {
  const asked = useRef({ key: '', reads: 0, at: 0 });
  useEffect(() => {
    if (arrivesAt === undefined || !onDue) return;
    const a = asked.current.key === arrivesAt ? asked.current : { key: arrivesAt, reads: 0, at: 0 };
    if (a.reads < 3 && now - a.at >= 3000) {
      asked.current = { key: arrivesAt, reads: a.reads + 1, at: now };
      onDue();
    } else {
      asked.current = a;
    }
  }, [arrivesAt, now, onDue]);
}

function TargetPicker({ route, villages, onSet, loadTile }: TradeRoutePanelProps) {
  const t = useText();
  const current = route?.target.id;
  const choices = villages.filter((v) => v.id !== current);
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refused | undefined>();
  if (villages.length === 0 && !loadTile) return <p className="ak-logistics__hint" data-testid="trade-route-no-other">{t('logistics.traderoute.noOther')}</p>;
  if (choices.length === 0 && !loadTile) return null;
  const setTo = async (id: number, name: string): Promise<boolean> => {
    if (!onSet) return false;
    setBusy(true);
    try {
      const r = await onSet(id, name);
      if (isRefused(r)) { setRefused(r); return false; }
      if (r) { setPicked(''); setRefused(undefined); }
      return r;
    } finally { setBusy(false); }
  };
  const set = async () => {
    const v = choices.find((c) => String(c.id) === picked);
    if (v) await setTo(v.id, v.name);
  };
  const label = route ? t('logistics.traderoute.change') : t('logistics.traderoute.set');
  return (
    <div className="ak-traderoute__pick">
      {route === null && <p className="ak-logistics__hint">{t(loadTile ? 'logistics.traderoute.noneHintAllies' : 'logistics.traderoute.noneHint')}</p>}
      {villages.length === 0 && <p className="ak-logistics__hint" data-testid="trade-route-no-other">{t('logistics.traderoute.noOther')}</p>}
      {choices.length > 0 && (
        <div className="ak-logistics__pair ak-logistics__pick">
          <label htmlFor="trade-route-target">{t('logistics.traderoute.target')}
            <select id="trade-route-target" className="ak-input" value={picked} onChange={(e) => { setPicked(e.target.value); setRefused(undefined); }}>
              <option value="">{t('logistics.traderoute.pick')}</option>
              {choices.map((v) => <option key={v.id} value={String(v.id)}>{v.name} {formatCoords(v.x, v.y)}</option>)}
            </select>
          </label>
          <button type="button" className="ak-btn ak-btn--primary" disabled={!picked || busy || !onSet} onClick={() => void set()}>{label}</button>
        </div>
      )}
      {loadTile && (
        <TradeRouteCoords loadTile={loadTile} currentId={current} busy={busy} label={label}
          onPick={onSet ? (v: FoundTarget) => { setRefused(undefined); return setTo(v.id, v.name); } : undefined} />
      )}
      {refused && <p className="ak-army__missing" role="alert" data-testid="trade-route-refused">{refused.refused}<GuideLink refusal={refused.rule} /></p>}
    </div>
  );
}

function RemoveRoute({ route, onRemove, confirming }: { route: TradeRoute; onRemove?: () => Promise<boolean | Refused>; confirming?: boolean }) {
  const t = useText();
  const [open, setOpen] = useState(confirming ?? false);
  const [busy, setBusy] = useState(false);
  return (
    <div className="ak-traderoute__remove">
      <button type="button" className="ak-btn ak-btn--danger" disabled={!onRemove || busy} onClick={() => setOpen(true)}>{t('logistics.traderoute.remove')}</button>
      <ConfirmDialog open={open} title={t('logistics.traderoute.confirm.title')}
        message={t('logistics.traderoute.confirm.message', { name: route.target.name })}
        irreversible={t('logistics.traderoute.confirm.irreversible')}
        confirmLabel={t('logistics.traderoute.confirm.confirm')} cancelLabel={t('logistics.traderoute.confirm.cancel')}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          setOpen(false);
          if (!onRemove) return;
          setBusy(true);
          try { await onRemove(); } finally { setBusy(false); }
        }} />
    </div>
  );
}
