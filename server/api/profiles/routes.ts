import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { unauthorized } from '../../http/errors';
import type { ProfileResponse } from '../../contract/profile';
import { cultureThresholds } from '../../game/economy';
import { findResearch } from '../../game/data/research';
import { phaseAt } from '../../game/phase';
import { protectionShown } from '../../game/movement/protection';
import { settle } from '../../world/settle';
import { accountFromRows, settleAccountNow } from '../../world/account';
import { dueCutoff } from '../../world/cutoff';
import { profileSnapshot, profileSnapshotWithToken } from '../../db/profileSnapshot';
import { heldBy } from '../../db/objectives';
import { OBJECTIVE_KINDS_LIST } from '../../contract/objectives';
import { readAuthed, readsOwnToken } from '../../http/auth';
import { registerPublicProfiles } from './public';

/**
 * GET profiles/user: the account behind the token (for a sitter token, the sat account), its
 * villages for the sidebar and the culture thresholds, and its Empire (name, abbreviation, the feed's
 * latest message) with the count of its open invites, read in the same one statement (profileSnapshot).
 */
export function register(router: Router, deps: Deps): void {
  router.get('/profiles/user', readsOwnToken, async (ctx) => {
    const now = deps.now();
    const cutoff = new Date(dueCutoff(deps, now));
    // One statement: the token (unless the middleware resolved it), the account, its villages and whether any due work touches them.
    const read = await readAuthed(ctx, deps,
      (tok) => profileSnapshotWithToken(deps.db, tok, cutoff), (a) => profileSnapshot(deps.db, a.userId, cutoff));
    const auth = read.auth;
    let snap = read.snap;
    if (!snap) throw unauthorized();
    // Settle-on-read (GAME.md section 1): due queue items, research, arrivals and starvation count
    // before the account, its incomings and its report counters are shown; the snapshot's probes say which.
    const settled = await settle(deps, { accounts: [auth.userId], villages: snap.villages.map((v) => v.id) }, now, snap.due);
    if (settled) snap = await profileSnapshot(deps.db, auth.userId, cutoff);
    if (!snap) throw unauthorized();
    // Culture and science accrue lazily: the values at now (a research completed meanwhile is applied).
    let account = accountFromRows(deps, snap.account, snap.villages, now);
    if (account.done.length > 0) {
      await settleAccountNow(deps, auth.userId, now);
      snap = await profileSnapshot(deps.db, auth.userId, cutoff);
      if (!snap) throw unauthorized();
      account = accountFromRows(deps, snap.account, snap.villages, now);
    }
    const { user, villages } = snap;
    const counts = { villages: 0, towns: 0, cities: 0 };
    for (const v of villages) {
      if (v.tier === 'village') counts.villages += 1;
      else if (v.tier === 'town') counts.towns += 1;
      else if (v.tier === 'city') counts.cities += 1;
    }
    // The live objectives (landmark, monument site, artifact) the kingdom holds, with the attacks heading for each.
    const held = await heldBy(deps.db, auth.userId);
    const running = account.state.researching;
    const research = running !== null ? findResearch(running) : undefined;
    const res: ProfileResponse = {
      profile: {
        id: user.id,
        username: user.username,
        researching: research ? research.id : null,
        researching_name: research ? research.name : null,
        science: research ? account.state.science : 0,
        science_base: research ? research.science_base : 0,
        culture: account.state.culture,
        nextCulture: cultureThresholds(counts),
        aether: user.aether,
        builders: user.builders,
        empire: snap.empire ? Number(snap.empire.id) : null,
        empire_name: snap.empire?.name ?? null,
        empire_name_short: snap.empire?.name_short ?? null,
        empire_message: snap.empire?.message ? { ...snap.empire.message, created_at: new Date(snap.empire.message.created_at).toISOString() } : null,
        empireInvites: snap.empireInvites,
        reports: user.unread_reports,
        messages: user.unread_messages,
        protected_until: protectionShown(snap.protectedUntil, now.getTime()),
      },
      villages: villages.map((v) => ({ id: v.id, name: v.name, type: v.tier, x: v.x, y: v.y, incomings: v.incomings })),
      objectives: held.filter((o) => (OBJECTIVE_KINDS_LIST as readonly string[]).includes(o.type)).map((o) => ({ id: o.id, name: o.name, type: o.type, x: o.x, y: o.y, incomings: o.incomings })),
      game_finished: phaseAt(deps.now(), deps.world.startTime, deps.world.finishedAt) === 'finished',
    };
    ctx.body = res;
  });
  // After GET profiles/user: GET profiles/{id}, POST profiles/user, PUT user/settings.
  registerPublicProfiles(router, deps);
}
