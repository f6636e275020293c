import type { EmpireRole } from '../../../server/contract/empires';
import { EMPIRE_NAME_MAX, EMPIRE_NAME_MIN, EMPIRE_SHORT_MAX, EMPIRE_SHORT_MIN } from '../../../server/game/empire/limits';

/**
 * The Empire page's pure helpers: its tabs, what the viewer's role allows (GAME.md section 9) and the
 * founding form's checks. The server decides; these only choose which buttons to offer.
 */
export const EMPIRE_TABS = ['home', 'statistics', 'settings', 'management', 'victorypoints', 'messages'] as const;
export type EmpireTab = (typeof EMPIRE_TABS)[number];

export const isEmpireTab = (s: string | undefined): s is EmpireTab => (EMPIRE_TABS as readonly string[]).includes(s ?? '');

/** /empire/:id is an Empire's profile when it is a number, else one of the page's tabs (home by default). */
export function empireRouteOf(param: string | undefined): { tab: EmpireTab } | { empireId: number } | { notFound: true } {
  if (param === undefined || param === '') return { tab: 'home' };
  if (isEmpireTab(param)) return { tab: param };
  return /^[1-9]\d{0,9}$/.test(param) ? { empireId: Number(param) } : { notFound: true };
}

/** The viewer as the Empire sees them: a role there, or an outsider. */
export type Viewer = EmpireRole | 'outsider';

export interface ViewerPowers {
  /** Invite kingdoms and revoke the Empire's open invites (Emperor and officers). */
  invite: boolean;
  /** Change the description and name (the Emperor). */
  settings: boolean;
}

/** What a role may do on the Empire as a whole; a sitter (or a finished world) may do nothing. */
export function powersOf(viewer: Viewer, readOnly: boolean): ViewerPowers {
  if (readOnly) return { invite: false, settings: false };
  return { invite: viewer === 'emperor' || viewer === 'officer', settings: viewer === 'emperor' };
}

export type MemberAction = 'kick' | 'officerOn' | 'officerOff' | 'handOver' | 'leave' | 'dissolve';

/**
 * The actions a viewer is offered on one member's row. The Emperor names and removes officers, hands the
 * throne to anyone and kicks anyone but themself; an officer kicks plain members only; a member or officer
 * leaves at will; the Emperor leaves only by dissolving, and only when alone.
 */
export function memberActions(o: { viewer: Viewer; target: EmpireRole; self: boolean; memberCount: number; readOnly: boolean }): MemberAction[] {
  if (o.readOnly || o.viewer === 'outsider') return [];
  if (o.self) {
    if (o.viewer !== 'emperor') return ['leave'];
    return o.memberCount <= 1 ? ['dissolve'] : [];
  }
  if (o.viewer === 'emperor') {
    return [o.target === 'officer' ? 'officerOff' : 'officerOn', 'handOver', 'kick'];
  }
  if (o.viewer === 'officer' && o.target === 'member') return ['kick'];
  return [];
}

export interface FoundFields { name: string; nameShort: string }
export type FoundProblem = 'nameLength' | 'shortLength';

/** The founding form's checks as the server makes them (surrounding spaces dropped; lengths in characters). */
export function foundProblems(f: FoundFields): { name?: FoundProblem; nameShort?: FoundProblem } {
  const name = [...f.name.trim()].length;
  const short = [...f.nameShort.trim()].length;
  return {
    ...(name < EMPIRE_NAME_MIN || name > EMPIRE_NAME_MAX ? { name: 'nameLength' as const } : {}),
    ...(short < EMPIRE_SHORT_MIN || short > EMPIRE_SHORT_MAX ? { nameShort: 'shortLength' as const } : {}),
  };
}

export const FOUND_LIMITS = { nameMin: EMPIRE_NAME_MIN, nameMax: EMPIRE_NAME_MAX, shortMin: EMPIRE_SHORT_MIN, shortMax: EMPIRE_SHORT_MAX };

/**
 * The kingdom typed into the invite form: a user id ("42", "#42") or a profile link (".../profile/42").
 * Returns undefined for anything else: there is no call that finds a kingdom by its name yet.
 */
export function kingdomIdOf(text: string): number | undefined {
  const m = /^(?:#?\s*(\d{1,10})|.*\/profile\/(\d{1,10})\/?)$/.exec(text.trim());
  const n = Number(m?.[1] ?? m?.[2]);
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

/** Pages of the feed for `total` messages of `pageSize` (at least one, so an empty feed shows its page). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
