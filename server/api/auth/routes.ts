import type Router from '@koa/router';
import { accountByUsername, accountsHolding, insertAccount, passwordHashOf, setPasswordHash, tokenStaysLoggedIn } from '../../db/accounts';
import type { Context } from 'koa';
import type { Deps } from '../../http/context';
import { AppError, badRequest, unauthorized } from '../../http/errors';
import { body } from '../../http/validate';
import { changePasswordRequest, loginRequest, registerRequest } from '../../contract/auth';
import { checkNewPassword, checkRegistration, TEXT } from '../../game/accounts';
import { phaseAt } from '../../game/phase';
import { requireAuth, requireOwner } from '../../auth/middleware';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { issueLogin } from '../../auth/login';
import { logoutLogin, revokeActorTokens } from '../../world/sessions';
import { enforce, limitsFor } from '../../auth/limits';

/** The username of a body not yet validated, as a rate-limit key (case-insensitive, bounded). */
function usernameKey(ctx: Context): string | undefined {
  const raw = (ctx.request as unknown as { body?: { username?: unknown } }).body?.username;
  return typeof raw === 'string' ? raw.toLowerCase().slice(0, 64) : undefined;
}

/** A unique index refused the row: which one, so the player reads which field is taken. */
function uniqueViolation(err: unknown): string | undefined {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return undefined;
  return e.constraint ?? e.message ?? '';
}

/** POST auth/register, auth/login, auth/logout and PUT auth/user/changePassword (SPEC.md section 7). */
export function register(router: Router, deps: Deps): void {
  const limits = limitsFor(deps);

  router.post('/auth/register', async (ctx) => {
    await enforce(ctx, [[limits.registerIp, ctx.ip], [limits.registerUsername, usernameKey(ctx)]]);
    const now = deps.now();
    if (phaseAt(now, deps.world.startTime, deps.world.finishedAt) === 'before_start') {
      throw new AppError(403, 'error_register', TEXT.registrationClosed);
    }
    const req = body(ctx, registerRequest, 'error_register');
    const check = checkRegistration(req);
    if (!check.ok) throw badRequest('error_register', check.error);

    // Cheap checks first so a taken name costs no hashing; the unique indexes settle any race.
    const taken = await accountsHolding(deps.db, req.username, req.email);
    if (taken.some((u) => u.username.toLowerCase() === req.username.toLowerCase())) {
      throw new AppError(409, 'error_register', TEXT.usernameTaken);
    }
    if (taken.length) throw new AppError(409, 'error_register', TEXT.emailTaken);

    const passwordHash = await hashPassword(req.password);
    try {
      const row = await insertAccount(deps.db, { username: req.username, email: req.email, passwordHash, now });
      ctx.status = 201;
      ctx.body = { id: row.id, username: row.username };
    } catch (err) {
      const which = uniqueViolation(err);
      if (which === undefined) throw err;
      throw new AppError(409, 'error_register', which.includes('email') ? TEXT.emailTaken : TEXT.usernameTaken);
    }
  });

  router.post('/auth/login', async (ctx) => {
    await enforce(ctx, [[limits.loginIp, ctx.ip], [limits.loginUsername, usernameKey(ctx)]]);
    const req = body(ctx, loginRequest, 'error_auth');
    const user = await accountByUsername(deps.db, req.username);
    const ok = await verifyPassword(user?.password_hash, req.password);
    // 400, not 401: a 401 makes the client clear its session and reload (SPEC.md section 8).
    if (!user || !ok) throw badRequest('error_auth', TEXT.wrongCredentials);
    ctx.body = await deps.db.transaction((trx) => issueLogin(trx, user.id, req.stayLoggedIn, deps.now()));
  });

  router.post('/auth/logout', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = { revoked: await logoutLogin(deps, auth.tokenId) };
  });

  router.put('/auth/user/changePassword', async (ctx) => {
    const auth = requireOwner(ctx);
    const req = body(ctx, changePasswordRequest, 'error_user_update');
    const hash = await passwordHashOf(deps.db, auth.actorId);
    if (hash === undefined) throw unauthorized();
    if (!(await verifyPassword(hash, req.password))) {
      throw badRequest('error_user_update', TEXT.wrongCurrentPassword);
    }
    const check = checkNewPassword(req.password, req.newPassword, req.newPasswordConfirm);
    if (!check.ok) throw badRequest('error_user_update', check.error);
    const newHash = await hashPassword(req.newPassword);
    const stay = await tokenStaysLoggedIn(deps.db, auth.tokenId);
    const now = deps.now();
    ctx.body = await deps.db.transaction(async (trx) => {
      const locked = await passwordHashOf(trx, auth.actorId, true);
      // Another change won the race between our check and this lock: its password is the valid one now.
      if (locked !== hash) {
        throw badRequest('error_user_update', TEXT.passwordRace);
      }
      await setPasswordHash(trx, auth.actorId, newHash);
      await revokeActorTokens(trx, deps, auth.actorId, now);
      return issueLogin(trx, auth.actorId, stay, now);
    });
  });
}
