import type { ProfileResponse } from '../../server/contract';
import type { IconName } from './iconNames';

export type EmpireMessage = NonNullable<ProfileResponse['profile']['empire_message']>;

/** The 22 empire message types of SPEC.md section 3. */
export const EMPIRE_MESSAGE_TYPES = [
  'milestone_vp_gained', 'medal_kingdom_gained', 'medal_empire_gained', 'landmark_vp_gained', 'monument_vp_gained',
  'artifact_vp_gained', 'monument_completed', 'monument_repaired', 'landmark_lost', 'monument_lost', 'artifact_lost',
  'village_destroyed', 'village_conquered', 'landmark_captured', 'monument_captured', 'artifact_captured',
  'village_destroyer', 'village_conqueror', 'village_settled', 'village_tier_up', 'member_joined', 'member_left',
] as const;

/** A distinct icon per message type (SPEC.md section 2), chosen by what the message is about. */
export function empireMessageIcon(type: string): IconName {
  if (type.startsWith('milestone')) return 'ui:milestone';
  if (type.startsWith('medal')) return 'ui:medal';
  if (type.startsWith('landmark')) return 'tile:landmark';
  if (type.startsWith('monument')) return 'tile:monument';
  if (type.startsWith('artifact')) return 'tile:artifact';
  if (type === 'village_destroyed' || type === 'village_conquered') return 'ui:attack_alert';
  if (type === 'village_destroyer' || type === 'village_conqueror') return 'stat:attack';
  if (type === 'village_settled') return 'ui:settle';
  if (type === 'village_tier_up') return 'ui:tier_up';
  if (type.startsWith('member')) return 'ui:member';
  return 'ui:empire';
}

/** The message's placeholders value1..value4 for interpolation (empty text for missing values). */
export function empireMessageVars(m: EmpireMessage): Record<string, string> {
  return { value1: m.value1 ?? '', value2: m.value2 ?? '', value3: m.value3 ?? '', value4: m.value4 ?? '' };
}
