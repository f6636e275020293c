import { describe, expect, it } from 'vitest';
import { gameData } from '../../../../server/game/data/gamedata';
import { effectText as serverEffectText } from '../../../../server/game/economy/levels';
import { BUILDINGS } from '../../../../server/game/data/buildings';
import { buildingKeyFromRoute, effectValue, effectsAt, isEconomyBuilding } from '../../../../client/routes/village/effects';
import { interpolate } from '../../../../client/panels/text';
import catalogue from '../../../../client/i18n/en-US.json';
import { researchAction, researchCounts, scienceAt } from '../../../../client/routes/research/researchState';

const gd = gameData({ speed: 2, maxCoord: 51, tileThresholds: [600], startTime: new Date(0) });
const b = (key: string) => gd.buildings.find((x) => x.key === key)!;

/** The English catalogue as a text function, like the app's t(). */
const t = (key: string, vars?: Record<string, string | number>) => {
  let node: unknown = catalogue;
  for (const p of key.split('.')) node = (node as Record<string, unknown>)?.[p];
  return interpolate(typeof node === 'string' ? node : key, vars);
};

describe('building routes', () => {
  it('normalises a route name to the building key', () => {
    expect(buildingKeyFromRoute('iron mine')).toBe('iron_mine');
    expect(buildingKeyFromRoute('Iron%20Mine')).toBe('iron_mine');
    expect(buildingKeyFromRoute('iron-mine')).toBe('iron_mine');
    expect(buildingKeyFromRoute('farm')).toBe('farm');
    expect(buildingKeyFromRoute(undefined)).toBe('');
    expect(buildingKeyFromRoute('%E0%A4%A')).toBe('%e0%a4%a');
  });

  it('redirects exactly the four economy buildings (SPEC.md section 2)', () => {
    expect(['farm', 'forester', 'quarry', 'iron_mine'].every(isEconomyBuilding)).toBe(true);
    expect(isEconomyBuilding('sawmill')).toBe(false);
    expect(isEconomyBuilding('town_hall')).toBe(false);
  });
});

describe('building effects in words', () => {
  it('reads the per-level table; level 0 gives nothing except storage', () => {
    expect(effectValue(b('farm'), 0, 0)).toBe(0);
    expect(effectValue(b('farm'), 0, 3)).toBe(b('farm').levels[2].effects[0]);
    expect(effectValue(b('warehouse'), 0, 0)).toBe(1000);
  });

  it('multiplies hourly amounts by the world speed and shows percentages', () => {
    expect(effectsAt(b('farm'), 1, gd.speed, t)).toEqual(['+184 Food/h']);
    expect(effectsAt(b('sawmill'), 3, gd.speed, t)).toEqual(['+30% Wood']);
    expect(effectsAt(b('walls'), 20, gd.speed, t)).toEqual(['+50% defence']);
    expect(effectsAt(b('warehouse'), 1, gd.speed, t)).toEqual(['1,250 Warehouse']);
  });

  it('agrees with the numbers of docs/RULES.md for every building and level', () => {
    for (const def of BUILDINGS) {
      for (const level of [1, 5, 20]) {
        const client = effectsAt(b(def.key), level, 1, t).join(' ');
        const server = def.effects.map((e) => serverEffectText(e, level, def)).join(' ');
        const numbers = (s: string) => (s.match(/\d[\d,.]*/g) ?? []).map((n) => n.replace(/,/g, ''));
        expect(numbers(client), `${def.key} L${level}`).toEqual(numbers(server));
      }
    }
  });
});

describe('research actions', () => {
  const running = { id: 5, key: 'smithing', name: 'Smithing', science: 1, science_base: 2, percent: 50, due_at: null };
  it('offers Research only for an available technology while nothing runs', () => {
    expect(researchAction({ state: 'available' }, null)).toEqual({ kind: 'start' });
    expect(researchAction({ state: 'available' }, running)).toEqual({ kind: 'busy' });
    for (const state of ['done', 'researching', 'locked'] as const) expect(researchAction({ state }, null)).toEqual({ kind: 'none' });
  });

  it('counts the states', () => {
    const r = (state: 'done' | 'locked') => ({ state }) as never;
    expect(researchCounts({ tiers: [{ tier: 1, needsTier: 'village', research: [r('done'), r('locked'), r('locked')] }] }))
      .toEqual({ done: 1, researching: 0, available: 0, locked: 2 });
  });

  it('grows the running research between reloads, capped at its cost', () => {
    const at = '2025-11-20T12:00:00.000Z';
    const t0 = Date.parse(at);
    expect(scienceAt({ science: 100, science_base: 1000 }, 600, at, t0)).toBe(100);
    expect(scienceAt({ science: 100, science_base: 1000 }, 600, at, t0 + 1_800_000)).toBe(400);
    expect(scienceAt({ science: 100, science_base: 1000 }, 600, at, t0 + 36_000_000)).toBe(1000);
    expect(scienceAt({ science: 100, science_base: 1000 }, 600, at, t0 - 5000)).toBe(100);
  });
});
