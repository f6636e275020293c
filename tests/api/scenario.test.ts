import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { aWorld, type Scenario } from '../support/world';
import { RESEARCH } from '../../server/game/data/research';

/** The scenario builder (tests/support/world.ts) makes the world it says, as the API then shows it. */
describe('aWorld', () => {
  let s: TestServer;
  let w: Scenario;
  const tech = RESEARCH[0];
  beforeAll(async () => {
    s = await startTestServer();
    w = await aWorld(s)
      .at('2026-06-01T12:00:00Z')
      .withPlayer('ann').withVillage('ann', { quadrant: 'NE', buildings: { barracks: 3, farm: 4 }, stock: { wood: 1234, food: 50 }, units: { melee1: 7 } })
      .withVillage('ann', { at: { x: -40, y: -40, name: 'Second' } })
      .withPlayer('bob').withVillage('bob', { quadrant: 'SW' })
      .withSitter('ann')
      .withResearch('ann', [tech.key])
      .build();
  });
  afterAll(async () => { await s?.stop(); });

  it('founds and places the planned villages with their levels, stock and troops', async () => {
    const r = await s.api('GET', `/villages/${w.village('ann')}`, { token: w.token('ann') });
    expect(r.status).toBe(200);
    const levels = Object.fromEntries((r.body.village.buildings as Array<{ type: string; level: number }>).map((b) => [b.type, b.level]));
    expect(levels).toMatchObject({ barracks: 3, farm: 4 });
    expect(r.body.village.wood).toBeCloseTo(1234, 0);
    const second = await s.api('GET', `/villages/${w.village('ann', 1)}`, { token: w.token('ann') });
    expect(second.body.village).toMatchObject({ name: 'Second', x: -40, y: -40 });
    const troops = await s.api('GET', `/units/village/${w.village('ann')}`, { token: w.token('ann') });
    expect(troops.body.home).toEqual({ melee1: 7 });
  });

  it('gives the owner, the sitter, every other player and no token the answers the game gives them', async () => {
    const path = `/villages/${w.village('ann')}`;
    expect((await s.api('GET', path, { token: w.token('ann') })).status).toBe(200);
    expect((await s.api('GET', path, { token: w.sitter('ann') })).status).toBe(200);
    const others = w.others('ann');
    expect(others.map((o) => o.who)).toEqual(['bob', 'ann-sitter', 'no token']);
    for (const o of others) expect((await s.api('GET', path, { token: o.token })).status, o.who).toBe(o.token ? 403 : 401);
  });

  it('records the research and the instant', async () => {
    const r = await s.api('GET', '/research', { token: w.token('ann') });
    expect(r.status).toBe(200);
    const all = (r.body.tiers as Array<{ research: Array<{ id: number; state: string; completed_at: string | null }> }>).flatMap((t) => t.research);
    expect(all.find((x) => x.id === tech.id)).toMatchObject({ state: 'done', completed_at: '2026-06-01T12:00:00.000Z' });
    expect(s.clock.now().toISOString()).toBe('2026-06-01T12:00:00.000Z');
  });
});
