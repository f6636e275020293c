import { BitmapFont, Cache, type TextStyleOptions } from 'pixi.js';

/**
 * The map's bitmap fonts, installed once by name. Giving BitmapText a style with a stroke instead
 * makes Pixi (8.x) create a new dynamic font whenever that style's key changes, and building the font
 * scales the style's shared stroke width, which changes the key again: the map created a new font
 * (a glyph canvas, every glyph measured and drawn, kerning pairs measured) again and again while
 * labels were updated. Named fonts are found by name and only ever add missing glyphs.
 */
export const MAP_FONTS = {
  /** Village names. */
  label: 'ak-map-label',
  /** The player's own village names (gold). */
  ownLabel: 'ak-map-own-label',
  /** Tile coordinates along the edges. */
  coord: 'ak-map-coord',
  /** Movement arrival clocks (white, tinted per side). */
  movement: 'ak-map-movement',
  /** Events' and objectives' stage ("2/3") and deadline countdown. */
  objective: 'ak-map-objective',
} as const;

export const LABEL_FONT_SIZE = 26;
export const COORD_FONT_SIZE = 22;
export const MOVEMENT_FONT_SIZE = 22;

const SERIF = 'Georgia, "Palatino Linotype", serif';
const SANS = 'system-ui, sans-serif';
const BASIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 \'-.:()';

const FONTS: { name: string; style: TextStyleOptions; chars: string }[] = [
  { name: MAP_FONTS.label, chars: BASIC, style: { fontFamily: SERIF, fontSize: LABEL_FONT_SIZE, fill: 0xf3e7cc, stroke: { color: 0x0e0b07, width: 6, join: 'round' } } },
  { name: MAP_FONTS.ownLabel, chars: BASIC, style: { fontFamily: SERIF, fontSize: LABEL_FONT_SIZE, fill: 0xf7cf6a, stroke: { color: 0x0e0b07, width: 6, join: 'round' } } },
  { name: MAP_FONTS.coord, chars: '0123456789-', style: { fontFamily: SANS, fontSize: COORD_FONT_SIZE, fill: 0xe9dcc0, stroke: { color: 0x0e0b07, width: 4, join: 'round' } } },
  { name: MAP_FONTS.movement, chars: BASIC, style: { fontFamily: SANS, fontSize: MOVEMENT_FONT_SIZE, fill: 0xf3e7cc, stroke: { color: 0x0e0b07, width: 4, join: 'round' } } },
  { name: MAP_FONTS.objective, chars: '0123456789/dhms ', style: { fontFamily: SANS, fontSize: MOVEMENT_FONT_SIZE, fontWeight: 'bold', fill: 0xf3e7cc, stroke: { color: 0x0e0b07, width: 5, join: 'round' } } },
];

/** Installs the map's fonts (once per page; later calls do nothing). */
export function installMapFonts(): void {
  for (const f of FONTS) {
    if (Cache.has(`${f.name}-bitmap`)) continue;
    // No kerning: measuring every pair of glyphs costs thousands of measureText calls per font.
    BitmapFont.install({ name: f.name, style: f.style, chars: f.chars, resolution: Math.min(2, globalThis.devicePixelRatio || 1), skipKerning: true });
  }
}
