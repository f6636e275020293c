/**
 * Which game-icons glyph (https://game-icons.net, CC BY 3.0) stands for each game concept.
 * Keys are `category:key` so that names shared by two categories (the blast_furnace building and
 * technology, the `walls` building and the `wall` stat) never collide. scripts/icons.ts reads this
 * table and extracts only these glyphs into assets/icons/icons.generated.ts, so the client bundle
 * never carries the whole 4000-icon set.
 */

export const RESOURCE_ICONS = {
  wood: 'wood-pile',
  stone: 'stone-block',
  iron: 'metal-bar',
  food: 'wheat',
  production: 'gears',
  population: 'meeple-group',
  science: 'round-bottom-flask',
  culture: 'drama-masks',
  store_res: 'warehouse',
  store_food: 'cellar-barrels',
  aether: 'crystal-growth',
  merchants: 'caravan',
  all: 'cargo-crate',
} as const;

export const STAT_ICONS = {
  attack: 'crossed-swords',
  melee: 'broadsword',
  cav: 'horse-head',
  ranged: 'bow-arrow',
  defense: 'shield',
  shield: 'round-shield',
  defmelee: 'bordered-shield',
  defcav: 'spears',
  defranged: 'arrows-shield',
  speed: 'walking-boot',
  consumption: 'meat',
  required: 'padlock',
  wall: 'stone-wall',
  scout: 'spyglass',
} as const;

export const BUILDING_ICONS = {
  farm: 'barn',
  quarry: 'stone-pile',
  iron_mine: 'mine-wagon',
  forester: 'axe-in-stump',
  town_hall: 'castle',
  mineshaft: 'mining-helmet',
  crane_engineer: 'crane',
  rafters: 'wood-beam',
  water_mill: 'water-mill',
  library: 'bookshelf',
  theater: 'theater',
  marketplace: 'shop',
  stables: 'stable',
  barracks: 'barracks',
  workshop: 'toolbox',
  walls: 'defensive-wall',
  warehouse: 'warehouse',
  food_cellar: 'cellar-barrels',
  bakery: 'bread',
  archery_range: 'archery-target',
  workers_guild: 'hammer-nails',
  shift_office: 'hourglass',
  armory: 'anvil',
  public_gardens: 'flower-pot',
  university: 'graduate-cap',
  observatory: 'observatory',
  windmill: 'windmill',
  seedvault: 'plant-seed',
  temple: 'greek-temple',
  museum: 'ancient-columns',
  wool_factory: 'wool',
  military_academy: 'knight-banner',
  siege_workshop: 'trebuchet',
  preservary: 'mason-jar',
  draining_engines: 'windpump',
  mining_guild: 'gold-mine',
  rolling_mill: 'gold-nuggets',
  blast_furnace: 'furnace',
  sawmill: 'circular-sawblade',
  sustainability_office: 'recycle',
  monastery: 'church',
  cartwright: 'cartwheel',
  engineering_school: 'gear-hammer',
  school: 'open-book',
  bookbinder: 'book-cover',
  crafters_guild: 'crafting',
  siege_academy: 'siege-ram',
  saddlemaker: 'saddle',
} as const;

export const UNIT_ICONS = {
  melee1: 'wood-club',
  melee2: 'barbed-spear',
  melee3: 'swordman',
  melee4: 'halberd',
  cav1: 'cavalry',
  cav2: 'cloaked-figure-on-horseback',
  cav3: 'chess-knight',
  cav4: 'mounted-knight',
  cav5: 'heavy-helm',
  ranged1: 'archer',
  ranged2: 'bowman',
  ranged3: 'bow-string',
  ranged4: 'crossbow',
  special1: 'old-wagon',
  special2: 'crown',
} as const;

export const TECH_ICONS = {
  town_defenses: 'guarded-tower',
  apprenticeship: 'stone-crafting',
  riding_training: 'horseshoe',
  organised_labour: 'meeple-army',
  smithing: 'sword-smithing',
  divine_inspiration: 'sunbeams',
  bureaucracy: 'scroll-quill',
  celestial_charting: 'telescope',
  mechanical_saw: 'crosscut-saw',
  prospecting: 'metal-detector',
  stirrups: 'boot-prints',
  precision_mining: 'war-pick',
  literary_craft: 'quill-ink',
  craftsmanship: 'claw-hammer',
  crop_rotations: 'field',
  deep_excavation: 'mountain-cave',
  blast_furnace: 'melting-metal',
  forestry: 'pine-tree',
  theological_scholarship: 'spell-book',
  pedal_driven_loom: 'spinning-wheel',
  food_preservation: 'honey-jar',
} as const;

export const DISTRICT_ICONS = {
  economy: 'coins',
  military: 'swords-emblem',
  research: 'book-pile',
  industrial: 'factory',
  culture: 'lyre',
} as const;

export const TILE_ICONS = {
  plains: 'high-grass',
  woodlands: 'birch-trees',
  forest: 'forest',
  hills: 'hills',
  mountains: 'mountains',
  rocky_plains: 'rock',
  marshlands: 'water-drop',
  swamp: 'swamp',
  water: 'waves',
  landmark: 'flag-objective',
  monument: 'obelisk',
  artifact: 'glowing-artifact',
} as const;

