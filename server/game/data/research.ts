/**
 * The 21 technologies of SPEC.md section 3, ids 1..21 in SPEC's order, seven per tier. Each unlocks
 * the buildings listed in `unlocks_building` (every building that needs research is unlocked by
 * exactly one technology); prerequisites are earlier technologies. One research runs at a time and
 * completes when its science reaches `science_base` (GAME.md section 5).
 */
export interface ResearchDef {
  id: number;
  key: string;
  name: string;
  description: string;
  tier: number;
  science_base: number;
  /** Keys of technologies that must be completed first. */
  requires: string[];
  /** Comma-separated building keys (SPEC.md section 3 field). */
  unlocks_building: string;
}

type Row = [key: string, name: string, tier: number, science: number, requires: string[], unlocks: string[], description: string];

const ROWS: Row[] = [
  ['town_defenses', 'Town Defenses', 1, 100, [], ['walls', 'archery_range'], 'Palisades become stone walls, and archers man them.'],
  ['apprenticeship', 'Apprenticeship', 1, 250, [], ['workshop', 'school'], 'Masters teach apprentices: workshops and schools.'],
  ['riding_training', 'Riding Training', 1, 400, [], ['stables'], 'Horses broken to the saddle: stables and cavalry.'],
  ['organised_labour', 'Organised Labour', 1, 400, [], ['workers_guild'], 'Workers organise in guilds and waste less time.'],
  ['smithing', 'Smithing', 1, 400, [], ['armory'], 'Better forges for blades, points and armour.'],
  ['divine_inspiration', 'Divine Inspiration', 1, 500, [], ['temple'], 'Temples to the gods bring feasts and culture.'],
  ['bureaucracy', 'Bureaucracy', 1, 800, ['organised_labour'], ['shift_office'], 'Clerks, ledgers and shifts keep the work going day and night.'],
  ['celestial_charting', 'Celestial Charting', 2, 25000, ['apprenticeship'], ['observatory'], 'Charts of the stars for calendars and navigation.'],
  ['mechanical_saw', 'Mechanical Saw', 2, 20000, ['apprenticeship'], ['sawmill'], 'A waterwheel drives the saw blade.'],
  ['prospecting', 'Prospecting', 2, 20000, ['smithing'], ['rolling_mill'], 'Prospectors read the rock to find new veins of ore.'],
  ['stirrups', 'Stirrups', 2, 30000, ['riding_training', 'smithing'], ['saddlemaker'], 'Riders stand in the saddle and fight from horseback.'],
  ['precision_mining', 'Precision Mining', 2, 30000, ['prospecting'], ['mining_guild'], 'Measured shafts and galleries follow the best layers.'],
  ['literary_craft', 'Literary Craft', 2, 25000, ['apprenticeship', 'bureaucracy'], ['bookbinder'], 'Bound books copy and spread knowledge.'],
  ['craftsmanship', 'Craftsmanship', 2, 25000, ['apprenticeship', 'organised_labour'], ['crafters_guild'], 'Master crafters whose work is known far away.'],
  ['crop_rotations', 'Crop Rotations', 3, 100000, ['literary_craft'], ['windmill', 'seedvault'], 'Fields rest in turn; seed is selected and kept.'],
  ['deep_excavation', 'Deep Excavation', 3, 120000, ['precision_mining'], ['mineshaft'], 'Shafts reach deeper and stay dry.'],
  ['blast_furnace', 'Blast Furnace', 3, 150000, ['prospecting', 'craftsmanship'], ['blast_furnace'], 'Bellows drive a hotter fire that smelts poorer ore.'],
  ['forestry', 'Forestry', 3, 100000, ['mechanical_saw'], ['sustainability_office'], 'Woods are planned and replanted so they never run out.'],
  ['theological_scholarship', 'Theological Scholarship', 3, 150000, ['divine_inspiration', 'literary_craft'], ['monastery'], 'Monks study and copy the old texts.'],
  ['pedal_driven_loom', 'Pedal-driven Loom', 3, 120000, ['craftsmanship', 'mechanical_saw'], ['wool_factory'], 'A treadle loom weaves faster than any hand.'],
  ['food_preservation', 'Food Preservation', 3, 120000, ['crop_rotations'], ['preservary'], 'Salting, smoking and drying keep food for months.'],
];

export const RESEARCH: readonly ResearchDef[] = ROWS.map(([key, name, tier, science_base, requires, unlocks, description], i) => ({
  id: i + 1, key, name, description, tier, science_base, requires, unlocks_building: unlocks.join(','),
}));

/** The building keys a technology unlocks. */
export function unlockedBuildings(r: ResearchDef): string[] {
  return r.unlocks_building ? r.unlocks_building.split(',') : [];
}

export function findResearch(idOrKey: number | string): ResearchDef | undefined {
  return RESEARCH.find((r) => (typeof idOrKey === 'number' ? r.id === idOrKey : r.key === idOrKey));
}

export function researchOf(idOrKey: number | string): ResearchDef {
  const r = findResearch(idOrKey);
  if (!r) throw new Error(`unknown research ${idOrKey}`);
  return r;
}

/** Research ids grouped by tier (GET research groups by tier, SPEC.md section 7). */
export function researchByTier(): Record<number, ResearchDef[]> {
  const out: Record<number, ResearchDef[]> = {};
  for (const r of RESEARCH) (out[r.tier] ??= []).push(r);
  return out;
}
