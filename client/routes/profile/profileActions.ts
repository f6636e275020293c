import type { PublicProfile } from '../../api/profiles';
import type { IconName } from '../../panels/iconNames';

/**
 * What the viewer may do on a profile (GAME.md section 9's roles): the Emperor and officers invite a
 * kingdom outside their Empire; the Emperor kicks officers and members, an officer members only; nobody
 * kicks the Emperor or acts on its own profile. The server decides again; this only hides what would be
 * refused.
 */
export function profileActions(data: PublicProfile): { invite: boolean; kick: boolean } {
  const { profile, viewer } = data;
  const mine = viewer.empire;
  if (profile.own || !mine || mine.role === 'member') return { invite: false, kick: false };
  const sameEmpire = profile.empire !== null && profile.empire.id === mine.id;
  const kickable = sameEmpire && profile.empire!.role !== 'emperor' && (mine.role === 'emperor' || profile.empire!.role === 'member');
  return { invite: !sameEmpire, kick: kickable };
}

/** A badge glyph for each playstyle flag (server/game/profile/rules.ts PROFILE_FLAGS). */
export const FLAG_ICONS: Record<string, IconName> = {
  peaceful: 'ui:loyalty',
  builder: 'ui:builders',
  trader: 'ui:logistics',
  raider: 'ui:attack_alert',
  defender: 'ui:army',
  diplomat: 'ui:invites',
};
