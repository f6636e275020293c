import { prepared, type Conn } from './knex';
import { DUE_KINDS, ORDERED_SQL, type ArmyMovement } from './movements';

/**
 * A tick runner's claim of several arrivals at once (the batch path of processDueMovements), in two
 * statements whatever their number, none of them waiting for a lock:
 *
 * 1. The earliest `limit` due army movements by (due_at, id) nobody holds (FOR UPDATE SKIP LOCKED),
 *    arrivals reading account-wide state (ORDERED_SQL) left out, each with the villages its arrival
 *    may change (lockInvolved's set: home, target and, for a battle or scouting, the villages whose
 *    troops stand at the target). In (due_at, id) order a candidate is taken only when none of its
 *    villages is one of an earlier candidate's, taken or not: the taken ones share no village, so
 *    applying them in any order gives what applying them one by one gives, and a candidate passed
 *    over waits for the earlier one it shares a village with.
 * 2. For the taken ones, as claimForRunner does for one: their villages and the accounts they may
 *    write (movers and the villages' owners) locked without waiting, and the check that no due army
 *    movement earlier by (due_at, id) and still pending (other than `failed`) involves one of their
 *    villages (starts or ends there, or is a battle or scouting where troops of one of them stand). A taken one whose village or account another transaction holds, or which
 *    fails the check, is `blocked`: the caller leaves it (its row stays locked by this transaction
 *    until it ends, so no other runner takes it meanwhile, and it is due again after).
 *
 * Why the order holds is claimForRunner's argument (server/db/movements.ts), per taken arrival; the
 * villages with troops at a target are read again in statement 2 (a later snapshot), and a taken
 * arrival whose target has troops of a village it did not lock is blocked.
 */

export interface BatchClaim {
  m: ArmyMovement;
  involved: { ids: number[]; owners: Map<number, number | null> };
}

export interface BatchClaimed {
  /** Taken and not blocked, in (due_at, id) order: to apply. */
  claims: BatchClaim[];
  /** Movements seen (locked by this transaction) but not applied: passed over or blocked. */
  passed: ArmyMovement[];
  /** The usernames of the accounts locked (for the reports). */
  usernames: Map<number, string>;
}

const CANDIDATES = `
  SELECT m.*, ARRAY(SELECT DISTINCT x FROM unnest(ARRAY[m.from_village_id, m.to_village_id]
           || CASE WHEN m.to_village_id IS NOT NULL AND m.kind IN ('attack', 'siege', 'scout')
                   THEN ARRAY(SELECT village_id FROM village_units WHERE location_village_id = m.to_village_id)
                   ELSE '{}'::int[] END) x WHERE x IS NOT NULL) AS ak_want
    FROM (SELECT * FROM movements
           WHERE kind = ANY(:kinds::text[]) AND due_at <= :cutoff AND id <> ALL(:skip::int[])
             AND coalesce(from_village_id, 0) <> ALL(:blocked::int[]) AND coalesce(to_village_id, 0) <> ALL(:blocked::int[])
             AND NOT ${ORDERED_SQL}
             -- Arrivals at events and objectives lock the objective row too: applied one by one (claimForRunner).
             AND objective_id IS NULL
           ORDER BY due_at, id LIMIT :limit FOR UPDATE SKIP LOCKED) m
   ORDER BY m.due_at, m.id`;

/**
 * An army movement `e` due, earlier than `mm` by (due_at, id) and not failed in this run. The checks
 * that use it are three EXISTS, one per way a movement involves a village (it starts there, ends there,
 * or fights where the village's troops stand), so each is an index lookup.
 */
const EARLIER = `e.kind = ANY(:kinds::text[]) AND e.due_at <= :cutoff AND (e.due_at, e.id) < (mm.due_at, mm.id) AND e.id <> ALL(:failed::int[])`;

