import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { requireAuth } from '../../auth/middleware';
import { body, idParam } from '../../http/validate';
import { notFound } from '../../http/errors';
import { renameVillageRequest, type VillageResponse } from '../../contract/village';
import { ownVillage } from '../../world/access';
import { renameOwnVillage } from '../../world/villageCalls';
import { villageViewOf } from './view';
import { villageSnapshot, villageSnapshotWithToken } from '../../db/villageSnapshot';
import { checkedInput, readAuthed, readsOwnToken } from '../../http/auth';
import { settle } from '../../world/settle';
import { dueCutoff } from '../../world/cutoff';
import { NOT_FOUND_TEXT } from '../../game/refusals';

/** GET /villages/{id} and PUT /villages/{id}/name (SPEC.md section 7, Villages). */
export function register(router: Router, deps: Deps): void {
  router.get('/villages/:id', readsOwnToken, async (ctx) => {
    const id = await checkedInput(ctx, deps, () => idParam(ctx.params.id, 'error_village'));
    const now = deps.now();
    const cutoff = new Date(dueCutoff(deps, now));
    // One statement: the token (unless the middleware resolved it), the village, what it holds and whether any due work touches it.
    const read = await readAuthed(ctx, deps,
      (tok) => villageSnapshotWithToken(deps.db, tok, id, cutoff), () => villageSnapshot(deps.db, id, cutoff));
    const auth = read.auth;
    let snap = read.snap;
    const found = ownVillage(snap?.village, auth, 'error_village');
    // Settle-on-read (GAME.md section 1): the snapshot's probes say which steps have due work.
    const settled = await settle(deps, { accounts: [found.user_id!], villages: [found.id] }, now, {
      ...snap!.due, starvation: found.starves_at != null && new Date(found.starves_at).getTime() <= cutoff.getTime(),
    });
    if (settled) snap = await villageSnapshot(deps.db, id, cutoff);
    if (!snap) throw notFound('error_village', NOT_FOUND_TEXT.village);
    const res: VillageResponse = villageViewOf(deps, snap, now);
    ctx.body = res;
  });

  router.put('/villages/:id/name', async (ctx) => {
    const key = 'error_village_modify';
    const auth = requireAuth(ctx);
    const id = idParam(ctx.params.id, key);
    const { name } = body(ctx, renameVillageRequest, key);
    ctx.body = await renameOwnVillage(deps, auth, id, name, key);
  });
}
