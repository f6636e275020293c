/**
 * Districts (SPEC.md section 3): commissioned into a village's free slots, permanent once built.
 * Every non-core building needs its district. The research district is shown as "Academic".
 */
export const DISTRICT_KEYS = ['economy', 'military', 'research', 'industrial', 'culture'] as const;
export type DistrictKey = (typeof DISTRICT_KEYS)[number];

export interface District {
  key: DistrictKey;
  name: string;
  description: string;
}

export const DISTRICTS: readonly District[] = [
  { key: 'economy', name: 'Economy', description: 'Mills, cranes and guilds that raise the output of wood, stone, iron and food.' },
  { key: 'military', name: 'Military', description: 'Barracks, stables, ranges and academies that train and equip the army.' },
  { key: 'research', name: 'Academic', description: 'Libraries, schools and observatories that produce science.' },
  { key: 'industrial', name: 'Industrial', description: 'Workshops and offices that raise the work rate (production) and process raw goods.' },
  { key: 'culture', name: 'Culture', description: 'Theaters, temples and gardens that produce culture, which allows new villages and tiers.' },
];

export function districtOf(key: DistrictKey): District {
  const d = DISTRICTS.find((x) => x.key === key);
  if (!d) throw new Error(`unknown district ${key}`);
  return d;
}
