/**
 * A fixture continent for the map stories and the map's own tests: terrain from the server's seeded
 * generator (the same function GET map/world uses), a handful of villages of every tier, own and
 * foreign, and the tiles they have claimed. Shaped exactly like `worldMapResponse`.
 */
import type { GamedataResponse, MovementView, WorldMapResponse } from '../../server/contract';
import { terrainString, tileAt } from '../../server/game/world/terrain';

const NAMES = ['Eastwatch', 'Thornbury', 'Kelmoor', 'Ashford', 'Wyrmrest', 'Duskhollow', 'Brightwater', 'Ravensholm', 'Stonegate', 'Mirefen', 'Highcairn', 'Oakheart'];
const OWNERS = ['Beatrix', 'Corvin', 'Dagny', 'Emeric'];

/** Nearest land tile to (x, y), spiralling outward. */
function landNear(seed: string, maxCoord: number, x: number, y: number): { x: number; y: number } {
  for (let r = 0; r <= maxCoord; r++) {
    for (let dx = -r; dx <= r; dx++) {
      for (const dy of [-r, r]) {
        const tx = x + dx, ty = y + dy;
        if (Math.abs(tx) <= maxCoord && Math.abs(ty) <= maxCoord && tileAt(seed, tx, ty) !== 'water') return { x: tx, y: ty };
      }
    }
  }
  return { x, y };
}

export function fixtureWorld(maxCoord = 51, seed = 'aether-story'): WorldMapResponse {
  const spots: [number, number, string, boolean][] = [
    [12, 9, 'city', true], [17, 14, 'village', true], [6, 18, 'town', true],
    [-14, 20, 'town', false], [-22, -8, 'village', false], [25, -18, 'city', false], [-6, -25, 'village', false],
    [30, 28, 'village', false], [-32, 31, 'town', false], [3, -4, 'village', false], [-38, -36, 'city', false], [40, -2, 'village', false],
  ];
  const villages: WorldMapResponse['villages'] = [];
  const claimed: WorldMapResponse['claimed'] = [];
  const scale = maxCoord / 51;
  spots.forEach(([sx, sy, tier, own], i) => {
    const at = landNear(seed, maxCoord, Math.round(sx * scale), Math.round(sy * scale));
    const id = 100 + i;
    villages.push({
      id, name: NAMES[i % NAMES.length], x: at.x, y: at.y, tier,
      owner_id: own ? 7 : 20 + (i % OWNERS.length), owner: own ? 'Aldric' : OWNERS[i % OWNERS.length], own,
    });
    const radius = tier === 'city' ? 2 : tier === 'town' ? 1 : 1;
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const x = at.x + dx, y = at.y + dy;
        if ((dx || dy) && (dx + dy + i) % 3 !== 0 && Math.abs(x) <= maxCoord && Math.abs(y) <= maxCoord && tileAt(seed, x, y) !== 'water') {
          claimed.push({ x, y, village_id: id });
        }
      }
    }
  });
  return { maxCoord, terrain: terrainString(seed, maxCoord), villages, claimed };
}

/** The tile table of GET user/gamedata, with GAME.md's starting bonuses (amounts are fractions, as the server sends them). */
export const fixtureTiles: GamedataResponse['tiles'] = [
  { type: 'plains', name: 'Plains', description: 'Open farmland.', bonus: { resource: 'food', amount: 0.1 }, needsDraining: false, buildable: true, colour: '#7e8646' },
  { type: 'woodlands', name: 'Woodlands', description: 'Light woods.', bonus: { resource: 'wood', amount: 0.05 }, needsDraining: false, buildable: true, colour: '#587038' },
  { type: 'forest', name: 'Forest', description: 'Deep forest.', bonus: { resource: 'wood', amount: 0.1 }, needsDraining: false, buildable: true, colour: '#2c4628' },
  { type: 'hills', name: 'Hills', description: 'Rolling hills.', bonus: { resource: 'stone', amount: 0.05 }, needsDraining: false, buildable: true, colour: '#807648' },
  { type: 'mountains', name: 'Mountains', description: 'High peaks.', bonus: { resource: 'stone', amount: 0.1 }, needsDraining: false, buildable: true, colour: '#746c64' },
  { type: 'rocky_plains', name: 'Rocky plains', description: 'Stony ground.', bonus: { resource: 'iron', amount: 0.1 }, needsDraining: false, buildable: true, colour: '#96805a' },
  { type: 'marshlands', name: 'Marshlands', description: 'Wet meadows.', bonus: { resource: 'food', amount: 0.1 }, needsDraining: true, buildable: true, colour: '#566848' },
  { type: 'swamp', name: 'Swamp', description: 'Murky swamp.', bonus: { resource: 'food', amount: 0.1 }, needsDraining: true, buildable: true, colour: '#384634' },
  { type: 'water', name: 'Water', description: 'Lakes.', bonus: null, needsDraining: false, buildable: false, colour: '#1e3c50' },
];

/**
 * Army movements over a fixture continent, timed around `now` (server ms) so they are under way:
 * own attacks and reinforcements out (gold), trips home (blue), attacks on own villages (red), a
 * foreign reinforcement. `extra` adds that many more own trips between random villages (for the many-
 * markers story). Shaped like the movement lists of GET units/village/{id}.
 */
export function fixtureMovements(world: WorldMapResponse, now: number, extra = 0): MovementView[] {
  const own = world.villages.filter((v) => v.own);
  const foreign = world.villages.filter((v) => !v.own);
  const iso = (ms: number) => new Date(ms).toISOString();
  const at = (v: WorldMapResponse['villages'][number]) => ({ village_id: v.id, x: v.x, y: v.y });
  const min = 60_000;
  const list: MovementView[] = [];
  const add = (kind: string, isOwn: boolean, from: ReturnType<typeof at>, to: ReturnType<typeof at>, ago: number, left: number) => {
    list.push({
      id: 500 + list.length, kind, own: isOwn, from, to,
      units: isOwn ? { melee1: 20, cav1: 5 } : null, resources: null,
      started_at: iso(now - ago * min), due_at: iso(now + left * min),
    });
  };
  add('attack', true, at(own[0]), at(foreign[0]), 5, 12);
  add('scout', true, at(own[1]), at(foreign[2]), 1, 3);
  add('reinforce', true, at(own[0]), at(own[2]), 2, 6);
  add('returning', true, at(foreign[1]), at(own[0]), 8, 9);
  add('attack', false, at(foreign[3]), at(own[1]), 10, 4);
  add('siege', false, at(foreign[4]), at(own[0]), 3, 25);
  add('reinforce', false, at(foreign[5]), at(own[2]), 2, 7);
  // A deterministic spread of extra trips: every pair walks the list with different strides.
  const all = world.villages;
  for (let i = 0; i < extra; i++) {
    const a = all[i % all.length];
    const b = all[(i * 7 + 3) % all.length] === a ? all[(i + 1) % all.length] : all[(i * 7 + 3) % all.length];
    add(i % 5 === 0 ? 'returning' : 'attack', true, at(a), at(b), 1 + (i % 17), 2 + ((i * 13) % 41));
  }
  return list;
}
