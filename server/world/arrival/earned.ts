import type { DefenderGroup, DefenderOwner } from '../../game/battle';
import { battleEarnings, resourcesIn } from '../../game/statistics/battle';
import type { Earned } from '../statistics/count';
import type { ArrivalIO } from './io';

/** A battle as an arrival fought it, for the statistics (GAME.md section 10). */
export interface FoughtBattle {
  /** The attacking kingdom (null: natives) and the units it lost. */
  attacker: { userId: number | null; lost: Readonly<Record<string, number>> };
  /** The defending groups as they stood before the battle. */
  groups: readonly DefenderGroup[];
  /** What each group lost (by owner, as the battle answers it; a group missing lost nothing). */
  lost: ReadonlyArray<{ owner: DefenderOwner; units: Readonly<Record<string, number>> }>;
  /** The kingdom of a group (null: natives). */
  ownerOf: (g: DefenderGroup) => number | null;
  /** A group's share of the defence's kills (default: its units' value). */
  weightOf?: (g: DefenderGroup) => number | undefined;
  /** What the attacker carried off (wood, stone, iron, food). */
  loot?: Readonly<Partial<Record<'wood' | 'stone' | 'iron' | 'food', number>>>;
}

/**
 * Counts what a battle earned every kingdom in it (battleEarnings: kills as attacker and defender, pvp
 * or pve by whose units died, losses, loot) through the arrival's io, in one call with all parties
 * (countEarned queues them on the transaction; they are written at its commit). `more`: what the same
 * arrival earned besides (an event's step).
 */
export async function countBattle(io: ArrivalIO, b: FoughtBattle, at: Date, more: readonly Earned[] = []): Promise<void> {
  const earned = battleEarnings({
    attacker: b.attacker,
    defenders: b.groups.map((g) => ({
      userId: b.ownerOf(g), units: g.units, lost: b.lost.find((l) => l.owner === g.owner)?.units ?? {}, weight: b.weightOf?.(g),
    })),
    loot: b.loot ? resourcesIn(b.loot) : 0,
  });
  await io.earned([...earned.map((e) => ({ ...e, at })), ...more]);
}

/**
 * The owners of the villages whose troops stand in `groups` (reinforcements: owner = their home village),
 * from the owners the arrival locked, else as the village row says now.
 */
export async function ownersOfGroups(io: ArrivalIO, groups: readonly DefenderGroup[], known?: ReadonlyMap<number, number | null>): Promise<Map<number, number | null>> {
  const out = new Map<number, number | null>();
  for (const g of groups) {
    if (g.owner === 'home' || out.has(g.owner)) continue;
    out.set(g.owner, known?.has(g.owner) ? known.get(g.owner)! : (await io.village(g.owner))?.user_id ?? null);
  }
  return out;
}
