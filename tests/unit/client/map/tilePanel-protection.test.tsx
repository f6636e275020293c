// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanup, render, screen } from '@testing-library/react';
import { TilePanel } from '../../../../client/map/TilePanel';
import type { TileInfo, WorldVillage } from '../../../../client/map/world';
import { initI18n, sayText } from '../../../../client/i18n';
import { PROTECTION_TEXT } from '../../../../server/game/movement/protection';

afterEach(cleanup);

const village: WorldVillage = { id: 5, name: 'Kelmoor', x: 3, y: 4, tier: 'town', owner_id: 9, owner: 'Corvin', own: false };
const tile = (v: WorldVillage): TileInfo => ({ x: 3, y: 4, type: 'plains', village: v, claimedBy: undefined });

describe('beginner protection on the tile panel', () => {
  it('shows until when, with a shield, for a protected kingdom\'s village', () => {
    render(<TilePanel tile={tile({ ...village, protected_until: '2026-06-04T15:00:00.000Z' })} onClose={() => {}} />);
    expect(screen.getByTestId('tile-protected').textContent).toContain('Under beginner protection until 04/06/2026, 15:00 UTC');
    expect(screen.getByRole('img', { name: 'Beginner protection' })).toBeTruthy();
  });

  it('shows nothing for an unprotected village, and the tile details (fresher) win over the world map', () => {
    render(<TilePanel tile={tile(village)} onClose={() => {}} />);
    expect(screen.queryByTestId('tile-protected')).toBeNull();
    cleanup();
    // The world map still says protected, GET map says the protection has ended.
    render(<TilePanel tile={tile({ ...village, protected_until: '2026-06-04T15:00:00.000Z' })} onClose={() => {}}
      details={{ x: 3, y: 4, type: 'plains', marker: null, village: { id: 5, name: 'Kelmoor', tier: 'town' }, owner: { id: 9, username: 'Corvin' }, claimedBy: null, own: false }} />);
    expect(screen.queryByTestId('tile-protected')).toBeNull();
  });

  it('the catalogue renders the refusal\'s instant exactly as the server\'s English, for any instant', async () => {
    await initI18n();
    fc.assert(fc.property(fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2040-01-01T00:00:00Z') }), (ms) => {
      const said = PROTECTION_TEXT.protectedTarget(new Date(ms).toISOString());
      expect(sayText(said)).toBe(said.message);
    }), { numRuns: 300 });
  });
});
