import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MapTile } from '../../../server/contract';
import type { MapObjective } from '../../api/objectives';
import { Link } from 'react-router';
import { distance } from '../../../server/game/movement/duration';
import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { EVENT_KINDS_LIST } from '../../../server/contract/objectives';
import { difficultyText, objectiveName, stateText } from '../objectives/objectiveMath';
import { useObjectiveAt, type LoadObjectives } from '../objectives/useObjectiveAt';

/** GET map's answer for one tile (the tile panel's call: `getMap({ x, y, viewSize: 1 })`). */
export type LoadTile = (x: number, y: number) => Promise<MapTile | undefined>;

/** The query of one tile's details, shared with whoever reads the same tile. */
export const targetTileKey = (x: number, y: number) => ['map', 'tile', x, y] as const;

/** A value that settles `ms` after its last change (the coordinates while they are typed). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/** Distance in tiles with one decimal, as the travel time uses it (Euclidean, game/movement/duration). */
export function formatDistance(d: number): string {
  const tenths = Math.round(d * 10);
  return `${formatNumber(Math.floor(tenths / 10))}.${tenths % 10}`;
}

/**
 * What stands on the target tile: its village and owner (GET map of that one tile, as the map's tile
 * panel reads it) and the distance from the sending village. Nothing while the coordinates are not
 * whole numbers on the continent.
 */
export function SendTarget({ x, y, from, maxCoord, loadTile, loadObjectives }: {
  x: number | undefined; y: number | undefined;
  from?: { x: number; y: number };
  maxCoord?: number;
  loadTile?: LoadTile;
  /** GET map/objectives (stories give their own): an event or objective at the target is named with its state. */
  loadObjectives?: LoadObjectives;
}) {
  const t = useText();
  const at = useSettled(x === undefined || y === undefined ? undefined : `${x}|${y}`, 250);
  const [sx, sy] = at ? at.split('|').map(Number) as [number, number] : [undefined, undefined];
  const inside = sx !== undefined && sy !== undefined && (maxCoord === undefined || (Math.abs(sx) <= maxCoord && Math.abs(sy) <= maxCoord));
  const tile = useQuery({
    queryKey: targetTileKey(sx ?? 0, sy ?? 0),
    queryFn: () => loadTile!(sx!, sy!),
    enabled: Boolean(loadTile) && inside,
    staleTime: 30_000,
    retry: false,
  });
  const marked = tile.data?.marker ?? undefined;
  const objective = useObjectiveAt(marked ? sx : undefined, marked ? sy : undefined, loadObjectives);
  if (x === undefined || y === undefined) return null;
  if (maxCoord !== undefined && (Math.abs(x) > maxCoord || Math.abs(y) > maxCoord)) {
    return <p className="ak-army__missing" data-testid="send-target-info">{t('army.send.offMap', { max: maxCoord })}</p>;
  }
  const fresh = inside && sx === x && sy === y;
  const d = from ? distance(from, { x, y }) : undefined;
  const info = fresh ? tile.data : undefined;
  const owner = info?.own ? t('army.send.you') : info?.owner?.username ?? t('map.nobody');
  return (
    <dl className="ak-army__targetinfo" data-testid="send-target-info" aria-live="polite">
      {loadTile && (
        <div><dt>{t('army.send.village')}</dt>
          <dd>{!fresh || tile.isPending ? t('army.send.lookingUp')
            : tile.isError || info === undefined ? t('army.send.unknownTile')
              : info.village ? info.village.name
                : info.marker ? <ObjectiveAtTarget marker={info.marker} objective={objective?.x === x && objective.y === y ? objective : undefined} />
                  : t('army.send.noVillage', { tile: t(`tiles.${info.type}`) })}</dd></div>
      )}
      {info?.village && <div><dt>{t('army.send.owner')}</dt><dd>{owner}</dd></div>}
      {d !== undefined && <div><dt>{t('army.send.distance')}</dt><dd>{t('army.send.tiles', { n: formatDistance(d) })}</dd></div>}
    </dl>
  );
}

/** An event or objective at the target: its name (from the tile's marker, or GET map/objectives with its state, difficulty and holder) and a link to its page. */
function ObjectiveAtTarget({ marker, objective }: { marker: string; objective?: MapObjective }) {
  const t = useText();
  const category = (EVENT_KINDS_LIST as readonly string[]).includes(marker) ? 'event' : 'objective';
  const name = objectiveName(t, objective ?? { name: '', type: marker as MapObjective['type'], category });
  if (!objective) return <>{name}</>;
  const extra = [stateText(t, objective), difficultyText(t, objective.difficulty), objective.holder?.username].filter(Boolean).join(' · ');
  return <><Link to={`/objective/${objective.id}`}>{name}</Link>{extra && <span className="ak-army__targetextra"> · {extra}</span>}</>;
}
