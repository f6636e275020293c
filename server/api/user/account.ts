import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { accountByUsername, deleteSitter, insertSitter, lockAccountRow, profilesOf, sitterIdsOf, sittersOf, sittingOf } from '../../db/accounts';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import { body, idParam } from '../../http/validate';
import { sitterRequest, type UserResponse } from '../../contract/auth';
import { checkAddSitter, TEXT } from '../../game/accounts';
import { requireAuth, requireOwner } from '../../auth/middleware';
import { revokeSitter } from '../../world/sessions';

/** GET user, POST user/sitters, DELETE user/sitters/{userId} (GAME.md section 9). */
export function register(router: Router, deps: Deps): void {
  router.get('/user', async (ctx) => {
    const auth = requireAuth(ctx);
    const rows = await profilesOf(deps.db, [auth.userId, auth.actorId]);
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
      await lockAccountRow(trx, auth.userId);
      const candidate = await accountByUsername(trx, req.username);
      if (!candidate) throw new AppError(404, 'error_user_update', TEXT.sitterUnknown);
      const current = await sitterIdsOf(trx, auth.userId);
      const check = checkAddSitter(auth.userId, candidate.id, current);
      if (!check.ok) throw badRequest('error_user_update', check.error);
      await insertSitter(trx, auth.userId, candidate.id, deps.now());
      return { sitters: await sittersOf(trx, auth.userId) };
    });
  });

  router.delete('/user/sitters/:userId', async (ctx) => {
    const auth = requireOwner(ctx);
    const sitterId = idParam(ctx.params.userId, 'error_user_update');
    ctx.body = await deps.db.transaction(async (trx) => {
      if (!(await deleteSitter(trx, auth.userId, sitterId))) throw new AppError(404, 'error_user_update', TEXT.sitterNotFound);
      // The sitter's live tokens for this account die with the permission.
      await revokeSitter(trx, deps, auth.userId, sitterId, deps.now());
      return { sitters: await sittersOf(trx, auth.userId) };
    });
  });
}
