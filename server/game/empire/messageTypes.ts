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

/** value1-4 of a message: what its text names (a kingdom, a village, coordinates, a tier...), as text. */
export type EmpireMessageValues = [string | number | null, (string | number | null)?, (string | number | null)?, (string | number | null)?];
