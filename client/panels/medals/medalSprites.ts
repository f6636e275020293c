import { MEDAL_TYPES, medalColumn, type MedalType } from '../../../server/game/statistics/medals';
import type { TextFn } from '../text';
import { formatNumber } from '../../i18n/format';

/**
 * The medal and victory point sprite sheets (SPEC.md section 9) and the texts a medal shows. Pure: no
 * React, so unit tests read the tooltip text and the sheet cell directly.
 *
 * assets/sprites/medals.svg: 24 px cells, a row per medal type in MEDAL_TYPES order (the kingdom's four
 * categories as round medals, then the Empire's as shields) and 4 columns: rank 1 gold, 2 silver,
 * 3 bronze, other plain. assets/sprites/victory-points.svg: 36 px frames vps, landmark, monument, artifact.
 */
export const MEDAL_CELL = 24;
export const MEDAL_COLUMNS = 4;
/** Rows of the medal sheet: one per medal type. */
export const MEDAL_TYPES_COUNT = MEDAL_TYPES.length;
export const VICTORY_POINT_FRAME = 36;
export const VICTORY_POINT_TYPES = ['vps', 'landmark', 'monument', 'artifact'] as const;
export type VictoryPointType = (typeof VICTORY_POINT_TYPES)[number];

/** A medal as the server sends it (value1 week, value2 rank, value3 amount; older answers have no amount). */
export interface MedalLike {
  type: string;
  week: number;
  rank: number;
  amount?: number | null;
}

export function isMedalType(type: string): type is MedalType {
  return (MEDAL_TYPES as readonly string[]).includes(type);
}

/** The sheet cell of a medal: its type's row (-1: unknown type) and its rank's column (0 gold .. 3 plain). */
export function medalCell(type: string, rank: number): { row: number; column: number } {
  const c = medalColumn(rank);
  return { row: isMedalType(type) ? MEDAL_TYPES.indexOf(type) : -1, column: c === 'other' ? 3 : c - 1 };
}

/** The frame of a victory point type (0 vps .. 3 artifact; an unknown type shows vps). */
export function victoryPointFrame(type: string): number {
  return Math.max(0, (VICTORY_POINT_TYPES as readonly string[]).indexOf(type));
}

/** The CSS background position of a cell `size` px wide in a sheet drawn at that cell size. */
export function spritePosition(column: number, row: number, size: number): string {
  return `${-column * size}px ${-row * size}px`;
}

/** The medal's category name ("Kingdom · PvP attacker"); an unknown type reads as its key. */
export function medalName(t: TextFn, type: string): string {
  return isMedalType(type) ? t(`medals.types.${type}`) : type;
}

/** 'Week W · rank R · amount A' (without the amount when the answer has none). */
export function medalDetail(t: TextFn, m: MedalLike): string {
  const vars = { week: formatNumber(m.week), rank: formatNumber(m.rank) };
  return typeof m.amount === 'number'
    ? t('medals.detail', { ...vars, amount: formatNumber(m.amount) })
    : t('medals.detailNoAmount', vars);
}

/** The whole tooltip: the category's name, then the week, rank and amount. */
export function medalTooltip(t: TextFn, m: MedalLike): string {
  return t('medals.tooltip', { name: medalName(t, m.type), detail: medalDetail(t, m) });
}

/** Newest week first; within a week the better rank, then kingdom before Empire in type order. */
export function sortMedals<M extends MedalLike>(medals: readonly M[]): M[] {
  const order = (type: string) => (isMedalType(type) ? MEDAL_TYPES.indexOf(type) : MEDAL_TYPES.length);
  return [...medals].sort((a, b) => b.week - a.week || a.rank - b.rank || order(a.type) - order(b.type));
}
