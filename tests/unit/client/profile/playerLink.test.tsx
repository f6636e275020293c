// @vitest-environment jsdom
// Player names link to their profile (issue 15) where the page has a router: the map's tile panel.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TilePanel } from '../../../../client/map/TilePanel';
import type { TileInfo, WorldVillage } from '../../../../client/map/world';
import { PlayerLink } from '../../../../client/routes/profile/PlayerLink';

afterEach(cleanup);

const village: WorldVillage = { id: 5, name: 'Kelmoor', x: 3, y: 4, tier: 'town', owner_id: 9, owner: 'Corvin', own: false };
const tile: TileInfo = { x: 3, y: 4, type: 'plains', village, claimedBy: undefined };

describe('links to player profiles', () => {
  it('the tile panel names the village owner with a link to /profile/{id}', () => {
    render(<MemoryRouter><TilePanel tile={tile} onClose={() => {}} /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Corvin' }).getAttribute('href')).toBe('/profile/9');
  });

  it('outside a router or without an id the name is plain text', () => {
    render(<PlayerLink id={9} name="Corvin" />);
    expect(screen.getByText('Corvin')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    render(<MemoryRouter><PlayerLink id={null} name="Corvin" /></MemoryRouter>);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
