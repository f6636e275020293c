import { useState } from 'react';
import type { SendMerchantsRequest } from '../../../server/contract/merchants';
import { GuideLink } from '../../panels/GuideLink';
import { Icon } from '../../panels/Icon';
import { formatDateTimeSeconds, formatDuration, formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { formatDistance } from '../army/SendTarget';
import { checkSend, maxLoad, parseCoordText, TRADE_RESOURCES, tradeTrip, type Loads, type TradeResource } from './logisticsMath';
import type { MerchantsView } from './OverviewView';
import { AetherField, checkAether, SupplyTargetInfo, supplyKindOf, useAccountAether, useObjectiveAt, type LoadObjective, type LoadObjectives } from './SupplyTarget';

/** A refusal of the server in its own words (shown under the form as well as in the toast). */
export interface Refused { refused: string; rule?: string }
export const isRefused = (v: unknown): v is Refused => typeof v === 'object' && v !== null && 'refused' in v;

/** One of the player's villages the merchants may go to. */
export interface OwnVillage { id: number; name: string; x: number; y: number }

export interface SendViewProps {
  /** What the village holds now (whole units). */
  stock: Loads;
  merchants: MerchantsView;
  /** The sending village's tile. */
  from: { x: number; y: number };
  /** The player's other villages (the picker). */
  villages: OwnVillage[];
  /** World speed (gamedata.speed): merchants travel merchantsData.speed tiles an hour times it. */
  worldSpeed: number;
  /** Server time now (ms): the arrival is counted from it. */
  now: number;
  initial?: { x?: number; y?: number; loads?: Partial<Record<TradeResource, string>> };
  /** Sends; resolves to whether they left, or the server's refusal. Absent: sending is not possible (finished game). */
  onSend?: (body: SendMerchantsRequest) => Promise<boolean | Refused>;
  /** The account's aether (an Aether deposit takes it); default: the profile's. */
  aether?: number;
  /** GET map/objectives and GET objectives/{id} (stories give their own): the event or objective at the target. */
  loadObjectives?: LoadObjectives;
  loadObjective?: LoadObjective;
}

const blank: Record<TradeResource, string> = { wood: '', stone: '', iron: '', food: '' };

/** /village/logistics/send: a field per resource with 'max', the target, and live totals before sending. */
export function SendView({ stock, merchants, from, villages, worldSpeed, now, initial, onSend, aether: aetherProp, loadObjectives, loadObjective }: SendViewProps) {
  const t = useText();
  const profileAether = useAccountAether();
  const have = aetherProp ?? profileAether;
  const [aetherText, setAetherText] = useState('');
  const [inputs, setInputs] = useState<Record<TradeResource, string>>({ ...blank, ...initial?.loads });
  const [x, setX] = useState(initial?.x === undefined ? '' : String(initial.x));
  const [y, setY] = useState(initial?.y === undefined ? '' : String(initial.y));
  // Said only once the player typed: an untouched form is not a mistake.
  const [loadsEdited, setLoadsEdited] = useState(Object.values(initial?.loads ?? {}).some((v) => v));
  const [targetEdited, setTargetEdited] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ key: string } & Refused | undefined>();
  const cx = parseCoordText(x);
  const cy = parseCoordText(y);
  // A supply event or monument site at the target (issue 16): an Aether deposit takes aether from the account instead of resources.
  const atTarget = useObjectiveAt(cx, cy, loadObjectives);
  const byAether = supplyKindOf(atTarget) === 'aether';
  const aetherCheck = checkAether(aetherText, have, merchants.available);
  const resourceCheck = checkSend(inputs, x, y, { stock, free: merchants.available, capacity: merchants.capacity, from });
  const check = byAether
    ? {
      ...resourceCheck, total: aetherCheck.aether, needed: aetherCheck.needed, load: aetherCheck.problem,
      body: !aetherCheck.problem && !resourceCheck.target ? { wood: 0, stone: 0, iron: 0, food: 0, x: cx!, y: cy!, aether: aetherCheck.aether } : undefined,
    }
    : resourceCheck;
  const key = JSON.stringify([inputs, x, y, byAether ? aetherText : '']);
  const trip = cx !== undefined && cy !== undefined && !check.target ? tradeTrip(from, { x: cx, y: cy }, worldSpeed, now) : undefined;
  const picked = villages.find((v) => v.x === cx && v.y === cy);
  const setLoad = (r: TradeResource, v: string) => { setLoadsEdited(true); setInputs((s) => ({ ...s, [r]: v })); };
  const loads = check.loads ?? { wood: 0, stone: 0, iron: 0, food: 0 };

  const send = async () => {
    if (!check.body || !onSend) return;
    setBusy(true);
    try {
      const r = await onSend(check.body);
      if (isRefused(r)) setRefused({ key, ...r });
      else if (r) { setInputs(blank); setAetherText(''); setX(''); setY(''); setLoadsEdited(false); setTargetEdited(false); setRefused(undefined); }
    } finally { setBusy(false); }
  };
  const loadProblem = check.load === 'badAmount' ? t('logistics.send.badAmount')
    : check.load === 'noAether' ? t('refusals.objectives.noAether') : check.load ? t(`refusals.merchants.${check.load}`) : undefined;
  const targetProblem = check.target === 'badTarget' ? t('logistics.send.badTarget') : check.target ? t(`refusals.merchants.${check.target}`) : undefined;
  return (
    <section className="ak-vpage__section ak-army__form" aria-label={t('logistics.send.title')}>
      <h2><Icon name="resource:merchants" />{t('logistics.send.title')}</h2>
      <h3>{byAether ? t('resources.aether') : t('logistics.send.resources')}</h3>
      {byAether ? <AetherField value={aetherText} onChange={(v) => { setLoadsEdited(true); setAetherText(v); }} have={have} free={merchants.available} /> : <div className="ak-logistics__loads">
        {TRADE_RESOURCES.map((r) => (
          <div key={r} className="ak-logistics__load">
            <label htmlFor={`trade-${r}`}><Icon name={`resource:${r}`} />{t(`resources.${r}`)}</label>
            <input id={`trade-${r}`} className="ak-input" inputMode="numeric" autoComplete="off" placeholder="0"
              value={inputs[r]} onChange={(e) => setLoad(r, e.target.value)} />
            <button type="button" className="ak-btn" aria-label={t('logistics.send.maxOf', { resource: t(`resources.${r}`) })}
              onClick={() => setLoad(r, String(maxLoad(r, stock, loads, merchants.available, merchants.capacity)))}>{t('logistics.send.max')}</button>
            <span className="ak-logistics__have">{t('logistics.send.inVillage', { amount: formatNumber(stock[r]) })}</span>
          </div>
        ))}
      </div>}
      {loadsEdited && loadProblem && <p className="ak-army__missing" data-testid="send-problem">{loadProblem}</p>}
      <h3>{t('logistics.send.target')}</h3>
      <div className="ak-army__target" data-testid="send-target">
        <div className="ak-field ak-army__coord"><label className="ak-field__label" htmlFor="trade-x">{t('logistics.send.x')}</label>
          <input id="trade-x" className="ak-input" inputMode="numeric" value={x} onChange={(e) => { setTargetEdited(true); setX(e.target.value); }} /></div>
        <div className="ak-field ak-army__coord"><label className="ak-field__label" htmlFor="trade-y">{t('logistics.send.y')}</label>
          <input id="trade-y" className="ak-input" inputMode="numeric" value={y} onChange={(e) => { setTargetEdited(true); setY(e.target.value); }} /></div>
        {villages.length > 0 && (
          <div className="ak-field ak-logistics__pick"><label className="ak-field__label" htmlFor="trade-village">{t('logistics.send.ownVillages')}</label>
            <select id="trade-village" className="ak-input" value={picked ? String(picked.id) : ''}
              onChange={(e) => {
                const v = villages.find((o) => String(o.id) === e.target.value);
                if (v) { setTargetEdited(true); setX(String(v.x)); setY(String(v.y)); }
              }}>
              <option value="" disabled>{t('logistics.send.pickVillage')}</option>
              {villages.map((v) => <option key={v.id} value={v.id}>{v.name} ({v.x}|{v.y})</option>)}
            </select></div>
        )}
      </div>
      {targetEdited && targetProblem && <p className="ak-army__missing" data-testid="send-target-problem">{targetProblem}</p>}
      {atTarget && <SupplyTargetInfo key={atTarget.id} objective={atTarget} load={loadObjective} />}
      <dl className="ak-vpage__facts" aria-live="polite" data-testid="send-summary">
        <div><dt>{t('logistics.send.total')}</dt><dd>{formatNumber(check.total)}</dd></div>
        <div><dt>{t('logistics.send.merchantsNeeded')}</dt>
          <dd className={check.load === 'capacity' ? 'ak-logistics__over' : undefined}>{t('logistics.send.merchantsOf', { needed: formatNumber(check.needed), free: formatNumber(merchants.available) })}</dd></div>
        {trip && <div><dt>{t('logistics.send.distance')}</dt><dd>{t('logistics.send.tiles', { n: formatDistance(trip.distance) })}</dd></div>}
        {trip && <div><dt>{t('logistics.send.travel')}</dt><dd>{formatDuration(Math.ceil(trip.ms / 1000))}</dd></div>}
        {trip && <div><dt>{t('logistics.send.arrival')}</dt><dd>{formatDateTimeSeconds(trip.arrival)}</dd></div>}
      </dl>
      {refused && refused.key === key && <p className="ak-army__missing" role="alert" data-testid="send-refused">{refused.refused}<GuideLink refusal={refused.rule} /></p>}
      <div className="ak-army__row-actions">
        <button type="button" className="ak-btn ak-btn--primary" disabled={!check.body || busy || !onSend} onClick={() => void send()}>{t('logistics.send.send')}</button>
      </div>
    </section>
  );
}
