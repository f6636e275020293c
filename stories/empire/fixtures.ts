/**
 * The Empire stories' data, shaped by the contract (server/contract/empires.ts): the fixture kingdom
 * Aldric (user 7, stories/fixtures/game.ts) in the Order of the Gilded Lantern [OGL] (Empire 3).
 */
import type { EmpireFeedMessage, EmpireInvite, EmpireMember, EmpireProfile } from '../../client/api/empires';
import type { EmpireRole } from '../../server/contract/empires';
import { EMPIRE_MESSAGE_TYPES } from '../../client/panels/empireMessage';
import { empireMedals } from '../medals/fixtures';

const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const base = Date.parse('2025-11-20T12:00:00.000Z');

export const OGL = { id: 3, name: 'Order of the Gilded Lantern', name_short: 'OGL' };

const member = (user_id: number, username: string, role: EmpireRole, villages: number, population: number, joinedDaysAgo: number): EmpireMember =>
  ({ user_id, username, role, villages, population, joined_at: iso(base - joinedDaysAgo * day) });

/** Aldric (7) as `selfRole`, Brenna the other ruler, an officer and two members. */
export function makeEmpire(selfRole: EmpireRole = 'emperor', over: Partial<EmpireProfile['empire']> = {}): EmpireProfile {
  const others: EmpireMember[] = [
    member(8, 'Brenna', selfRole === 'emperor' ? 'officer' : 'emperor', 4, 1820, 12),
    member(9, 'Corvin', 'officer', 2, 940, 9),
    member(10, 'Dagny', 'member', 3, 1260, 5),
    member(11, 'Emeric', 'member', 1, 310, 1),
  ];
  const self = member(7, 'Aldric', selfRole, 3, 1450, 12);
  const members = [self, ...others].sort((a, b) => rank(a.role) - rank(b.role) || a.joined_at.localeCompare(b.joined_at));
  return {
    empire: {
      ...OGL, description: 'Lanterns in the dark of the northern marches.\nWe trade, we defend, we grow together.',
      founded: iso(base - 12 * day), member_count: members.length, member_cap: 20,
      population: members.reduce((s, m) => s + m.population, 0), prestige: 0,
      prestige_by_type: { vps: 0, landmark: 0, monument: 0, artifact: 0 }, ...over,
    },
    members,
    ...figures(members.reduce((s, m) => s + m.population, 0), members.reduce((s, m) => s + m.villages, 0)),
  };
}
const rank = (r: EmpireRole) => ['emperor', 'officer', 'member'].indexOf(r);

/** The Emperor alone in a new Empire (may dissolve). */
export function makeLoneEmpire(): EmpireProfile {
  const self = member(7, 'Aldric', 'emperor', 3, 1450, 0);
  return {
    empire: { ...OGL, description: '', founded: iso(base), member_count: 1, member_cap: 20, population: 1450, prestige: 0, prestige_by_type: { vps: 0, landmark: 0, monument: 0, artifact: 0 } },
    members: [self], ...figures(1450, 3),
  };
}

/** An Empire's figures with medals over two weeks and earned statistics (issue 17), for makeEmpire's result. */
export function withMedals(data: EmpireProfile): EmpireProfile {
  return {
    ...data,
    rank: { overall: 1, prestige: 2 },
    medals: empireMedals,
    statistics: {
      kills: { pvp_att: 96_000, pvp_def: 40_500, pve_att: 12_300, pve_def: 4_100 }, losses: 61_200, kill_death_ratio: 152_900 / 61_200,
      events: 23, resources: 310_400, land: 142, villages: data.statistics.villages, population: data.statistics.population,
    },
  };
}

/** An Empire not ranked yet (founded since the last refresh of the rank table). */
export function unranked(data: EmpireProfile): EmpireProfile {
  return { ...data, rank: { overall: null, prestige: null } };
}

/** GET empires/{id}'s ranks, medals and statistics block: ranked 2nd overall and 3rd in the race, no medals yet. */
function figures(population: number, villages: number): Pick<EmpireProfile, 'rank' | 'medals' | 'statistics'> {
  return {
    rank: { overall: 2, prestige: 3 },
    medals: [],
    statistics: {
      kills: { pvp_att: 0, pvp_def: 0, pve_att: 0, pve_def: 0 }, losses: 0, kill_death_ratio: null, events: 0, resources: 0,
      land: 0, villages, population,
    },
  };
}

const invite = (id: number, empire: typeof OGL, user: { id: number; username: string }, by: string, daysAgo: number): EmpireInvite => ({
  id, empire, user, invited_by: { id: 100 + id, username: by }, status: 'invited', created_at: iso(base - daysAgo * day), closed_at: null,
});

/** Invitations Aldric received (GET empires/invites/user). */
export const userInvites: EmpireInvite[] = [
  invite(21, { id: 4, name: 'Iron Covenant', name_short: 'IRC' }, { id: 7, username: 'Aldric' }, 'Hagen', 1),
  invite(22, { id: 5, name: 'Wardens of the Fen', name_short: 'WOF' }, { id: 7, username: 'Aldric' }, 'Isolde', 3),
];

/** The Empire's open invitations (GET empires/invites/). */
export const empireInvites: EmpireInvite[] = [
  invite(31, OGL, { id: 14, username: 'Fenwick' }, 'Aldric', 0),
  invite(32, OGL, { id: 15, username: 'Gisela' }, 'Corvin', 2),
];

const VALUES: Record<string, [string | null, string | null, string | null, string | null]> = {
  milestone_vp_gained: ['pvp_att', '1000', '1', null], medal_kingdom_gained: ['Dagny', 'pvp_att', '2', '1'],
  medal_empire_gained: ['Order of the Gilded Lantern', 'pve_win', '2', '3'],
  landmark_vp_gained: ['Old Watchtower', '1', null, null], monument_vp_gained: ['Sunken Spire', '10', null, null],
  artifact_vp_gained: ['Ember Crown', '1', null, null], monument_completed: ['Brenna', 'Sunken Spire', null, null],
  monument_repaired: ['Corvin', 'Sunken Spire', null, null], landmark_lost: ['Old Watchtower', 'Iron Covenant', null, null],
  monument_lost: ['Sunken Spire', 'Iron Covenant', null, null], artifact_lost: ['Ember Crown', 'Wardens of the Fen', null, null],
  village_destroyed: ['Emeric', 'Millbrook', '14|-2', 'Hagen'], village_conquered: ['Aldric', 'Ravensford', '15|-3', 'Isolde'],
  landmark_captured: ['Brenna', 'Old Watchtower', null, null], monument_captured: ['Corvin', 'Sunken Spire', null, null],
  artifact_captured: ['Dagny', 'Ember Crown', null, null], village_destroyer: ['Brenna', 'Thornvale', '8|4', 'Hagen'],
  village_conqueror: ['Corvin', 'Ashford', '-3|7', 'Isolde'], village_settled: ['Dagny', 'Greywater', '11', '-6'],
  village_tier_up: ['Aldric', 'Highmoor', 'town', null], member_joined: ['Emeric', null, null, null], member_left: ['Fenwick', null, null, null],
};

/** One message of each of the 22 types, newest first, an hour apart. */
export const allMessages: EmpireFeedMessage[] = [...EMPIRE_MESSAGE_TYPES].reverse().map((type, i) => {
  const [value1, value2, value3, value4] = VALUES[type]!;
  return { id: 200 - i, type, value1, value2, value3, value4, created_at: iso(base - i * 3_600_000) };
});
