import type { Conn } from './knex';

/** The account's aether balance (read inside the write's transaction, after its locks). */
export async function aetherOf(trx: Conn, userId: number): Promise<number> {
  const row = await trx('users').where({ id: userId }).first('aether');
  return row ? Number(row.aether) : 0;
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
