import type { AuthInfo, Deps } from './deps';
import { aetherBalance, addAether, insertGrant, lastGrantDay } from '../db/aetherGrants';
import { AETHER_PACKAGES, type AetherPackage } from '../game/data/aetherPackages';
import { AETHER_TEXT, grantDay, grantState } from '../game/aether/grants';
import { badRequest } from './refusal';

const view = (p: AetherPackage) => ({ id: p.id, aether: p.aether, name: p.name });

function answer(balance: number, lastDay: string | null, now: Date) {
  const st = grantState(lastDay, now.getTime());
  return {
    packages: AETHER_PACKAGES.map(view), aether: balance, free: true,
    granted_today: st.grantedToday, next_grant_at: st.nextAt.toISOString(), computed_at: now.toISOString(),
  };
}

/** GET aether/packages: the packages, the account's balance, and today's grant (taken or not, the next when). */
export async function aetherPackagesOf(deps: Deps, userId: number) {
  const now = deps.now();
  const [balance, lastDay] = await Promise.all([aetherBalance(deps.db, userId), lastGrantDay(deps.db, userId)]);
  return answer(balance, lastDay, now);
}

/**
 * POST aether/packages/{id}: the alpha's free grant (GAME.md section 7). In one transaction the grant's
 * row for the account's UTC day is inserted (the primary key lets exactly one of racing grants in) and
 * only then is the aether added; a day that has its grant is a 400. Owner only (the route refuses a
 * sitter: a sitter never spends aether, nor takes it).
 */
export async function grantAetherPackage(deps: Deps, auth: AuthInfo, pkg: AetherPackage, key: string) {
  return deps.db.transaction(async (trx) => {
    const now = deps.now();
    const day = grantDay(now.getTime());
    const made = await insertGrant(trx, { userId: auth.userId, day, packageId: pkg.id, aether: pkg.aether, at: now });
    if (!made) throw badRequest(key, AETHER_TEXT.grantedToday);
    const balance = await addAether(trx, auth.userId, pkg.aether);
    return { ...answer(balance, day, now), granted: view(pkg) };
  });
}
