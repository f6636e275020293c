import type { Db } from '../../server/db/knex';
import { createQueueItem, persistQueueItem } from '../../machines/queueItem';
import { startHead, type QueueEntry } from '../../server/game/queue';
import { newVillageSetup } from '../../server/game/economy';

/**
 * A burst of due work for the cluster test, written to the database as the queue rules would leave it:
 * `villages` villages of `users` accounts, each with one active culture item whose due instant lies in
 * [from, from + spreadMs]. `from` lies `leadMs` after the villages are in: the items are written last, so a
 * slow insert on a loaded machine does not eat into the lead. Culture items make a double or a lost
 * application visible in the accounts' totals; each village's resources_updated_at must end at its own
 * item's instant (or its army's arrival, when later). Each village also has an army of its own coming home in the same window (the arrival
 * runners' claim, a separate path from the queue's), whose units must reach home once.
 */
export interface Burst {
  villageIds: number[];
  /** Culture each account must hold once every item was applied exactly once. */
  culture: Map<number, number>;
  /** Each village's item's due instant (ms). */
  dueAt: Map<number, number>;
  /** The first item's due instant (ms). */
  from: number;
  /** Melee units each village must hold at home once its returning army arrived exactly once. */
  units: Map<number, number>;
  /** Each village's army's arrival instant (ms). */
  arrivesAt: Map<number, number>;
}

// The new-village setup's production at speed 1 (tests/api/tick-concurrency.test.ts uses the same).
const PRODUCTION = 110;

export async function insertBurst(db: Db, opts: { users: number; villages: number; leadMs: number; spreadMs: number; tag: string }): Promise<Burst> {
  const created = new Date(Date.now() - 3600_000);
  const users: Array<{ id: number }> = await db('users').insert(Array.from({ length: opts.users }, (_, i) => ({
    username: `${opts.tag}${i}`.slice(0, 15), email: `${opts.tag}${i}@example.test`, password_hash: '!', created_at: created, account_updated_at: created,
  }))).returning('id');
  const tiles = await freeTiles(db, opts.villages);
  const setup = newVillageSetup();
  const villages: Array<{ id: number; user_id: number }> = await db('villages').insert(tiles.map((t, i) => ({
    user_id: users[i % opts.users].id, name: `${opts.tag} v${i}`, x: t.x, y: t.y,
    ...setup.stock, resources_updated_at: created, created_at: created,
  }))).returning(['id', 'user_id']);
  await db.batchInsert('village_buildings', villages.flatMap((v) => setup.buildings.map((b) => ({ village_id: v.id, ...b }))), 1000);

  const culture = new Map<number, number>(users.map((u) => [u.id, 0]));
  const dueAt = new Map<number, number>();
  const from = Date.now() + opts.leadMs;
  const items = villages.map((v, i) => {
    const amount = 1 + (i % 5);
    culture.set(v.user_id, culture.get(v.user_id)! + amount);
    const entry: QueueEntry = {
      id: 0, kind: 'culture', target: null, amount, level: null, cost: { wood: amount, stone: amount, iron: amount, food: amount },
      work: amount, builders: 0, item: persistQueueItem(createQueueItem({ kind: 'culture', work: amount, builders: 0 })), dueAt: null,
    };
    const length = startHead([entry], 0, PRODUCTION)[0].dueAt!;
    const due = from + Math.floor((opts.spreadMs * i) / Math.max(1, villages.length - 1));
    const [head] = startHead([entry], due - length, PRODUCTION);
    dueAt.set(v.id, head.dueAt!);
    return {
      village_id: v.id, kind: head.kind, amount, cost: JSON.stringify(head.cost), work: head.work, work_done: 0, builders: 0,
      started_at: new Date(head.item.context.startedAt!), due_at: new Date(head.dueAt!), snapshot: JSON.stringify(head.item), created_at: created,
    };
  });
  await db.batchInsert('queue_items', items, 1000);
  const units = new Map<number, number>();
  const arrivesAt = new Map<number, number>();
  await db.batchInsert('movements', villages.map((v, i) => {
    const t = tiles[i];
    units.set(v.id, 1 + (i % 7));
    const due = from + Math.floor((opts.spreadMs * (villages.length - 1 - i)) / Math.max(1, villages.length - 1));
    arrivesAt.set(v.id, due);
    return {
      kind: 'returning', origin_kind: 'reinforce', user_id: v.user_id, from_village_id: v.id, from_x: t.x + 1, from_y: t.y,
      to_village_id: v.id, to_x: t.x, to_y: t.y, units: JSON.stringify({ melee1: 1 + (i % 7) }), resources: JSON.stringify({}),
      started_at: new Date(due - 60_000), due_at: new Date(due), targets: JSON.stringify([]), merchants: 0,
    };
  }), 1000);
  return { villageIds: villages.map((v) => v.id), culture, dueAt, from, units, arrivesAt };
}

/** Tiles holding no village or claim, from the map's south-west corner on. */
async function freeTiles(db: Db, n: number): Promise<Array<{ x: number; y: number }>> {
  const taken = new Set((await db('villages').select('x', 'y')).concat(await db('village_tiles').select('x', 'y')).map((t: { x: number; y: number }) => `${t.x}|${t.y}`));
  const out: Array<{ x: number; y: number }> = [];
  for (let y = -50; y <= 50 && out.length < n; y += 1) {
    for (let x = -50; x <= 50 && out.length < n; x += 1) if (!taken.has(`${x}|${y}`)) out.push({ x, y });
  }
  return out;
}
