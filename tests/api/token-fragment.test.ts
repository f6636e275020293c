import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { createTestDb, type TestDb } from '../support/db';
import { hashToken, issueToken, liveTokenWhere, resolveToken, TOKEN_CTE } from '../../server/db/tokens';

/**
 * One definition of a live token (liveTokenWhere) behind every statement that checks one: the
 * middleware's lookup, the CTE the hot reads fold in, and migration 010's functions, whose bodies are
 * the .sql files in server/db/sql applied as they are.
 */
describe('the token check', () => {
  let t: TestDb;
  const T = new Date('2026-06-01T12:00:00Z');
  beforeAll(async () => { t = await createTestDb(); });
  afterAll(async () => { await t?.drop(); });

  it('every statement that checks a token uses the one condition', async () => {
    expect(TOKEN_CTE).toContain(liveTokenWhere(':tok_hash', ':tok_now'));
    for (const f of ['ak_token_live', 'ak_queue_read_tok']) {
      expect(fs.readFileSync(`server/db/sql/${f}.sql`, 'utf8'), f).toContain(liveTokenWhere('p_hash', 'p_now'));
      const def = await t.db.raw(`SELECT pg_get_functiondef('${f}'::regproc) AS d`);
      expect(((def.rows ?? def)[0] as { d: string }).d, f).toContain(liveTokenWhere('p_hash', 'p_now'));
    }
  });

  it('the migrated functions and resolveToken agree on live, revoked and expired tokens', async () => {
    const [u] = await t.db('users').insert({ username: 'tok_user', email: 'tok@example.test', password_hash: '!', created_at: T, account_updated_at: T }).returning('id');
    const id = (u as { id: number }).id ?? u;
    const live = await issueToken(t.db, { userId: id, actorId: id, isSitter: false, expiresAt: new Date(T.getTime() + 3600_000) });
    const expired = await issueToken(t.db, { userId: id, actorId: id, isSitter: false, expiresAt: new Date(T.getTime() - 1) });
    const revoked = await issueToken(t.db, { userId: id, actorId: id, isSitter: false, expiresAt: new Date(T.getTime() + 3600_000) });
    await t.db('auth_tokens').where({ token_hash: hashToken(revoked) }).update({ revoked_at: T });
    for (const [token, want] of [[live, true], [expired, false], [revoked, false], ['never-issued-token', false]] as const) {
      const r = await t.db.raw('SELECT ak_token_live(?, ?::timestamptz) AS live', [hashToken(token), T.toISOString()]);
      expect(((r.rows ?? r)[0] as { live: boolean }).live, token).toBe(want);
      expect((await resolveToken(t.db, token, T)) !== undefined, token).toBe(want);
    }
  });
});
