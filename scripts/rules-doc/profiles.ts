import { DESCRIPTION_MAX, PROFILE_FLAGS } from '../../server/game/profile/rules';
import en from '../../client/i18n/en-US.json';
import { table } from './format';

/** docs/RULES.md "Player profiles": the rules of server/game/profile/rules.ts. */
export function profilesSection(): string {
  const names = en.profile.flagNames as Record<string, string>;
  return `## 16. Player profiles

A kingdom's profile (GET profiles/{id}, /profile/{id}) shows its name, rank and Empire to every player;
when the profile is public, or to the kingdom itself (and its sitters), also its playstyle flags, medals,
villages (name, coordinates, population) and description. A private profile shows only name, rank and
Empire. The rank is the kingdom's overall rank in the rank table (section 18: population, most first;
none before the first refresh) and the medals are its weekly medals (section 18).

Only the owner changes its profile (a sitter is refused): the description holds at most
${DESCRIPTION_MAX} characters (line breaks and tabs allowed, no other control characters; trailing space
is dropped), the flags come from the list below, each at most once; the email is unique ignoring letter
case and checked as at registration; the public flag is on for a new account.

${table(['Flag', 'Shown as'], PROFILE_FLAGS.map((f) => [`\`${f}\``, names[f] ?? f]))}`;
}
