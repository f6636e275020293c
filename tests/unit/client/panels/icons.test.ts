import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_BODIES } from '../../../../assets/icons/icons.generated';
import {
  BUILDING_ICONS, ICON_NAMES, RESOURCE_ICONS, STAT_ICONS, TECH_ICONS, UNIT_ICONS, DISTRICT_ICONS, TILE_ICONS, UI_ICONS, iconFor,
} from '../../../../client/panels/iconNames';
import { GENERATED_PATH, loadIconSet, renderIconModule } from '../../../../scripts/icons';

const BUILDINGS = ['farm', 'quarry', 'iron_mine', 'forester', 'town_hall', 'mineshaft', 'crane_engineer', 'rafters', 'water_mill',
  'library', 'theater', 'marketplace', 'stables', 'barracks', 'workshop', 'walls', 'warehouse', 'food_cellar', 'bakery',
  'archery_range', 'workers_guild', 'shift_office', 'armory', 'public_gardens', 'university', 'observatory', 'windmill',
  'seedvault', 'temple', 'museum', 'wool_factory', 'military_academy', 'siege_workshop', 'preservary', 'draining_engines',
  'mining_guild', 'rolling_mill', 'blast_furnace', 'sawmill', 'sustainability_office', 'monastery', 'cartwright',
  'engineering_school', 'school', 'bookbinder', 'crafters_guild', 'siege_academy', 'saddlemaker'];
const TECHS = ['town_defenses', 'apprenticeship', 'riding_training', 'organised_labour', 'smithing', 'divine_inspiration',
  'bureaucracy', 'celestial_charting', 'mechanical_saw', 'prospecting', 'stirrups', 'precision_mining', 'literary_craft',
  'craftsmanship', 'crop_rotations', 'deep_excavation', 'blast_furnace', 'forestry', 'theological_scholarship',
  'pedal_driven_loom', 'food_preservation'];

describe('icon names', () => {
  it('map every name to an extracted glyph with an SVG body', () => {
    for (const [name, glyph] of Object.entries(ICON_NAMES)) {
      expect(ICON_BODIES[glyph], `${name} -> ${glyph}`).toMatch(/^<(path|g)\b/);
    }
  });

  it('cover every key of the spec', () => {
    expect(Object.keys(BUILDING_ICONS).sort()).toEqual([...BUILDINGS].sort());
    expect(BUILDINGS).toHaveLength(48);
    expect(Object.keys(TECH_ICONS).sort()).toEqual([...TECHS].sort());
    expect(Object.keys(TECH_ICONS)).toHaveLength(21);
    expect(Object.keys(RESOURCE_ICONS).sort()).toEqual(
      ['wood', 'stone', 'iron', 'food', 'production', 'population', 'science', 'culture', 'store_res', 'store_food', 'aether', 'merchants', 'all'].sort());
    expect(Object.keys(STAT_ICONS).sort()).toEqual(
      ['attack', 'melee', 'cav', 'ranged', 'defense', 'shield', 'defmelee', 'defcav', 'defranged', 'speed', 'consumption', 'required', 'wall', 'scout'].sort());
    expect(Object.keys(UNIT_ICONS).sort()).toEqual(
      ['melee1', 'melee2', 'melee3', 'melee4', 'cav1', 'cav2', 'cav3', 'cav4', 'cav5', 'ranged1', 'ranged2', 'ranged3', 'ranged4', 'special1', 'special2'].sort());
    expect(Object.keys(DISTRICT_ICONS).sort()).toEqual(['culture', 'economy', 'industrial', 'military', 'research']);
    expect(Object.keys(TILE_ICONS)).toEqual(expect.arrayContaining(
      ['plains', 'woodlands', 'forest', 'hills', 'mountains', 'rocky_plains', 'marshlands', 'swamp', 'water', 'landmark', 'monument', 'artifact']));
    expect(Object.keys(UI_ICONS)).toEqual(expect.arrayContaining(
      ['attack_alert', 'reload', 'settings', 'help', 'logout', 'map', 'reports', 'messages', 'statistics', 'kingdom', 'clock']));
  });

  it('give each building and unit its own glyph', () => {
    const glyphs = [...Object.values(BUILDING_ICONS), ...Object.values(UNIT_ICONS)];
    expect(new Set(glyphs).size).toBe(glyphs.length);
  });

  it('fall back to a neutral glyph for keys the client does not know', () => {
    expect(iconFor('building', 'farm')).toBe('building:farm');
    expect(iconFor('building', 'space_elevator')).toBe('ui:unknown');
  });

  it('keep the generated file in step with the mapping (run scripts/icons.ts after changing it)', () => {
    const expected = renderIconModule(loadIconSet(), Object.values(ICON_NAMES));
    expect(fs.readFileSync(GENERATED_PATH, 'utf8')).toBe(expected);
  });

  it('refuse a glyph the icon set does not have', () => {
    expect(() => renderIconModule(loadIconSet(), ['wheat', 'no-such-glyph'])).toThrow(/no-such-glyph/);
  });
});
