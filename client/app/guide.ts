/**
 * The guide's routes (SPEC.md section 2, 'Help: army help and guide links'): one page per section under
 * /help/guide, each step of a page an anchor (`/help/guide/attacks#protection`). Every link to the guide
 * is built here, so a section or anchor renamed breaks the type check, not a link.
 *
 * Linked from: refusals that name a rule (client/app/refusalGuide.ts: the error toast and GuideLink) and
 * from the quests: the quest panel (client/panels/quests) links each quest's 'How' to its step of
 * GUIDE_ROUTES (e.g. GUIDE_ROUTES['first-hour'].district for 'Commission a district').
 */
export const GUIDE_SECTIONS = {
  /** The first hour of a kingdom, in the order a player meets it. */
  'first-hour': ['register', 'found', 'produce', 'district', 'research', 'train', 'scout', 'attack', 'report', 'claim', 'settle'],
  /** Attacks and defence. */
  attacks: ['moves', 'travel', 'battle', 'walls', 'loot', 'siege', 'nobles', 'protection'],
  /** Trade: merchants, sending, the exchange, marketplace offers, trade routes. */
  trade: ['merchants', 'send', 'exchange', 'marketplace', 'routes'],
} as const;

export type GuideSection = keyof typeof GUIDE_SECTIONS;
export type GuideAnchor<S extends GuideSection = GuideSection> = (typeof GUIDE_SECTIONS)[S][number];

/** Every section, in the guide's order. */
export const GUIDE_SECTION_KEYS = Object.keys(GUIDE_SECTIONS) as GuideSection[];

/** A place in the guide: a section, and optionally one of its steps. */
export interface GuideTarget<S extends GuideSection = GuideSection> {
  section: S;
  anchor?: GuideAnchor<S>;
}

/** The guide's root; it opens the first section. */
export const GUIDE_ROOT = '/help/guide';

/** The route of a section, with `#anchor` for a step: `/help/guide/first-hour#district`. */
export function guidePath<S extends GuideSection>(section: S, anchor?: GuideAnchor<S>): string {
  return `${GUIDE_ROOT}/${section}${anchor ? `#${anchor}` : ''}`;
}

/** The id a step's element carries in the page (the URL's hash is the anchor itself). */
export const guideAnchorId = (anchor: string) => anchor;

export function isGuideSection(s: string | undefined): s is GuideSection {
  return s !== undefined && Object.prototype.hasOwnProperty.call(GUIDE_SECTIONS, s);
}

type Routes = { [S in GuideSection]: { path: string } & { [A in GuideAnchor<S>]: string } };

/**
 * Every route of the guide: `GUIDE_ROUTES.attacks.path` is the section, `GUIDE_ROUTES.attacks.siege` a
 * step. For the quest panel and anything else that links into the guide.
 */
export const GUIDE_ROUTES: Routes = Object.fromEntries(
  GUIDE_SECTION_KEYS.map((s) => [s, {
    path: guidePath(s),
    ...Object.fromEntries((GUIDE_SECTIONS[s] as readonly string[]).map((a) => [a, `${GUIDE_ROOT}/${s}#${a}`])),
  }]),
) as Routes;
