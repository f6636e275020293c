import { building, type BuildingDef } from './types';

/**
 * Culture district: culture per hour (account-wide, never spent) and improvements to it (+5% per
 * level, like the other multipliers of several producers).
 */
export const CULTURE_BUILDINGS: BuildingDef[] = [
  building('culture', {
    key: 'theater', name: 'Theater', tier: 'village', research: null, work: 40,
    cost: [120, 100, 40, 60],
    description: 'Plays and music draw people from afar: produces culture.',
    effects: [{ kind: 'base', rate: 'culture', perLevel: 20, growth: 1.08 }],
  }),
  building('culture', {
    key: 'public_gardens', name: 'Public Gardens', tier: 'village', research: null, work: 40,
    cost: [100, 60, 20, 100],
    description: 'Gardens where the village meets: +5% culture per level.',
    effects: [{ kind: 'improve', rate: 'culture', perLevel: 0.05 }],
  }),
  building('culture', {
    key: 'temple', name: 'Temple', tier: 'village', research: 'divine_inspiration', work: 50,
    cost: [80, 160, 60, 60],
    description: 'Feasts and rites of the gods: produces culture.',
    effects: [{ kind: 'base', rate: 'culture', perLevel: 25, growth: 1.08 }],
  }),
  building('culture', {
    key: 'crafters_guild', name: 'Crafters Guild', tier: 'town', research: 'craftsmanship', work: 80,
    cost: [120, 100, 120, 40],
    description: 'Master crafters make the village famous: +5% culture per level.',
    effects: [{ kind: 'improve', rate: 'culture', perLevel: 0.05 }],
  }),
  building('culture', {
    key: 'museum', name: 'Museum', tier: 'city', research: null, work: 140,
    cost: [160, 180, 100, 60],
    description: 'Treasures of the kingdom on show: produces much culture.',
    effects: [{ kind: 'base', rate: 'culture', perLevel: 40, growth: 1.08 }],
  }),
];
