import { RESOURCES, type Cost } from '../data/resources';
import { cargoTotal } from './cargo';

/**
 * Merchants carrying supplies to a supply event or a monument site (GAME.md section 8). Resources load
 * merchants as any trip does (ceil(total / capacity)); aether (to an 'Aether deposit', supply2) loads
 * them by AETHER_PER_MERCHANT: ceil(aether / AETHER_PER_MERCHANT), at least one.
 */

/** Aether one merchant carries to an Aether deposit (*start*). */
export const AETHER_PER_MERCHANT = 50;

export function merchantsForAether(aether: number): number {
  return Math.max(1, Math.ceil(Math.max(0, aether) / AETHER_PER_MERCHANT));
}

/**
 * The part of a load that comes back when `returned` of its total was not accepted: taken from every
 * resource in proportion to the load (whole units, largest remainders first), never more than a resource
 * carried, summing to exactly min(returned, total) so nothing is created or lost.
 */
export function returnedShare(load: Cost, returned: number): Cost {
  const total = cargoTotal(load);
  const want = Math.max(0, Math.min(total, Math.round(returned)));
  const out: Cost = { wood: 0, stone: 0, iron: 0, food: 0 };
  if (want === 0 || total === 0) return out;
  if (want === total) return { wood: Math.max(0, load.wood), stone: Math.max(0, load.stone), iron: Math.max(0, load.iron), food: Math.max(0, load.food) };
  const rests: Array<{ r: (typeof RESOURCES)[number]; rest: number }> = [];
  let given = 0;
  for (const r of RESOURCES) {
    const exact = (Math.max(0, load[r]) * want) / total;
    out[r] = Math.floor(exact);
    given += out[r];
    rests.push({ r, rest: exact - out[r] });
  }
  rests.sort((a, b) => b.rest - a.rest);
  for (const x of rests) {
    if (given >= want) break;
    if (out[x.r] < Math.max(0, load[x.r])) { out[x.r] += 1; given += 1; }
  }
  return out;
}

/** A jsonb of resources as a Cost (missing ones 0; other keys, such as aether, ignored). */
export const costOf = (c: Readonly<Record<string, number>> | null | undefined): Cost => ({
  wood: Number(c?.wood ?? 0), stone: Number(c?.stone ?? 0), iron: Number(c?.iron ?? 0), food: Number(c?.food ?? 0),
});

/** The load minus what comes back: what was delivered. */
export function deliveredShare(load: Cost, back: Cost): Cost {
  return { wood: load.wood - back.wood, stone: load.stone - back.stone, iron: load.iron - back.iron, food: load.food - back.food };
}
