import type { MedalView } from '../../server/contract/statistics';
import { MEDAL_TYPES } from '../../server/game/statistics/medals';

/** Every medal type at every rank column (1, 2, 3 and other: rank 7), week 3, amounts growing down the list. */
export const everyMedal: MedalView[] = MEDAL_TYPES.flatMap((type, row) =>
  [1, 2, 3, 7].map((rank, col) => ({ type, week: 3, rank, amount: 1000 * (row + 1) + 250 * col })));

/** A kingdom's medals over three weeks, in the order a server might send them (MedalList sorts newest first). */
export const kingdomMedals: MedalView[] = [
  { type: 'kingdom_pvp_att', week: 1, rank: 2, amount: 12_400 },
  { type: 'kingdom_pve_res', week: 3, rank: 1, amount: 48_250 },
  { type: 'kingdom_pve_win', week: 2, rank: 6, amount: 4 },
  { type: 'kingdom_pvp_def', week: 3, rank: 3, amount: 8_900 },
];

/** An Empire's medals. */
export const empireMedals: MedalView[] = [
  { type: 'empire_pvp_att', week: 2, rank: 1, amount: 96_000 },
  { type: 'empire_pve_win', week: 2, rank: 4, amount: 11 },
  { type: 'empire_pvp_def', week: 1, rank: 2, amount: 40_500 },
];
