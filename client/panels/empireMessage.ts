import type { ProfileResponse } from '../../server/contract';
import type { IconName } from './iconNames';
import { panelText, type TextFn } from './text';
import { formatNumber } from '../i18n/format';

export type EmpireMessage = NonNullable<ProfileResponse['profile']['empire_message']>;

/** The 22 empire message types of SPEC.md section 3 (server/game/empire/messageTypes.ts). */
export const EMPIRE_MESSAGE_TYPES = [
  'milestone_vp_gained', 'medal_kingdom_gained', 'medal_empire_gained', 'landmark_vp_gained', 'monument_vp_gained',
  'artifact_vp_gained', 'monument_completed', 'monument_repaired', 'landmark_lost', 'monument_lost', 'artifact_lost',
  'village_destroyed', 'village_conquered', 'landmark_captured', 'monument_captured', 'artifact_captured',
  'village_destroyer', 'village_conqueror', 'village_settled', 'village_tier_up', 'member_joined', 'member_left',
] as const;
export type EmpireMessageType = (typeof EMPIRE_MESSAGE_TYPES)[number];

export const isEmpireMessageType = (type: string): type is EmpireMessageType => (EMPIRE_MESSAGE_TYPES as readonly string[]).includes(type);

/** A distinct icon per message type (SPEC.md section 2), client/panels/iconNames.ts EMPIRE_ICONS; a type the client does not know yet gets the Empire's flag. */
export function empireMessageIcon(type: string): IconName {
  return isEmpireMessageType(type) ? `empire:${type}` : 'ui:empire';
}

/** The message's placeholders value1..value4 for interpolation (empty text for missing values). */
export function empireMessageVars(m: Pick<EmpireMessage, 'value1' | 'value2' | 'value3' | 'value4'>): Record<string, string> {
  return { value1: m.value1 ?? '', value2: m.value2 ?? '', value3: m.value3 ?? '', value4: m.value4 ?? '' };
}

type ValueSlot = 'value1' | 'value2' | 'value3' | 'value4';

/**
 * Values that are keys, not words: the server stores the tier reached as 'town' or 'city' (ARCHITECTURE.md,
 * "Texts a player reads"), and the player reads it through that catalogue group (tiers.town 'Town').
 */
const VALUE_CATALOGUES: Partial<Record<EmpireMessageType, Partial<Record<ValueSlot, string>>>> = {
  village_tier_up: { value3: 'tiers' },
  // The statistics' messages (server/world/statistics): [milestone type, threshold, prestige] and
  // [kingdom or Empire, medal category, week, rank].
  milestone_vp_gained: { value1: 'empire.messageValues.milestones' },
  medal_kingdom_gained: { value2: 'empire.messageValues.medalCategories' },
  medal_empire_gained: { value2: 'empire.messageValues.medalCategories' },
};

/** Values that are amounts: shown with thousands separators ('1,000,000 resources'), as every amount is. */
const NUMBER_SLOTS: Partial<Record<EmpireMessageType, ValueSlot[]>> = {
  milestone_vp_gained: ['value2', 'value3'],
};

/** The message's text from the catalogue (`empire.messages.<type>`); a type the client does not know yet reads as a generic Empire event. */
export function empireMessageText(t: TextFn, m: Pick<EmpireMessage, 'type' | 'value1' | 'value2' | 'value3' | 'value4'>): string {
  if (!isEmpireMessageType(m.type)) return t('empire.messages.unknown');
  const vars = empireMessageVars(m);
  for (const [slot, group] of Object.entries(VALUE_CATALOGUES[m.type] ?? {}) as [ValueSlot, string][]) {
    // A value the catalogue does not name (a tier added on the server first) is shown as stored, not as a key.
    const key = `${group}.${vars[slot]}`;
    if (vars[slot] !== '' && panelText(key) !== undefined) vars[slot] = t(key);
  }
  for (const slot of NUMBER_SLOTS[m.type] ?? []) {
    if (/^\d+$/.test(vars[slot])) vars[slot] = formatNumber(Number(vars[slot]));
  }
  // A kick is a member_left with value3 'kicked' and value4 who removed the member: it reads as a removal.
  if (m.type === 'member_left' && m.value3 === 'kicked') return t('empire.messages.member_kicked', vars);
  return t(`empire.messages.${m.type}`, vars);
}
