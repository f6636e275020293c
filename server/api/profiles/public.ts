import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth, requireOwner } from '../../auth/middleware';
import { body, idParam } from '../../http/validate';
import { saveProfileRequest, userSettingsRequest } from '../../contract/profilePublic';
import { PROFILE_KEY, PROFILE_UPDATE_KEY, profileOf, saveOwnProfile, saveOwnSettings, USER_UPDATE_KEY } from '../../world/profiles';

/**
 * GET profiles/{id}, POST profiles/user and PUT user/settings (issue 15, GAME.md section 9). Any
 * signed-in player (sitters too) reads a profile; only the owner changes its own (a sitter is 403).
 * Registered after GET profiles/user, so 'user' is never read as an id.
 */
export function registerPublicProfiles(router: Router, deps: Deps): void {
  router.get('/profiles/:id', async (ctx) => {
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, PROFILE_KEY);
    ctx.body = await profileOf(deps, auth.userId, id);
  });

  router.post('/profiles/user', async (ctx) => {
    const auth = requireOwner(ctx);
    const req = body(ctx, saveProfileRequest, PROFILE_UPDATE_KEY);
    ctx.body = await saveOwnProfile(deps, auth, req);
  });

  router.put('/user/settings', async (ctx) => {
    const auth = requireOwner(ctx);
    const req = body(ctx, userSettingsRequest, USER_UPDATE_KEY);
    ctx.body = await saveOwnSettings(deps, auth, req);
  });
}
