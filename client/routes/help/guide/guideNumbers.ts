import type { GamedataResponse, GamedataUnit } from '../../../../server/contract';
import type { TextFn } from '../../../panels/text';
import { formatNumber } from '../../../i18n/format';

/**
 * The guide's numbers, read from the game's tables (GET user/gamedata, or the data modules the rules
 * use for what gamedata does not carry): never typed into a text by hand.
 */
type Cost = GamedataUnit['cost'];
const RES = ['wood', 'stone', 'iron', 'food'] as const;

/** A fraction as a percentage with at most one decimal: 0.025 -> "2.5%". */
export const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

/** "40 Wood, 25 Stone, 15 Iron, 20 Food" (resources the price does not ask for are left out). */
export function costText(cost: Cost, t: TextFn): string {
  return RES.filter((r) => cost[r] > 0).map((r) => `${formatNumber(cost[r])} ${t(`resources.${r}`)}`).join(', ');
}

/** What a unit needs: its training building and level, the other buildings, its research ("Stables 5, Riding Training"). */
export function needsText(u: GamedataUnit, t: TextFn): string {
  return [
    `${t(`panels.names.building.${u.building}`)} ${u.level}`,
    ...u.requires.map((r) => `${t(`panels.names.building.${r.building}`)} ${r.level}`),
    ...(u.research ? [t(`research.${u.research}`)] : []),
  ].join(', ');
}

/** Seconds an army whose slowest unit moves `unitSpeed` tiles an hour takes for `tiles` tiles in this world. */
export function travelSeconds(tiles: number, unitSpeed: number, worldSpeed: number): number {
  return unitSpeed > 0 && worldSpeed > 0 ? (tiles / unitSpeed / worldSpeed) * 3600 : 0;
}

/** Seconds a new kingdom is protected in this world (BEGINNER_PROTECTION_HOURS / speed), 0 when off. */
export function protectionSeconds(g: Pick<GamedataResponse, 'beginnerProtectionHours' | 'speed'>): number {
  return g.beginnerProtectionHours > 0 && g.speed > 0 ? (g.beginnerProtectionHours * 3600) / g.speed : 0;
}

/** The value of a building's first effect of `kind` (the walls' defence, the marketplace's merchants...). */
export function effectOf<K extends GamedataResponse['buildings'][number]['effects'][number]['kind']>(
  g: GamedataResponse, building: string, kind: K,
): Extract<GamedataResponse['buildings'][number]['effects'][number], { kind: K }> | undefined {
  const b = g.buildings.find((x) => x.key === building);
  return b?.effects.find((e) => e.kind === kind) as never;
}
