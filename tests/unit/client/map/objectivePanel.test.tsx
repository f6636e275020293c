// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MapView } from '../../../../client/map/MapView';
import { ObjectivePanel } from '../../../../client/panels/objective/ObjectivePanel';
import { TilePanel } from '../../../../client/map/TilePanel';
import { decodeWorld } from '../../../../client/map/world';
import type { MapObjective } from '../../../../server/contract/objectives';
import type { ObjectiveDetail } from '../../../../client/api/objectives';

/**
 * A tap on an event or objective opens its panel instead of the tile panel (MapView.renderObjective),
 * and the panel offers only the actions the server would accept, each opening its form at the tile.
 */
const world = decodeWorld({ maxCoord: 5, terrain: 'P'.repeat(121), villages: [], claimed: [] });
const event: MapObjective = {
  id: 3, category: 'event', type: 'attack1', name: 'events.attack1', x: 1, y: 2, incomings: 0, state: 'active',
  difficulty: 3, stage: 2, stages: 3, ends_at: '2030-01-01T12:00:00.000Z', holder: null,
};
const me = { userId: 5, empireId: 3 };

describe('event and objective panel on the map', () => {
  afterEach(cleanup);
  it('a selected event tile shows the event panel, not the tile panel; another tile the tile panel', () => {
    const renderObjective = (o: MapObjective, close: () => void) => <ObjectivePanel summary={o} load={{ status: 'loading' }} viewer={me} onClose={close} />;
    const { unmount } = render(<MapView load={{ status: 'ready', world }} objectives={[event]} viewer={me} renderObjective={renderObjective} initialSelection={{ x: 1, y: 2 }} />);
    expect(screen.getByTestId('objective-panel')).toBeTruthy();
    expect(screen.queryByTestId('tile-panel')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Gathering native forces' })).toBeTruthy();
    expect(screen.getByTestId('objective-loading')).toBeTruthy();
    unmount();
    render(<MapView load={{ status: 'ready', world }} objectives={[event]} viewer={me} renderObjective={renderObjective} initialSelection={{ x: 0, y: 0 }} />);
    expect(screen.queryByTestId('objective-panel')).toBeNull();
    expect(screen.getByTestId('tile-panel')).toBeTruthy();
  });

  it('offers the accepted actions with the target filled in, and Open', () => {
    const onAction = vi.fn();
    const onOpen = vi.fn();
    render(<ObjectivePanel summary={event} load={{ status: 'loading' }} viewer={me} onAction={onAction} onOpen={onOpen} onClose={() => {}} frozenNowMs={Date.parse('2030-01-01T11:00:00.000Z')} />);
    const panel = screen.getByTestId('objective-panel');
    expect(within(panel).queryByRole('button', { name: 'Reinforce' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Send supplies' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Attack' }));
    expect(onAction).toHaveBeenLastCalledWith('/village/army/send?x=1&y=2&moveType=attack');
    fireEvent.click(within(panel).getByRole('button', { name: 'Scout' }));
    expect(onAction).toHaveBeenLastCalledWith('/village/army/send?x=1&y=2&moveType=scout');
    fireEvent.click(within(panel).getByRole('button', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledWith(3);
    expect(panel.textContent).toContain('Hard');
    expect(panel.textContent).toContain('Stage 2 of 3');
    expect(panel.textContent).toContain('1:00:00');
  });

  it('an objective held by the Empire is reinforced, not attacked; the error state has Retry', () => {
    const retry = vi.fn();
    const held: ObjectiveDetail = {
      ...event, id: 4, category: 'objective', type: 'landmark', name: 'objectives.landmark', state: 'held', difficulty: null, stage: null, stages: null, ends_at: null,
      holder: { user_id: 6, username: 'Corvin', empire_id: 3, empire_name: 'Lantern', empire_name_short: 'OGL' },
      created_at: '2030-01-01T00:00:00.000Z', stage_started_at: null, ended_at: null, garrison: null, garrison_seen_at: null, rewards: null,
      outpost_aether: null, supplies: null, target_village: null, arrival: null, monument: null,
      prestige: { on_capture: 1, on_completion: 0, per_period: 1, period_seconds: 604800, next_at: null },
    };
    const onAction = vi.fn();
    const { unmount } = render(<ObjectivePanel summary={held} load={{ status: 'ready', detail: held }} viewer={me} onAction={onAction} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Attack' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reinforce' }));
    expect(onAction).toHaveBeenCalledWith('/village/army/send?x=1&y=2&moveType=reinforce');
    expect(screen.getByTestId('objective-holder').textContent).toContain('Corvin · Lantern [OGL]');
    expect(screen.getByTestId('objective-garrison').textContent).toContain('Not scouted');
    unmount();
    render(<ObjectivePanel summary={event} load={{ status: 'error', onRetry: retry }} viewer={me} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it("the tile panel (before the map's list has it) names what stands on the tile from GET map's marker, and offers no Settle there", () => {
    const info = { x: 1, y: 2, type: 'plains' as const, village: undefined, claimedBy: undefined };
    const details = { x: 1, y: 2, type: 'plains' as const, marker: 'supply2', village: null, owner: null, claimedBy: null, own: false };
    render(<TilePanel tile={info} details={details} onSendTroops={() => {}} onSettle={() => {}} onClose={() => {}} />);
    expect(screen.getByTestId('tile-marker').textContent).toBe('Aether deposit');
    expect(screen.queryByRole('button', { name: 'Settle' })).toBeNull();
    cleanup();
    render(<TilePanel tile={info} details={{ ...details, marker: null }} onSendTroops={() => {}} onSettle={() => {}} onClose={() => {}} />);
    expect(screen.queryByTestId('tile-marker')).toBeNull();
    expect(screen.getByRole('button', { name: 'Settle' })).toBeTruthy();
  });
});
