// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TilePanel } from '../../../../client/map/TilePanel';
import type { TileInfo, WorldVillage } from '../../../../client/map/world';
import type { Viewer } from '../../../../client/map/objectives';
import type { MapTile } from '../../../../server/contract';

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

/**
 * The buttons per relation (GAME.md section 9): one's own other village and an Empire ally's take
 * reinforcements and resources; another player's village attack, scout and reinforce; natives and empty
 * tiles keep the generic send (and settle when free); until the Empires are known only the generic send.
 */
describe('TilePanel actions by whose village it is', () => {
  const me = { userId: 1, empireId: 40 };
  const details = (owner: { id: number; empire_id: number | null } | null, own = false): MapTile => ({
    x: 3, y: 4, type: 'plains', marker: null, village: { id: 5, name: 'Kelmoor', tier: 'town' },
    owner: owner && { ...owner, username: 'Corvin' }, claimedBy: null, own,
  });
  const ownVillage: WorldVillage = { ...village, owner_id: 1, owner: 'Me', own: true };
  const natives: WorldVillage = { ...village, owner_id: null, owner: null };

  function actionsOf(info: TileInfo, d: MapTile | undefined, viewer: Viewer = me) {
    const send = vi.fn();
    const resources = vi.fn();
    const settle = vi.fn();
    render(<TilePanel tile={info} details={d} viewer={viewer} onSendTroops={send} onSendResources={resources} onSettle={settle} onClose={() => {}} />);
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('.ak-map-panel__actions button')];
    return { names: buttons.map((b) => b.textContent), buttons, send, resources, settle };
  }

  it('own other village: Reinforce (army form, reinforce) and Send resources', () => {
    const r = actionsOf(tile({ village: ownVillage }), details({ id: 1, empire_id: 40 }, true));
    expect(r.names).toEqual(['Reinforce', 'Send resources']);
    fireEvent.click(screen.getByRole('button', { name: 'Reinforce' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send resources' }));
    expect(r.send).toHaveBeenCalledWith('reinforce');
    expect(r.resources).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('tile-ally')).toBeNull();
  });

  it('an Empire ally\'s village: Reinforce and Send resources, labelled Empire ally, no Attack', () => {
    const r = actionsOf(tile({ village }), details({ id: 9, empire_id: 40 }));
    expect(r.names).toEqual(['Reinforce', 'Send resources']);
    expect(screen.getByTestId('tile-ally').textContent).toContain('Empire ally');
    fireEvent.click(screen.getByRole('button', { name: 'Reinforce' }));
    expect(r.send).toHaveBeenCalledWith('reinforce');
    for (const b of r.buttons) expect(b.querySelector('svg[data-icon]')).not.toBeNull();
  });

  it('another player\'s village: Attack, Scout and Reinforce, each with its move type', () => {
    const r = actionsOf(tile({ village }), details({ id: 9, empire_id: 41 }));
    expect(r.names).toEqual(['Attack', 'Scout', 'Reinforce']);
    for (const name of ['Attack', 'Scout', 'Reinforce']) fireEvent.click(screen.getByRole('button', { name }));
    expect(r.send.mock.calls).toEqual([['attack'], ['scout'], ['reinforce']]);
    expect(r.resources).not.toHaveBeenCalled();
    expect(screen.queryByTestId('tile-ally')).toBeNull();
    cleanup();
    // A reader in no Empire: every other kingdom is another player's, whatever the owner's Empire.
    expect(actionsOf(tile({ village }), details({ id: 9, empire_id: 40 }), { userId: 1, empireId: null }).names).toEqual(['Attack', 'Scout', 'Reinforce']);
    cleanup();
    expect(actionsOf(tile({ village }), details({ id: 9, empire_id: null })).names).toEqual(['Attack', 'Scout', 'Reinforce']);
  });

  it('a natives\' village keeps Send troops', () => {
    const r = actionsOf(tile({ village: natives }), details(null));
    expect(r.names).toEqual(['Send troops']);
    fireEvent.click(screen.getByRole('button', { name: 'Send troops' }));
    expect(r.send).toHaveBeenCalledWith();
  });

  it('empty land keeps Send troops and Settle; a claimed tile Send troops', () => {
    const free = actionsOf(tile({}), undefined);
    expect(free.names).toEqual(['Send troops', 'Settle']);
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(free.settle).toHaveBeenCalledTimes(1);
    cleanup();
    expect(actionsOf(tile({ claimedBy: village }), undefined).names).toEqual(['Send troops']);
  });

  it('offers only Send troops on another village until its owner\'s Empire or the reader\'s is known', () => {
    expect(actionsOf(tile({ village }), undefined).names).toEqual(['Send troops']);
    cleanup();
    expect(actionsOf(tile({ village }), details({ id: 9, empire_id: 40 }), { userId: 1, empireId: undefined }).names).toEqual(['Send troops']);
  });

  it('offers nothing on the current village (the caller gives no send callbacks there)', () => {
    render(<TilePanel tile={tile({ village: ownVillage })} details={details({ id: 1, empire_id: 40 }, true)} viewer={me} onClose={() => {}} />);
    expect(document.querySelector('.ak-map-panel__actions')).toBeNull();
  });
});
