// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TilePanel } from '../../../../client/map/TilePanel';
import type { TileInfo, WorldVillage } from '../../../../client/map/world';

afterEach(cleanup);

const village: WorldVillage = { id: 5, name: 'Kelmoor', x: 3, y: 4, tier: 'town', owner_id: 9, owner: 'Corvin', own: false };
const tile = (over: Partial<TileInfo>): TileInfo => ({ x: 3, y: 4, type: 'plains', village: undefined, claimedBy: undefined, ...over });

function panel(info: TileInfo) {
  const send = vi.fn();
  const settle = vi.fn();
  render(<TilePanel tile={info} onSendTroops={send} onSettle={settle} onClose={() => {}} />);
  return { send, settle };
}

describe('TilePanel army actions', () => {
  it('offers Send troops and Settle on a free land tile', () => {
    const { send, settle } = panel(tile({}));
    fireEvent.click(screen.getByRole('button', { name: 'Send troops' }));
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(settle).toHaveBeenCalledTimes(1);
  });

  it('offers only Send troops on a village or a claimed tile', () => {
    panel(tile({ village }));
    expect(screen.getByRole('button', { name: 'Send troops' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Settle' })).toBeNull();
    cleanup();
    panel(tile({ claimedBy: village }));
    expect(screen.getByRole('button', { name: 'Send troops' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Settle' })).toBeNull();
  });

  it('offers nothing on water', () => {
    panel(tile({ type: 'water' }));
    expect(screen.queryByRole('button', { name: 'Send troops' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Settle' })).toBeNull();
  });
});
