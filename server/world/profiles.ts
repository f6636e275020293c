import type { AuthInfo, Deps } from './deps';
import { badRequest, notFound } from './refusal';
import {
  empiresOfUsers, profileOwner, saveProfileColumns, saveSettingsColumns, villagesWithLevels,
} from '../db/profiles';
import { kingdomCounters, medalsOf, rankOf } from '../db/statistics';
import { medalViews, statisticsView } from './statistics/read';
import {
  checkDescription, checkFlags, checkSettings, flagsFromColumn, flagsToColumn, PROFILE_TEXT, profileVisible,
} from '../game/profile/rules';
import { TEXT as ACCOUNT_TEXT } from '../game/accounts';
import { villagePopulation } from '../game/tiles/claim';
import type { PublicProfileResponse, SaveProfileResponse, UserSettingsResponse } from '../contract/profilePublic';

/** SPEC.md section 8's keys: reading a profile, and changing one's own. */
export const PROFILE_KEY = 'error_profile';
export const PROFILE_UPDATE_KEY = 'error_profile_update';
export const USER_UPDATE_KEY = 'error_user_update';

/**
 * GET profiles/{id}: a kingdom as the viewer (the account behind the token) sees it: its overall rank from
 * the rank table (null before its first refresh), and when the profile is visible its flags, medals,
 * statistics (the counters now), villages and description. Positions and buildings need no settling: a
 * queue item finishing meanwhile changes a level by one, which the next read shows.
 */
export async function profileOf(deps: Deps, viewerId: number, id: number): Promise<PublicProfileResponse> {
  const owner = await profileOwner(deps.db, id);
  if (!owner) throw notFound(PROFILE_KEY, PROFILE_TEXT.noSuchPlayer);
  const visible = profileVisible({ ownerId: owner.id, publicProfile: owner.public_profile }, viewerId);
  const [rank, empires, villages, medals, counters] = await Promise.all([
    rankOf(deps.db, 'kingdom', 'overall', owner.id),
    empiresOfUsers(deps.db, [owner.id, viewerId]),
    visible ? villagesWithLevels(deps.db, owner.id) : Promise.resolve([]),
    visible ? medalsOf(deps.db, 'kingdom', [owner.id]) : Promise.resolve([]),
    visible ? kingdomCounters(deps.db, owner.id) : Promise.resolve(undefined),
  ]);
  const profile: PublicProfileResponse['profile'] = {
    id: owner.id,
    username: owner.username,
    rank: rank?.rank ?? null,
    empire: empires.get(owner.id) ?? null,
    public: owner.public_profile,
    own: owner.id === viewerId,
  };
  if (visible) {
    profile.flags = flagsFromColumn(owner.flags);
    profile.medals = medalViews(medals);
    if (counters) profile.statistics = statisticsView(counters);
    profile.villages = villages.map((v) => ({ id: v.id, name: v.name, x: v.x, y: v.y, population: villagePopulation(v.buildings) }));
    profile.description = owner.description;
  }
  return { profile, viewer: { empire: empires.get(viewerId) ?? null } };
}

/** POST profiles/user: the owner's description and flags, checked by the profile rules (the route refuses a sitter). */
export async function saveOwnProfile(deps: Deps, auth: AuthInfo, req: { flags: string[]; description: string }): Promise<SaveProfileResponse> {
  const description = checkDescription(req.description);
  if (!description.ok) throw badRequest(PROFILE_UPDATE_KEY, description.error);
  const flags = checkFlags(req.flags);
  if (!flags.ok) throw badRequest(PROFILE_UPDATE_KEY, flags.error);
  await saveProfileColumns(deps.db, auth.userId, { description: description.value, flags: flagsToColumn(flags.value) });
  return { flags: flags.value, description: description.value };
}

/** PUT user/settings: the owner's email (unique ignoring case) and public profile flag, in one transaction. */
export async function saveOwnSettings(deps: Deps, auth: AuthInfo, req: { email?: string; publicProfile?: boolean }): Promise<UserSettingsResponse> {
  const c = checkSettings(req);
  if (!c.ok) throw badRequest(USER_UPDATE_KEY, c.error);
  return deps.db.transaction(async (trx) => {
    if ((await saveSettingsColumns(trx, auth.userId, c.value)) === 'taken') throw badRequest(USER_UPDATE_KEY, ACCOUNT_TEXT.emailTaken);
    const row = await profileOwner(trx, auth.userId);
    if (!row) throw notFound(USER_UPDATE_KEY, PROFILE_TEXT.noSuchPlayer);
    return { email: row.email, public_profile: row.public_profile };
  });
}
