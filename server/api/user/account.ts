import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import type { Conn } from '../../db/knex';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import { body, idParam } from '../../http/validate';
import { sitterRequest, type UserResponse } from '../../contract/auth';
import { checkAddSitter, TEXT } from '../../game/accounts';
import { requireAuth, requireOwner } from '../../auth/middleware';
import { revokeSitterTokens } from '../../auth/login';

type Named = { id: number; username: string };

/** Who sits `ownerId`'s account. */
const sittersOf = (db: Conn, ownerId: number): Promise<Named[]> =>
  db('sitters').join('users', 'users.id', 'sitters.sitter_id')
    .where('sitters.owner_id', ownerId).orderBy('users.id').select('users.id', 'users.username');

/** Whose accounts `sitterId` sits. */
const sittingOf = (db: Conn, sitterId: number): Promise<Named[]> =>
  db('sitters').join('users', 'users.id', 'sitters.owner_id')
    .where('sitters.sitter_id', sitterId).orderBy('users.id').select('users.id', 'users.username');

/** GET user, POST user/sitters, DELETE user/sitters/{userId} (GAME.md section 9). */
export function register(router: Router, deps: Deps): void {
  router.get('/user', async (ctx) => {
    const auth = requireAuth(ctx);
    const rows = await deps.db('users').whereIn('id', [auth.userId, auth.actorId])
      .select('id', 'username', 'email', 'description', 'public_profile');
    const account = rows.find((r) => r.id === auth.userId);
    const actor = rows.find((r) => r.id === auth.actorId);
    if (!account || !actor) throw unauthorized();
    const res: UserResponse = {
      id: account.id,
      username: account.username,
      description: account.description,
      public_profile: account.public_profile,
      is_sitter: auth.isSitter,
      actor: { id: actor.id, username: actor.username },
      sitters: await sittersOf(deps.db, account.id),
      sitting: await sittingOf(deps.db, account.id),
    };
    // The email is the owner's private detail: a sitter does not see it.
    if (!auth.isSitter) res.email = account.email;
    ctx.body = res;
  });

  router.post('/user/sitters', async (ctx) => {
    const auth = requireOwner(ctx);
    const req = body(ctx, sitterRequest, 'error_user_update');
    ctx.body = await deps.db.transaction(async (trx) => {
      // Locking the owner serialises concurrent adds, so the sitter cap holds.
      await trx('users').where({ id: auth.userId }).forUpdate().first('id');
      const candidate = await trx('users').whereRaw('lower(username) = lower(?)', [req.username]).first('id');
      if (!candidate) throw new AppError(404, 'error_user_update', TEXT.sitterUnknown);
      const current = await trx('sitters').where({ owner_id: auth.userId }).pluck('sitter_id');
      const check = checkAddSitter(auth.userId, candidate.id, current);
      if (!check.ok) throw badRequest('error_user_update', check.error);
      await trx('sitters').insert({ owner_id: auth.userId, sitter_id: candidate.id, created_at: deps.now() });
      return { sitters: await sittersOf(trx, auth.userId) };
    });
  });

  router.delete('/user/sitters/:userId', async (ctx) => {
    const auth = requireOwner(ctx);
    const sitterId = idParam(ctx.params.userId, 'error_user_update');
    ctx.body = await deps.db.transaction(async (trx) => {
      // returning() rather than the affected count: PGlite's driver does not report counts.
      const removed = await trx('sitters').where({ owner_id: auth.userId, sitter_id: sitterId }).delete().returning('sitter_id');
      if (removed.length === 0) throw new AppError(404, 'error_user_update', TEXT.sitterNotFound);
      // The sitter's live tokens for this account die with the permission.
      await revokeSitterTokens(trx, auth.userId, sitterId, deps.now());
      return { sitters: await sittersOf(trx, auth.userId) };
    });
  });
}