export const UI_ICONS = {
  attack_alert: 'sword-clash',
  reload: 'clockwise-rotation',
  settings: 'cog',
  help: 'help',
  logout: 'exit-door',
  map: 'treasure-map',
  reports: 'scroll-unfurled',
  messages: 'envelope',
  statistics: 'podium',
  kingdom: 'throne-king',
  clock: 'sundial',
  timer: 'empty-hourglass',
  village: 'village',
  army: 'spartan-helmet',
  logistics: 'trade',
  empire: 'tower-flag',
  invites: 'love-letter',
  research: 'round-bottom-flask',
  settle: 'camping-tent',
  tier_up: 'upgrade',
  loyalty: 'laurel-crown',
  tile: 'flag-objective',
  edit: 'quill',
  medal: 'medal',
  milestone: 'laurels-trophy',
  member: 'meeple',
  finished: 'checkered-flag',
  storage: 'wooden-crate',
  builders: 'hammer-drop',
  unknown: 'perspective-dice-six-faces-random',
} as const;

/**
 * The Empire screens: a distinct glyph per Empire message type (SPEC.md section 2: "Empire messages have
 * a distinct icon per message type"; the 22 types of section 3) and one per member role.
 */
export const EMPIRE_ICONS = {
  milestone_vp_gained: 'laurels-trophy',
  medal_kingdom_gained: 'medal',
  medal_empire_gained: 'trophy-cup',
  landmark_vp_gained: 'flag-objective',
  monument_vp_gained: 'obelisk',
  artifact_vp_gained: 'glowing-artifact',
  monument_completed: 'stone-tower',
  monument_repaired: 'auto-repair',
  landmark_lost: 'tattered-banner',
  monument_lost: 'broken-wall',
  artifact_lost: 'shattered-glass',
  village_destroyed: 'castle-ruins',
  village_conquered: 'black-flag',
  landmark_captured: 'corner-flag',
  monument_captured: 'star-flag',
  artifact_captured: 'grab',
  village_destroyer: 'torch',
  village_conqueror: 'crowned-skull',
  village_settled: 'camping-tent',
  village_tier_up: 'upgrade',
  member_joined: 'shaking-hands',
  member_left: 'walk',
  emperor: 'imperial-crown',
  officer: 'rank-3',
  member: 'meeple',
} as const;

export type ResourceKey = keyof typeof RESOURCE_ICONS;
export type StatKey = keyof typeof STAT_ICONS;
export type BuildingKey = keyof typeof BUILDING_ICONS;
export type UnitKey = keyof typeof UNIT_ICONS;
export type TechKey = keyof typeof TECH_ICONS;
export type DistrictKey = keyof typeof DISTRICT_ICONS;
export type TileKey = keyof typeof TILE_ICONS;
export type UiKey = keyof typeof UI_ICONS;
export type EmpireIconKey = keyof typeof EMPIRE_ICONS;

export const ICON_CATEGORIES = {
  resource: RESOURCE_ICONS,
  stat: STAT_ICONS,
  building: BUILDING_ICONS,
  unit: UNIT_ICONS,
  tech: TECH_ICONS,
  district: DISTRICT_ICONS,
  tile: TILE_ICONS,
  ui: UI_ICONS,
  empire: EMPIRE_ICONS,
} as const;

export type IconCategory = keyof typeof ICON_CATEGORIES;

export type IconName =
  | `resource:${ResourceKey}`
  | `stat:${StatKey}`
  | `building:${BuildingKey}`
  | `unit:${UnitKey}`
  | `tech:${TechKey}`
  | `district:${DistrictKey}`
  | `tile:${TileKey}`
  | `ui:${UiKey}`
  | `empire:${EmpireIconKey}`;

/** Every icon name with the game-icons glyph it stands for. */
export const ICON_NAMES: Record<IconName, string> = Object.fromEntries(
  Object.entries(ICON_CATEGORIES).flatMap(([cat, table]) =>
    Object.entries(table).map(([key, glyph]) => [`${cat}:${key}`, glyph]),
  ),
) as Record<IconName, string>;

/**
 * The icon for a key that comes from the server (a building type, a unit, a tile type...). Unknown
 * keys get a neutral glyph rather than a crash, since the server's tables can grow before the client's.
 */
export function iconFor(category: IconCategory, key: string): IconName {
  const name = `${category}:${key}`;
  return (name in ICON_NAMES ? name : 'ui:unknown') as IconName;
}

/** The theme colour a resource icon is tinted with (client/styles/theme.css). */
export const RESOURCE_TINT: Partial<Record<ResourceKey, string>> = {
  wood: 'var(--wood)',
  stone: 'var(--stone)',
  iron: 'var(--iron)',
  food: 'var(--food)',
  science: 'var(--science)',
  culture: 'var(--culture)',
  aether: 'var(--aether)',
  production: 'var(--gold)',
  population: 'var(--parchment)',
  store_res: 'var(--text-dim)',
  store_food: 'var(--food)',
  merchants: 'var(--gold)',
  all: 'var(--gold)',
};
