import type { Conn } from './knex';

/**
 * Whether the database answers `SELECT 1` within `timeoutMs` (GET /readyz). A pool with no free
 * connection counts as not answering: an instance whose every connection is stuck cannot serve either.
 */
export async function databaseAnswers(db: Conn, timeoutMs = 1000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), timeoutMs); });
  const ping = db.raw('SELECT 1 AS ok').then(() => true, () => false);
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}
