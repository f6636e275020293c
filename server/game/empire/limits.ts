/**
 * The Empire's numeric rules (GAME.md section 9): name and abbreviation lengths, the member cap (*start*),
 * the feed's page size. Pure data: the contract's schemas, the rules and docs/RULES.md read them.
 */
export const EMPIRE_NAME_MIN = 3;
export const EMPIRE_NAME_MAX = 30;
export const EMPIRE_SHORT_MIN = 2;
export const EMPIRE_SHORT_MAX = 5;
/** *start*: at most this many members, the Emperor included. */
export const EMPIRE_MEMBER_CAP = 20;
/** The Empire's description (settings): at most this many characters. */
export const EMPIRE_DESCRIPTION_MAX = 2000;
/** Empire feed messages a page holds (GET empires/messages/?page). */
export const EMPIRE_MESSAGES_PAGE = 20;
/** GET empires?type&page&limit: the default and largest page size (SPEC.md section 9: page 0, limit 5). */
export const EMPIRES_LIST_DEFAULT_LIMIT = 5;
export const EMPIRES_LIST_MAX_LIMIT = 50;
