import type { BuildingView, EffectView, LevelView } from '../../contract/buildings';
import type { BuildingDef, Effect } from '../../game/data/buildings';
import { findResearch } from '../../game/data/research';
import { TIERS, tierAtLeast, type TierKey } from '../../game/data/tiers';
import { costAt, effectAt, effectText, maxLevelFor, populationAt, workAt } from '../../game/economy';
import { productionOf, queueBuilding } from '../../game/queue';
import type { BuildingsRead } from './load';
import { textOf } from '../../game/texts';

const num = (x: number) => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function targetOf(e: Effect): string | null {
  switch (e.kind) {
    case 'base':
    case 'improve': return e.rate;
    case 'storage': return e.store;
    case 'trains':
    case 'unlocks': return e.units.join(',');
    default: return null;
  }
}

/** The effects of a building standing at `level`; hourly amounts at the world speed. */
export function effectsAt(b: BuildingDef, level: number, speed: number): EffectView[] {
  return b.effects.map((e) => {
    if (e.kind === 'base') {
      const value = effectAt(e, level, b) * speed;
      return { kind: e.kind, target: e.rate, value, text: `+${num(value)} ${e.rate}/h` };
    }
    return { kind: e.kind, target: targetOf(e), value: effectAt(e, level, b), text: effectText(e, level, b) };
  });
}

/** The lowest tier that allows level L of this building (its own tier at least). */
export function tierForLevel(b: BuildingDef, level: number): TierKey {
  const t = TIERS.find((x) => tierAtLeast(x.key, b.tier) && x.maxLevel >= level);
  return (t ?? TIERS[TIERS.length - 1]).key;
}

/** Level L as queueing would build it: price, work, time at `production`, population and effects. */
export function levelView(b: BuildingDef, level: number, production: number, speed: number): LevelView {
  const work = workAt(b, level);
  return {
    level,
    cost: costAt(b, level),
    work,
    seconds: production > 0 ? Math.ceil((work / production) * 3600) : null,
    population: populationAt(b, level),
    effects: effectsAt(b, level, speed),
    tier: tierForLevel(b, level),
  };
}

/**
 * One building of the village: its level, levels queued, effects now and at the next level, and whether
 * queueing the next level now would be accepted — decided by the queue rule itself (queueBuilding),
 * so the reason is the text the queue call would answer.
 */
export function buildingView(b: BuildingDef, r: BuildingsRead, rowId: number | null, speed: number): BuildingView {
  const level = r.economy.buildings.find((x) => x.type === b.key)?.level ?? 0;
  const queued = r.economy.queue.filter((e) => e.kind === 'building' && e.target === b.key).length;
  const nextLevel = level + queued + 1;
  const production = productionOf(r.env, r.economy.buildings);
  const q = queueBuilding(r.economy, { type: b.key, builders: 0, isNew: level + queued === 0 }, r.queue);
  const research = b.research ? findResearch(b.research) : undefined;
  return {
    id: rowId,
    type: b.key,
    name: b.name,
    description: b.description,
    district: b.district,
    core: b.core,
    tier: b.tier,
    research: research ? { id: research.id, key: research.key, name: research.name, done: r.researchedIds.has(research.id) } : null,
    level,
    queued,
    maxLevel: maxLevelFor(b, r.economy.tier),
    population: populationAt(b, level),
    effects: effectsAt(b, level, speed),
    next: nextLevel <= b.maxLevel ? levelView(b, nextLevel, production, speed) : null,
    canUpgrade: q.ok,
    reason: q.ok ? null : textOf(q.error),
  };
}

/** Case-insensitive order by building type (SPEC.md section 7: the list is sorted by type). */
export const byType = (a: { type: string }, b: { type: string }) => {
  const x = a.type.toLowerCase();
  const y = b.type.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};
