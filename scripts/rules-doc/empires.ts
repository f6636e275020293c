import {
  EMPIRE_DESCRIPTION_MAX, EMPIRE_MEMBER_CAP, EMPIRE_MESSAGES_PAGE, EMPIRE_NAME_MAX, EMPIRE_NAME_MIN, EMPIRE_SHORT_MAX, EMPIRE_SHORT_MIN,
} from '../../server/game/empire/limits';
import { mayEditSettings, mayHandOver, mayInvite, mayKick, mayNameOfficer, type Role } from '../../server/game/empire/rules';
import { table } from './format';

const ROLES: Role[] = ['emperor', 'officer', 'member'];
const yes = (refused: unknown) => (refused === null ? 'yes' : 'no');

/** docs/RULES.md "Empires": the limits of server/game/empire/limits.ts and the role table of its rules. */
export function empiresSection(): string {
  const rows = ROLES.map((r) => [
    r,
    yes(mayInvite(r)),
    yes(mayKick(r, 'member', false)),
    yes(mayKick(r, 'officer', false)),
    yes(mayNameOfficer(r, 'member')),
    yes(mayEditSettings(r)),
    yes(mayHandOver(r, false)),
  ]);
  return `## 15. Empires

- An Empire has a name of ${EMPIRE_NAME_MIN} to ${EMPIRE_NAME_MAX} characters and an abbreviation of ${EMPIRE_SHORT_MIN} to ${EMPIRE_SHORT_MAX} (surrounding spaces dropped, no
  control characters), each unique ignoring case; a taken one answers \`{exists: true}\`. The description
  holds at most ${EMPIRE_DESCRIPTION_MAX} characters.
- The founder is Emperor. A kingdom belongs to at most one Empire; an Empire holds at most ${EMPIRE_MEMBER_CAP} members,
  the Emperor included (*start*).
- Invites: one open invite per Empire and kingdom; invited, then accepted, declined (by the kingdom) or
  revoked (by an officer or the Emperor). A kingdom already in an Empire, or an Empire that is full,
  cannot accept; the invite stays open.
- A member or officer leaves at will; the Emperor leaves only by handing the throne to a member (he stays
  as an officer) or, when alone, by dissolving the Empire.
- The Empire feed shows ${EMPIRE_MESSAGES_PAGE} messages a page, newest first; a kingdom joining or leaving (or removed)
  writes member_joined / member_left.

${table(['Role', 'Invite, revoke', 'Remove a member', 'Remove an officer', 'Name, remove officers', 'Settings', 'Hand over'], rows)}`;
}
