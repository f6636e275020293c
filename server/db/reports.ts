import type { Conn } from './knex';
import type { ReportTitle } from '../game/reports/titles';

/** Reports and the account's unread counter (users.unread_reports), kept in step in one transaction. */

export interface ReportRow {
  id: number;
  user_id: number;
  kind: string;
  /** The title's catalogue key and parameters (server/game/reports/titles.ts), never English. */
  title_key: string;
  title_params: ReportTitle['params'];
  data: Record<string, unknown>;
  read: boolean;
  created_at: Date;
}

export interface NewReport {
  userId: number;
  kind: string;
  title: ReportTitle;
  data: Record<string, unknown>;
  at: Date;
}

export async function insertReport(trx: Conn, r: NewReport): Promise<number> {
  return (await insertReports(trx, [r]))[0];
}

/**
 * Inserts reports and raises each account's unread counter by its number of them, in one statement
 * (a data-modifying CTE). Returns the ids in the order given.
 */
export async function insertReports(trx: Conn, reports: readonly NewReport[]): Promise<number[]> {
  if (reports.length === 0) return [];
  const values = reports.map(() => '(?::int, ?, ?, ?::jsonb, ?::jsonb, false, ?::timestamptz, ?::int)').join(', ');
  const r = await trx.raw(
    `WITH x(user_id, kind, title_key, title_params, data, read, created_at, n) AS (VALUES ${values}),
       ins AS (INSERT INTO reports (user_id, kind, title_key, title_params, data, read, created_at)
               SELECT user_id, kind, title_key, title_params, data, read, created_at FROM x ORDER BY n RETURNING id),
       counters AS (UPDATE users u SET unread_reports = u.unread_reports + c.k
                    FROM (SELECT user_id, count(*)::int AS k FROM x GROUP BY user_id) c WHERE u.id = c.user_id)
     SELECT id FROM ins ORDER BY id`,
    reports.flatMap((rep, i) => [rep.userId, rep.kind, rep.title.key, JSON.stringify(rep.title.params), JSON.stringify(rep.data), rep.at, i]),
  );
  return ((r.rows ?? r) as Array<{ id: number }>).map((row) => Number(row.id));
}

export async function reportsPage(db: Conn, userId: number, page: number, size: number): Promise<{ rows: ReportRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db('reports').where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .offset(page * size).limit(size).select('id', 'user_id', 'kind', 'title_key', 'title_params', 'read', 'created_at'),
    db('reports').where({ user_id: userId }).count<{ n: number }>({ n: '*' }).first(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function reportById(db: Conn, id: number, lock = false): Promise<ReportRow | undefined> {
  const q = db('reports').where({ id }).first();
  if (lock) q.forUpdate();
  return q;
}

/** Marks one report read; the counter drops only if it was unread (the row lock makes this exact). */
export async function markRead(trx: Conn, r: ReportRow): Promise<void> {
  if (r.read) return;
  await trx('reports').where({ id: r.id }).update({ read: true });
  await trx('users').where({ id: r.user_id }).where('unread_reports', '>', 0).decrement('unread_reports', 1);
}

export async function markAllRead(trx: Conn, userId: number): Promise<void> {
  await trx('users').where({ id: userId }).forUpdate().first('id');
  await trx('reports').where({ user_id: userId, read: false }).update({ read: true });
  await trx('users').where({ id: userId }).update({ unread_reports: 0 });
}
