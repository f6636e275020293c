import type { PublicProfile } from '../../client/api/profiles';

/** Profiles as GET profiles/{id} answers them (issue 15). */
const empire = { id: 3, name: 'Northern Reach', short: 'NR', role: 'officer' as const };

export const publicProfile: PublicProfile = {
  profile: {
    id: 21, username: 'Morwen', rank: 4, public: true, own: false, empire,
    flags: ['builder', 'trader'], medals: [],
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
  profile: { id: 22, username: 'Pell', rank: 57, public: true, own: false, empire: null, flags: [], medals: [], villages: [], description: '' },
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
