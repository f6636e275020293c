import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth, requireOwner } from '../../auth/middleware';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { aetherPackageId, type AetherPackagesResponse, type GrantAetherResponse } from '../../contract/aether';
import { AETHER_TEXT, findAetherPackage } from '../../game/aether/grants';
import { aetherPackagesOf, grantAetherPackage } from '../../world/aether';

/** SPEC.md section 8's key of the aether store. */
const KEY = 'error_aether_purchase';

/**
 * GET aether/packages and POST aether/packages/{id} (issue 14, GAME.md section 7: during the alpha the
 * packages are granted without payment, at most one a day). Reading is for owner and sitter; the grant is
 * the owner's (403 for a sitter). Bad id 400, unknown package 404, today's grant taken 400.
 */
export function register(router: Router, deps: Deps): void {
  router.get('/aether/packages', async (ctx) => {
    const auth = requireAuth(ctx);
    const res: AetherPackagesResponse = await aetherPackagesOf(deps, auth.userId);
    ctx.body = res;
  });

  router.post('/aether/packages/:id', async (ctx) => {
    const auth = requireOwner(ctx);
    const id = parse(aetherPackageId, String(ctx.params.id ?? ''), KEY);
    const pkg = findAetherPackage(id);
    if (!pkg) throw notFound(KEY, AETHER_TEXT.unknownPackage);
    const res: GrantAetherResponse = await grantAetherPackage(deps, auth, pkg, KEY);
    ctx.body = res;
  });
}
