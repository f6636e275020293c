/**
 * The Empire feed's message types (SPEC.md section 3): the game writes each where it happens, in the
 * transaction that changes the world (GAME.md section 9). The client gives each its own icon and text
 * (`empire.messages.<type>` in the catalogue), with value1-4 as parameters.
 */
export const EMPIRE_MESSAGE_TYPES = [
  'milestone_vp_gained', 'medal_kingdom_gained', 'medal_empire_gained', 'landmark_vp_gained', 'monument_vp_gained',
  'artifact_vp_gained', 'monument_completed', 'monument_repaired', 'landmark_lost', 'monument_lost', 'artifact_lost',
  'village_destroyed', 'village_conquered', 'landmark_captured', 'monument_captured', 'artifact_captured',
  'village_destroyer', 'village_conqueror', 'village_settled', 'village_tier_up', 'member_joined', 'member_left',
] as const;
export type EmpireMessageType = (typeof EMPIRE_MESSAGE_TYPES)[number];

/**
 * value1-4 of a message: what its text names, stored as text (null: none). Kingdoms by their name
 * (username) and villages by their name as they were when it happened. docs/API.md "Empire messages"
 * has the same table for the client.
 *
 * Written now (issue 15):
 * - village_settled:   [kingdom, village, x, y] (server/world/empireNotes.ts, from the settle arrival)
 * - village_tier_up:   [kingdom, village, tier reached: 'town' | 'city' (catalogue tiers.<tier>)] (tierUpVillage)
 * - village_conquered: [loser kingdom, village, 'x|y', conqueror kingdom] to the loser's Empire
 * - village_conqueror: [conqueror kingdom, village, 'x|y', loser kingdom or null (no owner)] to the winner's
 * - village_destroyed: [loser kingdom, village, 'x|y', destroyer kingdom] to the loser's Empire
 * - village_destroyer: [destroyer kingdom, village, 'x|y', loser kingdom or null] to the destroyer's
 *   (both conquest pairs from the Nobles' arrival, server/world/arrival/arrival.ts; one Empire on both
 *   sides reads both messages)
 * - member_joined, member_left: the Empire calls (server/world/empire/invites.ts, membership.ts), value1
 *   the kingdom.
 * Written by the statistics (issue 17, server/world/statistics):
 * - milestone_vp_gained:  [milestone type (catalogue empire.messageValues.milestones.<type>), threshold, prestige]
 *   to the Empire, from the rank refresh, once per threshold
 * - medal_kingdom_gained: [kingdom, category (empire.messageValues.medalCategories.<category>), week, rank] to
 *   the kingdom's Empire; medal_empire_gained: [Empire, category, week, rank] to the Empire (the weekly medals)
 * Written by later issues through noteForKingdom (their values decided there): landmark_/monument_/
 * artifact_vp_gained, monument_completed, monument_repaired, landmark_/monument_/artifact_lost,
 * landmark_/monument_/artifact_captured (the map events and prestige issue).
 */
export type EmpireMessageValues = [string | number | null, (string | number | null)?, (string | number | null)?, (string | number | null)?];