// Arrays (= ANY) rather than IN (subquery): PostgreSQL plans those as index lookups, not hash joins over the whole table.
const LOCKS = `
  WITH p AS (SELECT * FROM unnest(:mids::int[], :vids::int[]) AS p(mid, vid)),
       inv AS (SELECT id, user_id FROM villages WHERE id = ANY(:vids::int[]) ORDER BY id FOR UPDATE SKIP LOCKED),
       seen AS (SELECT id FROM villages WHERE id = ANY(:vids::int[])),
       mm AS (SELECT id, user_id, due_at FROM movements WHERE id = ANY(:mids::int[])),
       uw AS (SELECT p.mid, inv.user_id AS uid FROM p JOIN inv ON inv.id = p.vid WHERE inv.user_id IS NOT NULL
              UNION SELECT id, user_id FROM mm WHERE user_id IS NOT NULL),
       us AS (SELECT id, username FROM users WHERE id = ANY(ARRAY(SELECT uid FROM uw)) ORDER BY id FOR UPDATE SKIP LOCKED),
       w AS (SELECT mid, array_agg(vid) AS a FROM p GROUP BY mid)
  SELECT mm.id,
         (SELECT coalesce(json_agg(json_build_array(inv.id, inv.user_id) ORDER BY inv.id), '[]'::json)
            FROM p JOIN inv ON inv.id = p.vid WHERE p.mid = mm.id) AS ak_owners,
         (EXISTS (SELECT 1 FROM p JOIN seen ON seen.id = p.vid WHERE p.mid = mm.id AND seen.id NOT IN (SELECT id FROM inv))
          OR EXISTS (SELECT 1 FROM uw WHERE uw.mid = mm.id AND uw.uid NOT IN (SELECT id FROM us))
          -- Troops that came to the target since statement 1's snapshot: their village is not locked.
          OR EXISTS (SELECT 1 FROM movements c JOIN village_units u ON u.location_village_id = c.to_village_id
                      WHERE c.id = mm.id AND c.kind IN ('attack', 'siege', 'scout')
                        AND u.village_id NOT IN (SELECT vid FROM p WHERE p.mid = mm.id))
          OR EXISTS (SELECT 1 FROM movements e WHERE e.from_village_id = ANY((SELECT a FROM w WHERE w.mid = mm.id)::int[]) AND ${EARLIER})
          OR EXISTS (SELECT 1 FROM movements e WHERE e.to_village_id = ANY((SELECT a FROM w WHERE w.mid = mm.id)::int[]) AND ${EARLIER})
          OR EXISTS (SELECT 1 FROM p JOIN village_units u ON u.village_id = p.vid JOIN movements e ON e.to_village_id = u.location_village_id
                      WHERE p.mid = mm.id AND e.kind IN ('attack', 'siege', 'scout') AND ${EARLIER})) AS ak_blocked,
         (SELECT coalesce(json_agg(json_build_array(id, username)), '[]'::json) FROM us) AS ak_names
    FROM mm`;

const parse = <T>(x: T | string): T => (typeof x === 'string' ? JSON.parse(x) as T : x);

export async function claimBatch(
  trx: Conn, cutoff: Date, o: { limit: number; skip: readonly number[]; blocked: readonly number[]; failed: readonly number[] },
): Promise<BatchClaimed> {
  const r = await trx.raw(CANDIDATES, {
    kinds: [...DUE_KINDS], cutoff, limit: o.limit, skip: [...o.skip, ...o.failed], blocked: [...o.blocked],
  }).options(prepared('batch_candidates'));
  const rows = (r.rows ?? r) as Array<ArmyMovement & { ak_want: number[] }>;
  const seen = new Set<number>();
  const taken: Array<{ m: ArmyMovement; want: number[] }> = [];
  const passed: ArmyMovement[] = [];
  for (const { ak_want: want, ...m } of rows) {
    const ids = want.map(Number);
    if (ids.some((id) => seen.has(id))) passed.push(m);
    else taken.push({ m, want: ids });
    for (const id of ids) seen.add(id);
  }
  if (taken.length === 0) return { claims: [], passed, usernames: new Map() };
  const mids = taken.flatMap((t) => t.want.map(() => t.m.id));
  const vids = taken.flatMap((t) => t.want);
  const l = await trx.raw(LOCKS, { mids, vids, kinds: [...DUE_KINDS], cutoff, failed: [...o.failed] })
    .options(prepared('batch_locks'));
  const flags = new Map(((l.rows ?? l) as Array<{ id: number; ak_owners: unknown; ak_blocked: boolean; ak_names: unknown }>)
    .map((x) => [Number(x.id), x]));
  const claims: BatchClaim[] = [];
  let names: Array<[number, string]> = [];
  for (const t of taken) {
    const f = flags.get(t.m.id);
    if (f) names = parse(f.ak_names as Array<[number, string]>);
    if (!f || f.ak_blocked) { passed.push(t.m); continue; }
    const owners = new Map(parse(f.ak_owners as Array<[number, number | null]>));
    claims.push({ m: t.m, involved: { ids: [...owners.keys()].sort((a, b) => a - b), owners } });
  }
  return { claims, passed, usernames: new Map(names) };
}

