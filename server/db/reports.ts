import type { Conn } from './knex';

/** Reports and the account's unread counter (users.unread_reports), kept in step in one transaction. */

export interface ReportRow {
  id: number;
  user_id: number;
  kind: string;
  title: string;
  data: Record<string, unknown>;
  read: boolean;
  created_at: Date;
}

export interface NewReport {
  userId: number;
  kind: string;
  title: string;
  data: Record<string, unknown>;
  at: Date;
}

export async function insertReport(trx: Conn, r: NewReport): Promise<number> {
  const rows: Array<{ id: number }> = await trx('reports')
    .insert({ user_id: r.userId, kind: r.kind, title: r.title, data: JSON.stringify(r.data), read: false, created_at: r.at })
    .returning('id');
  await trx('users').where({ id: r.userId }).increment('unread_reports', 1);
  return rows[0].id;
}

export async function reportsPage(db: Conn, userId: number, page: number, size: number): Promise<{ rows: ReportRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db('reports').where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .offset(page * size).limit(size).select('id', 'user_id', 'kind', 'title', 'read', 'created_at'),
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
