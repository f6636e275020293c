import type Router from '@koa/router';
import type { Deps } from '../../http/context';
import { unauthorized } from '../../http/errors';
import type { ProfileResponse } from '../../contract/profile';
import { cultureThresholds } from '../../game/economy';
import { findResearch } from '../../game/data/research';
import { phaseAt } from '../../game/phase';
import { settleAccountsOnRead } from '../economy/settleOnRead';
import { processDueMovements } from '../../jobs/dueMovements';
import { processDueStarvation } from '../../jobs/dueStarvation';
import { accountFromRows, settleAccount } from '../research/account';
import { dueCutoff } from '../economy/villageEconomy';
import { profileSnapshot, profileSnapshotWithToken } from './snapshot';
import { readAuthed } from '../../http/auth';

/**
 * GET profiles/user: the account behind the token (for a sitter token, the sat account), its
 * villages for the sidebar and the culture thresholds. Empires and their messages do not exist in
 * this world yet, so those fields are null and the invite count 0.
 */
export function register(router: Router, deps: Deps): void {
  router.get('/profiles/user', async (ctx) => {
    const now = deps.now();
    const cutoff = new Date(dueCutoff(deps, now));
    // One statement: the token (unless the middleware resolved it), the account, its villages and whether any due work touches them.
    const read = await readAuthed(ctx, deps,
      (tok) => profileSnapshotWithToken(deps.db, tok, cutoff), (a) => profileSnapshot(deps.db, a.userId, cutoff));
    const auth = read.auth;
    let snap = read.snap;
    if (!snap) throw unauthorized();
    let settled = false;
    if (snap.due.queue || snap.due.research) {
      // Due queue items (culture and science points, rate changes) and a due research count before the account is shown.
      await settleAccountsOnRead(deps, [auth.userId], now);
      settled = true;
    }
    if (snap.due.movements) {
      // Due arrivals of the account's villages count before incomings and report counters are shown.
      await processDueMovements(deps, { villageIds: snap.villages.map((v) => v.id), now, maxItems: 500 });
      settled = true;
    }
    // Troops that starved by now are gone (and their reports count) before the account is shown.
    // The snapshot says whether one starves, unless the steps above changed the villages (then its probe runs).
    if ((settled || snap.due.starvation)
      && (await processDueStarvation(deps, { villageIds: snap.villages.map((v) => v.id), now, maxItems: 500 })).applied > 0) settled = true;
    // (Further settle-on-read steps go here, setting `settled` when they may have changed the account.)
    if (settled) snap = await profileSnapshot(deps.db, auth.userId, cutoff);
    if (!snap) throw unauthorized();
    // Culture and science accrue lazily: the values at now (a research completed meanwhile is applied).
    let account = accountFromRows(deps, snap.account, snap.villages, now);
    if (account.done.length > 0) {
      await deps.db.transaction((trx) => settleAccount(trx, deps, auth.userId, now));
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
        empire: null,
        empire_name: null,
        empire_name_short: null,
        empire_message: null,
        empireInvites: 0,
        reports: user.unread_reports,
        messages: user.unread_messages,
      },
      villages: villages.map((v) => ({ id: v.id, name: v.name, type: v.tier, x: v.x, y: v.y, incomings: v.incomings })),
      // Objectives held by the account's Empire: there are no objectives (nor Empires) in this world yet.
      objectives: [],
      game_finished: phaseAt(deps.now(), deps.world.startTime, deps.world.finishedAt) === 'finished',
    };
    ctx.body = res;
  });
}
