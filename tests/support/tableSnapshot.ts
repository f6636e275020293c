import type { Db } from '../../server/db/knex';

/**
 * A copy of some tables taken once (`take`) and put back as often as needed (`restore`), to run the
 * same scenario several ways from the same rows and compare the results. Foreign keys are not checked
 * while the rows go back (session_replication_role = replica); the reports id sequence follows.
 */
export function tableSnapshot(db: () => Db, tables: readonly string[]) {
  return {
    take: async () => {
      for (const t of tables) await db().raw(`CREATE TABLE snap_${t} AS SELECT * FROM ${t}`);
    },
    restore: async () => {
      await db().transaction(async (trx) => {
        await trx.raw('SET LOCAL session_replication_role = replica');
        for (const t of [...tables].reverse()) await trx.raw(`DELETE FROM ${t}`);
        for (const t of tables) await trx.raw(`INSERT INTO ${t} SELECT * FROM snap_${t}`);
        if (tables.includes('reports')) await trx.raw(`SELECT setval('reports_id_seq', greatest(1, (SELECT coalesce(max(id), 0) FROM reports)))`);
      });
    },
  };
}
