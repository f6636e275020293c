import type { PublicProfile } from '../../client/api/profiles';
import { kingdomMedals } from '../medals/fixtures';

type Statistics = NonNullable<PublicProfile['profile']['statistics']>;
/** A kingdom's statistics block (GET profiles/{id}, issue 17). */
export const morwenStatistics: Statistics = {
  kills: { pvp_att: 12_400, pvp_def: 8_900, pve_att: 3_150, pve_def: 720 }, losses: 5_230, kill_death_ratio: 4.777,
  events: 14, resources: 48_250, land: 37, villages: 2, population: 1_820,
};
/** A new kingdom's: nothing earned, no losses (the ratio has no value yet). */
export const zeroStatistics: Statistics = {
  kills: { pvp_att: 0, pvp_def: 0, pve_att: 0, pve_def: 0 }, losses: 0, kill_death_ratio: null,
  events: 0, resources: 0, land: 0, villages: 0, population: 0,
};

/** Profiles as GET profiles/{id} answers them (issue 15). */
const empire = { id: 3, name: 'Northern Reach', short: 'NR', role: 'officer' as const };

export const publicProfile: PublicProfile = {
  profile: {
    id: 21, username: 'Morwen', rank: 4, public: true, own: false, empire,
    flags: ['builder', 'trader'], medals: [], statistics: morwenStatistics,
    villages: [
      { id: 31, name: 'Morwen Hold', x: 12, y: -7, population: 1430 },
      { id: 44, name: 'Saltmarsh', x: 15, y: -3, population: 390 },
    ],
    description: 'Traders welcome.\nRaiders are not.',
  },
  viewer: { empire: null },
};

/** A private profile as another player sees it: name, rank and Empire only. */
export const privateProfile: PublicProfile = {
  profile: { id: 21, username: 'Morwen', rank: 4, public: false, own: false, empire },
  viewer: { empire: null },
};

/** A public profile with nothing filled in yet. */
export const emptyProfile: PublicProfile = {
  profile: { id: 22, username: 'Pell', rank: 57, public: true, own: false, empire: null, flags: [], medals: [], statistics: zeroStatistics, villages: [], description: '' },
  viewer: { empire: null },
};

/** The viewer's own profile, set private. */
export const ownProfile: PublicProfile = {
  profile: { ...publicProfile.profile, id: 7, username: 'Aldric', own: true, public: false, empire: { ...empire, role: 'emperor' } },
  viewer: { empire: { ...empire, role: 'emperor' } },
};

/** An Emperor looks at a kingdom outside the Empire: may invite it. */
export const inviteProfile: PublicProfile = {
  profile: { ...emptyProfile.profile },
  viewer: { empire: { ...empire, role: 'emperor' } },
};

/** An Emperor looks at an officer of the own Empire: may kick. */
export const kickProfile: PublicProfile = { ...publicProfile, viewer: { empire: { ...empire, role: 'emperor' } } };

/** A public profile with medals over three weeks and its statistics (issue 17). */
export const medalProfile: PublicProfile = {
  ...publicProfile,
  profile: { ...publicProfile.profile, rank: 2, medals: kingdomMedals },
};

/** A kingdom the rank table has not ranked yet (rank null until the next refresh). */
export const unrankedProfile: PublicProfile = {
  ...emptyProfile,
  profile: { ...emptyProfile.profile, rank: null },
};
