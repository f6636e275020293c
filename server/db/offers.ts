import type { Conn } from './knex';
import { RESOURCES, type Cost, type Resource } from '../game/data/resources';

/** Marketplace offers (migration 016, GAME.md section 7): what the offer calls read and write. */

export type OfferStatus = 'open' | 'accepted' | 'cancelled' | 'withdrawn';

export interface OfferRow {
  id: number;
  village_id: number | null;
  user_id: number;
  offer: Cost;
  request: Cost;
  merchants: number;
  empire_only: boolean;
  status: OfferStatus;
  created_at: Date;
  closed_at: Date | null;
  accepted_village_id: number | null;
  accepted_user_id: number | null;
}

/** An open offer of another player as the marketplace lists it: with its village and offerer. */
export interface MarketOfferRow extends OfferRow {
  village_name: string;
  x: number;
  y: number;
  username: string;
}

const costOf = (row: Record<string, unknown>, side: 'offer' | 'request'): Cost =>
  Object.fromEntries(RESOURCES.map((r) => [r, Number(row[`${side}_${r}`] ?? 0)])) as Cost;

function offerOf(row: Record<string, unknown>): OfferRow {
  return {
    id: Number(row.id), village_id: row.village_id == null ? null : Number(row.village_id), user_id: Number(row.user_id),
    offer: costOf(row, 'offer'), request: costOf(row, 'request'), merchants: Number(row.merchants), empire_only: row.empire_only === true,
    status: row.status as OfferStatus, created_at: new Date(row.created_at as string), closed_at: row.closed_at == null ? null : new Date(row.closed_at as string),
    accepted_village_id: row.accepted_village_id == null ? null : Number(row.accepted_village_id),
    accepted_user_id: row.accepted_user_id == null ? null : Number(row.accepted_user_id),
  };
}

const columns = (side: 'offer' | 'request', c: Cost) => Object.fromEntries(RESOURCES.map((r) => [`${side}_${r}`, c[r]]));

export async function insertOffer(trx: Conn, o: { villageId: number; userId: number; offer: Cost; request: Cost; merchants: number; empireOnly: boolean; at: Date }): Promise<OfferRow> {
  const rows: Array<Record<string, unknown>> = await trx('offers').insert({
    village_id: o.villageId, user_id: o.userId, ...columns('offer', o.offer), ...columns('request', o.request),
    merchants: o.merchants, empire_only: o.empireOnly, status: 'open', created_at: o.at,
  }).returning('*');
  return offerOf(rows[0]);
}

export async function offerById(db: Conn, id: number): Promise<OfferRow | undefined> {
  const row = await db('offers').where({ id }).first();
  return row ? offerOf(row) : undefined;
}

/**
 * Merchants a village's open offers reserve. Only offers its present owner made count: one made before
 * the village changed hands is no longer anyone's offer (it is withdrawn when it is next touched).
 */
export async function reservedMerchants(db: Conn, villageId: number): Promise<number> {
  const rows = await db('offers as o').join('villages as v', function on() { this.on('v.id', 'o.village_id').andOn('v.user_id', 'o.user_id'); })
    .where({ 'o.village_id': villageId, 'o.status': 'open' })
    .sum<Array<{ n: string | number | null }>>({ n: 'o.merchants' });
  return Number(rows[0]?.n ?? 0);
}

/** The same sum as a subquery of the village snapshot (v = the village's row there). */
export const RESERVED_MERCHANTS_SQL = `(SELECT coalesce(sum(o.merchants), 0)::int FROM offers o
     WHERE o.village_id = v.id AND o.status = 'open' AND o.user_id = v.user_id)`;

/** A village's open offers made by its present owner, newest first. */
export async function openOffersOf(db: Conn, villageId: number): Promise<OfferRow[]> {
  const rows = await db('offers as o').join('villages as v', function on() { this.on('v.id', 'o.village_id').andOn('v.user_id', 'o.user_id'); })
    .where({ 'o.village_id': villageId, 'o.status': 'open' })
    .orderBy([{ column: 'o.created_at', order: 'desc' }, { column: 'o.id', order: 'desc' }]).select('o.*');
  return rows.map(offerOf);
}

