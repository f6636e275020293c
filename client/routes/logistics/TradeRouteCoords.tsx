import { useState } from 'react';
import { useText } from '../../panels/text';
import { formatCoords } from '../../i18n/format';
import type { MapTile } from '../../../server/contract';
import { parseCoordText } from './logisticsMath';

/** Reads one tile's village and owner (GET map of one tile, as the army send form's target does). */
export type LoadRouteTile = (x: number, y: number) => Promise<MapTile | undefined>;

/** A village found at the coordinates the player typed. */
export interface FoundTarget { id: number; name: string; x: number; y: number; owner: string | null; own: boolean }

type Lookup = { state: 'idle' } | { state: 'busy' } | { state: 'found'; target: FoundTarget } | { state: 'none'; at: string } | { state: 'error' };

/**
 * The trade route's target by coordinates: an ally's village (members of one Empire may trade, GAME.md
 * section 9) is not among the player's own villages, so the player types where it stands and the tile's
 * village and owner are read; the route is then set to that village's id. Whether it is a valid target is
 * the server's to say (its refusal shows under the picker).
 */
export function TradeRouteCoords({ loadTile, currentId, busy, label, onPick }: {
  loadTile: LoadRouteTile;
  /** The route's target now (found again: nothing to set). */
  currentId?: number;
  busy: boolean;
  /** The set button's words ('Set route' / 'Change target'). */
  label: string;
  /** Sets the route to the found village (true once set); absent when the world is finished. */
  onPick?: (target: FoundTarget) => Promise<boolean>;
}) {
  const t = useText();
  const [x, setX] = useState('');
  const [y, setY] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const cx = parseCoordText(x);
  const cy = parseCoordText(y);
  const edit = (set: (v: string) => void) => (e: { target: { value: string } }) => { set(e.target.value); setLookup({ state: 'idle' }); };
  const find = async () => {
    if (cx === undefined || cy === undefined) return;
    setLookup({ state: 'busy' });
    try {
      const tile = await loadTile(cx, cy);
      setLookup(tile?.village
        ? { state: 'found', target: { id: tile.village.id, name: tile.village.name, x: cx, y: cy, owner: tile.owner?.username ?? null, own: tile.own } }
        : { state: 'none', at: formatCoords(cx, cy) });
    } catch {
      setLookup({ state: 'error' });
    }
  };
  const pick = async (target: FoundTarget) => {
    if (onPick && (await onPick(target))) { setX(''); setY(''); setLookup({ state: 'idle' }); }
  };
  const found = lookup.state === 'found' ? lookup.target : undefined;
  return (
    <div className="ak-traderoute__coords" data-testid="trade-route-coords">
      <p className="ak-logistics__hint">{t('logistics.traderoute.byCoords')}</p>
      <div className="ak-army__target">
        <div className="ak-field ak-army__coord"><label className="ak-field__label" htmlFor="trade-route-x">{t('logistics.send.x')}</label>
          <input id="trade-route-x" className="ak-input" inputMode="numeric" value={x} onChange={edit(setX)} /></div>
        <div className="ak-field ak-army__coord"><label className="ak-field__label" htmlFor="trade-route-y">{t('logistics.send.y')}</label>
          <input id="trade-route-y" className="ak-input" inputMode="numeric" value={y} onChange={edit(setY)} /></div>
        <button type="button" className="ak-btn" disabled={cx === undefined || cy === undefined || lookup.state === 'busy'} onClick={() => void find()}>
          {t('logistics.traderoute.find')}
        </button>
      </div>
      {lookup.state === 'busy' && <p className="ak-logistics__hint" role="status">{t('logistics.traderoute.finding')}</p>}
      {lookup.state === 'none' && <p className="ak-army__missing" data-testid="trade-route-coords-none">{t('logistics.traderoute.noVillageAt', { at: lookup.at })}</p>}
      {lookup.state === 'error' && <p className="ak-army__missing" role="alert">{t('logistics.traderoute.findError')}</p>}
      {found && (
        <div className="ak-traderoute__found" data-testid="trade-route-found">
          <span>{found.owner && !found.own
            ? t('logistics.traderoute.foundOf', { name: found.name, at: formatCoords(found.x, found.y), owner: found.owner })
            : `${found.name} ${formatCoords(found.x, found.y)}`}</span>
          {found.id === currentId
            ? <span className="ak-logistics__hint">{t('logistics.traderoute.already')}</span>
            : <button type="button" className="ak-btn ak-btn--primary" disabled={busy || !onPick} onClick={() => void pick(found)}>{label}</button>}
        </div>
      )}
    </div>
  );
}
