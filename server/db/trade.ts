import type { Conn } from './knex';
import { TRADE_KINDS } from './movements';
import { reservedMerchants } from './offers';
import type { MovementRow } from './villages';

/** The account's aether balance (read inside the write's transaction, after its locks). */
export async function aetherOf(trx: Conn, userId: number): Promise<number> {
  const row = await trx('users').where({ id: userId }).first('aether');
  return row ? Number(row.aether) : 0;
}

/** Merchants loaded outward from a village: to a village, or supplies to an event or monument site (issue 16). */
const OUTWARD_KINDS = ['merchants', 'supplies', 'aether_supplies'] as const;

/**
 * Merchants of a village on the road: loaded outward (`merchants` from it) or coming back (`merchants_home`
 * to it), and those its open marketplace offers reserve (db/offers.ts). Read under the village's lock by a
 * send or an offer, so racing writes see each other's trips and offers.
 */
export async function busyMerchants(trx: Conn, villageId: number): Promise<number> {
  const rows = await trx('movements')
    .where((q) => q.whereIn('kind', [...OUTWARD_KINDS]).where({ from_village_id: villageId }).orWhere({ kind: 'merchants_home', to_village_id: villageId }))
    .sum<Array<{ n: string | number | null }>>({ n: 'merchants' });
  return Number(rows[0]?.n ?? 0) + await reservedMerchants(trx, villageId);
}

/** Aether spent on trade (exchange at the better rate, resources bought): the account's balance after, or undefined when it lacks it. */
export async function spendAether(trx: Conn, userId: number, amount: number): Promise<number | undefined> {
  if (amount <= 0) {
    const row = await trx('users').where({ id: userId }).first('aether');
    return row ? Number(row.aether) : undefined;
  }
  const rows: Array<{ aether: number }> = await trx('users')
    .where({ id: userId }).where('aether', '>=', amount)
    .update({ aether: trx.raw('aether - ?', [amount]) })
    .returning(['aether']);
  return rows[0] === undefined ? undefined : Number(rows[0].aether);
}

/**
 * A village's trade movements one way, soonest first, one page: incoming (deliveries to it, merchants
 * coming to it or home to it) or outgoing (merchants leaving it); and how many there are in all.
 */
export async function tradeMovementsOf(db: Conn, villageId: number, way: 'incoming' | 'outgoing', page: number, size: number): Promise<{ total: number; rows: Array<MovementRow & { origin_kind: string | null }> }> {
  const q = () => {
    // Incoming: deliveries to it and others' merchants coming to it. Outgoing: its own merchants on the
    // road, loaded outward or coming back.
    const b = db('movements').whereIn('kind', [...TRADE_KINDS]);
    return way === 'incoming'
      ? b.where({ to_village_id: villageId }).whereIn('kind', ['delivery', 'merchants'])
      : b.where((q) => q.whereIn('kind', [...OUTWARD_KINDS]).where({ from_village_id: villageId }).orWhere({ kind: 'merchants_home', to_village_id: villageId }));
  };
  const [count, rows] = await Promise.all([
    q().count<Array<{ n: string | number }>>({ n: '*' }),
    q().orderBy([{ column: 'due_at' }, { column: 'id' }]).offset(page * size).limit(size).select('*'),
  ]);
  return { total: Number(count[0]?.n ?? 0), rows };
}