/** Whether the kingdom in column `userColumn` and `viewerId` are members of one Empire (empire_members, migration 019). */
const sameEmpireAs = (db: Conn, userColumn: string, viewerId: number) =>
  db('empire_members as em_a').join('empire_members as em_b', 'em_b.empire_id', 'em_a.empire_id')
    .whereRaw('em_a.user_id = ??', [userColumn]).where('em_b.user_id', viewerId).select(db.raw('1'));

/**
 * Open offers others may accept, nearest to (x, y) first (then oldest), one page, and how many there are:
 * not `viewerId`'s, still their village owner's, Empire-only ones only when the viewer is in the offerer's
 * Empire (mayAcceptOffer's listing side), optionally offering `resource`.
 */
export async function marketOffers(db: Conn, q: { viewerId: number; x: number; y: number; resource?: Resource; page: number; size: number }): Promise<{ total: number; rows: MarketOfferRow[] }> {
  const base = () => {
    const b = db('offers as o')
      .join('villages as v', function on() { this.on('v.id', 'o.village_id').andOn('v.user_id', 'o.user_id'); })
      .where('o.status', 'open').whereNot('o.user_id', q.viewerId)
      .where((w) => w.where('o.empire_only', false).orWhereExists(sameEmpireAs(db, 'o.user_id', q.viewerId)));
    return q.resource ? b.where(`o.offer_${q.resource}`, '>', 0) : b;
  };
  const [count, rows] = await Promise.all([
    base().count<Array<{ n: string | number }>>({ n: '*' }),
    base().join('users as u', 'u.id', 'o.user_id')
      .orderByRaw('(v.x - ?) * (v.x - ?) + (v.y - ?) * (v.y - ?), o.created_at, o.id', [q.x, q.x, q.y, q.y])
      .offset(q.page * q.size).limit(q.size)
      .select('o.*', 'v.name as village_name', 'v.x', 'v.y', 'u.username'),
  ]);
  return {
    total: Number(count[0]?.n ?? 0),
    rows: rows.map((r: Record<string, unknown>) => ({ ...offerOf(r), village_name: String(r.village_name), x: Number(r.x), y: Number(r.y), username: String(r.username) })),
  };
}

/**
 * Ends an open offer: ONE conditional update (open -> `to`), so of racing accepts and cancels exactly one
 * changes it. Answers the row as it was closed, or undefined when it was not open (or not of `villageId` / `userId`).
 */
export async function closeOffer(trx: Conn, id: number, to: Exclude<OfferStatus, 'open'>, at: Date, opts: { villageId?: number; userId?: number; accepted?: { villageId: number; userId: number } } = {}): Promise<OfferRow | undefined> {
  const q = trx('offers').where({ id, status: 'open' });
  if (opts.villageId !== undefined) q.where({ village_id: opts.villageId });
  if (opts.userId !== undefined) q.where({ user_id: opts.userId });
  const rows: Array<Record<string, unknown>> = await q.update({
    status: to, closed_at: at, accepted_village_id: opts.accepted?.villageId ?? null, accepted_user_id: opts.accepted?.userId ?? null,
  }).returning('*');
  return rows[0] ? offerOf(rows[0]) : undefined;
}

/** Withdraws a village's open offers made by anyone but its present owner (`ownerId`): they are no one's offers any more. */
export async function withdrawStrayOffers(trx: Conn, villageId: number, ownerId: number | null, at: Date): Promise<number> {
  const q = trx('offers').where({ village_id: villageId, status: 'open' });
  if (ownerId !== null) q.whereNot({ user_id: ownerId });
  return q.update({ status: 'withdrawn', closed_at: at });
}
