import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth, requireOwner } from '../../auth/middleware';
import { body, idParam, query } from '../../http/validate';
import { empireMessagesQuery, empireSettingsRequest, empiresQuery, foundEmpireRequest } from '../../contract/empires';
import { empireFeed, empireProfile, listEmpires, topEmpires } from '../../world/empire/read';
import { changeEmpireSettings, foundEmpire } from '../../world/empire/found';
import { acceptInvite, declineInvite, inviteKingdom, invitesOfEmpire, invitesOfKingdom, revokeInvite } from '../../world/empire/invites';
import { handOver, kickMember, leaveEmpire, setOfficer } from '../../world/empire/membership';

/** SPEC.md section 8's keys of the Empire calls. */
const READ = 'error_empire';
const FOUND = 'error_empire_found';
const INVITE = 'error_empire_invite';
const MESSAGES = 'error_empire_messages';
const MODIFY = 'error_empire_modify';

/**
 * The Empire calls (issue 15, GAME.md section 9; docs/API.md "Empires"). Reads are for the owner and a
 * sitter; every change of membership or settings is the owner's (a sitter gets 403). The literal paths
 * are registered before /empires/:id.
 */
export function register(router: Router, deps: Deps): void {
  router.get('/empires', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await listEmpires(deps, auth.userId, query(ctx, empiresQuery, READ));
  });
  router.get('/empires/top10', async (ctx) => {
    requireAuth(ctx);
    ctx.body = await topEmpires(deps);
  });
  router.get('/empires/messages', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await empireFeed(deps, auth.userId, query(ctx, empireMessagesQuery, MESSAGES).page, MESSAGES);
  });
  router.get('/empires/invites', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await invitesOfEmpire(deps, auth.userId, INVITE);
  });
  router.get('/empires/invites/user', async (ctx) => {
    const auth = requireAuth(ctx);
    ctx.body = await invitesOfKingdom(deps, auth.userId);
  });
  router.get('/empires/:id', async (ctx) => {
    requireAuth(ctx);
    ctx.body = await empireProfile(deps, idParam(ctx.params.id, READ), READ);
  });

  router.post('/empires', async (ctx) => {
    const auth = requireOwner(ctx);
    ctx.body = await foundEmpire(deps, auth.userId, body(ctx, foundEmpireRequest, FOUND), FOUND);
  });
  router.put('/empires', async (ctx) => {
    const auth = requireOwner(ctx);
    ctx.body = await changeEmpireSettings(deps, auth.userId, body(ctx, empireSettingsRequest, MODIFY), MODIFY);
  });
  router.delete('/empires', async (ctx) => {
    const auth = requireOwner(ctx);
    ctx.body = await leaveEmpire(deps, auth.userId, MODIFY);
  });

  router.post('/empires/invites/user/accept/:id', async (ctx) => {
    const auth = requireOwner(ctx);
    ctx.body = await acceptInvite(deps, auth.userId, idParam(ctx.params.id, INVITE), INVITE);
  });
  router.post('/empires/invites/user/decline/:id', async (ctx) => {
    const auth = requireOwner(ctx);
    ctx.body = await declineInvite(deps, auth.userId, idParam(ctx.params.id, INVITE), INVITE);
  });
  router.post('/empires/invites/:userId', async (ctx) => {
    const auth = requireOwner(ctx);
    ctx.body = await inviteKingdom(deps, auth.userId, idParam(ctx.params.userId, INVITE), INVITE);
  });
  router.delete('/empires/invites/:id', async (ctx) => {
    const auth = requireOwner(ctx);
    ctx.body = await revokeInvite(deps, auth.userId, idParam(ctx.params.id, INVITE), INVITE);
  });

  router.delete('/empires/members/:id', async (ctx) => {
    const auth = requireOwner(ctx);
    ctx.body = await kickMember(deps, auth.userId, idParam(ctx.params.id, MODIFY), MODIFY);
  });
  router.post('/empires/members/:id/officer', async (ctx) => {
    const auth = requireOwner(ctx);
    ctx.body = await setOfficer(deps, auth.userId, idParam(ctx.params.id, MODIFY), true, MODIFY);
  });
  router.delete('/empires/members/:id/officer', async (ctx) => {
    const auth = requireOwner(ctx);
    ctx.body = await setOfficer(deps, auth.userId, idParam(ctx.params.id, MODIFY), false, MODIFY);
  });
  router.post('/empires/emperor/:id', async (ctx) => {
    const auth = requireOwner(ctx);
    ctx.body = await handOver(deps, auth.userId, idParam(ctx.params.id, MODIFY), MODIFY);
  });
}
