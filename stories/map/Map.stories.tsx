import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MapView, type MapViewProps } from '../../client/map/MapView';
import { decodeWorld, tileInfo, tileKey } from '../../client/map/world';
import MapRoute from '../../client/routes/map/MapRoute';
import { makeGame } from '../fixtures/game';
import { ProvideGame } from '../fixtures/ProvideGame';
import { economyGamedata } from '../economy/fixtures';
import { mergeMovements, toMapMovements, tradeToMapMovements } from '../../client/map/movements';
import { fixtureMovements, fixtureTiles, fixtureWorld } from './fixtures';
import { fixtureMerchants } from './merchantFixtures';
import { ObjectivePanel } from '../../client/panels/objective/ObjectivePanel';
import type { MapObjective } from '../../server/contract/objectives';
import type { MapTile } from '../../server/contract';

/*
 * The map screen. In a browser with WebGL the canvas shows the fixture continent; in jsdom (the story
 * tests) the canvas degrades to a notice while the toolbar, tile panel and states render as usual.
 */
const small = fixtureWorld(51);
const world = decodeWorld(small);
const own = small.villages.find((v) => v.own)!;
const foreign = small.villages.find((v) => !v.own)!;
const claimedTile = small.claimed.find((c) => c.village_id === own.id)!;
const claimedBonus = fixtureTiles.find((d) => d.type === tileInfo(world, claimedTile.x, claimedTile.y)!.type)!.bonus!;

/** A land tile with no village and no claim near the current village: where Settlers could go. */
const freeTile = (() => {
  for (let d = 2; d < 20; d++) {
    const x = own.x + d, y = own.y - 1;
    const info = tileInfo(world, x, y);
    if (info && info.type !== 'water' && !info.village && !info.claimedBy) return { x, y };
  }
  throw new Error('no free tile in the fixture');
})();
const movementViews = fixtureMovements(small, Date.now());

/** Free land tiles around the current village for the events and objectives of the stories. */
const freeTiles = (() => {
  const out: { x: number; y: number }[] = [];
  for (let d = 3; d < 14 && out.length < 8; d++) {
    for (const [dx, dy] of [[d, 2], [-d, 1], [1, d], [-2, -d], [d, -d], [-d, d], [d, d], [-d, -d]]) {
      const x = own.x + dx, y = own.y + dy;
      const info = tileInfo(world, x, y);
      if (info && info.type !== 'water' && !info.village && !info.claimedBy && !out.some((t) => t.x === x && t.y === y)) out.push({ x, y });
    }
  }
  return out;
})();
const soon = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
/** One of each type: five events (difficulty 1-3, stages), a camp, and objectives held by natives, the player, an Empire ally and a rival. */
const objectives: MapObjective[] = [
  { type: 'attack1', difficulty: 2, stage: 2, stages: 3, ends_at: soon(3) },
  { type: 'attack2', difficulty: 3, stage: 1, stages: 3, ends_at: soon(7) },
  { type: 'defend1', difficulty: 1, stage: 1, stages: 1, ends_at: soon(1) },
  { type: 'supply1', difficulty: 1, stage: 1, stages: 1, ends_at: soon(20) },
  { type: 'supply2', difficulty: 2, stage: 1, stages: 1, ends_at: soon(30) },
  { type: 'landmark', holder: null },
  { type: 'monument', holder: { user_id: 1, username: 'Aldric', empire_id: 3, empire_name: 'Gilded Lantern', empire_name_short: 'OGL' } },
  { type: 'artifact', holder: { user_id: 2, username: 'Corvin', empire_id: 4, empire_name: 'Ashen Court', empire_name_short: 'ASH' } },
].map((o, i) => {
  const event = !['landmark', 'monument', 'artifact'].includes(o.type as string);
  return {
    id: 100 + i, category: event ? 'event' : 'objective', name: `${event ? 'events' : 'objectives'}.${o.type}`, ...freeTiles[i], incomings: 0,
    state: event ? 'active' : o.holder ? 'held' : 'native', difficulty: null, stage: null, stages: null, ends_at: null, holder: null, ...o,
  } as MapObjective;
});
const viewer = { userId: 1, empireId: 3 };
const renderObjective = (o: MapObjective, close: () => void) => (
  <ObjectivePanel summary={o} load={{ status: 'loading' }} viewer={viewer} onClose={close} onAction={(href) => console.info('go', href)} onOpen={(id) => console.info('open', id)} />
);
const movements = toMapMovements(movementViews, (k) => k[0].toUpperCase() + k.slice(1));
const alerts = small.villages.filter((v) => v.own).slice(0, 2).map((v) => ({ x: v.x, y: v.y }));
const sendTroops = (tile: { x: number; y: number }, moveType?: string) => console.info('send troops', tile, moveType ?? '');

const frame = (children: ReactNode) => <div style={{ height: '90vh', minHeight: 520 }}>{children}</div>;

const meta: Meta<typeof MapView> = {
  title: 'Map/MapView',
  component: MapView,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => frame(<Story />)],
  args: {
    load: { status: 'ready', world },
    start: { x: own.x, y: own.y },
    home: { x: own.x, y: own.y },
    tiles: fixtureTiles,
    onOpenVillage: (id: number) => console.info('open village', id),
  } satisfies MapViewProps,
};
export default meta;
type Story = StoryObj<typeof MapView>;

/** The continent centred on the current village. */
export const Continent: Story = {
  parameters: { keyContent: ['Center map', 'Jump to current village', 'Zoom in', 'Zoom out'] },
};

/** A tap on an own village: its facts and the way into its overview. */
export const OwnVillageSelected: Story = {
  args: { initialSelection: { x: own.x, y: own.y } },
  parameters: { keyContent: [own.name, `(${own.x}|${own.y})`, 'Aldric', 'Your village', 'Open village overview', 'City'] },
};

/** Another player's village: owner and village, no overview button. */
export const ForeignVillageSelected: Story = {
  args: { initialSelection: { x: foreign.x, y: foreign.y } },
  parameters: { keyContent: [foreign.name, foreign.owner!, `(${foreign.x}|${foreign.y})`, 'Owner'] },
};

/** A kingdom under beginner protection (issue 13): the tile panel says until when, with a shield. */
const protectedWorld = decodeWorld({
  ...small, villages: small.villages.map((v) => (v.id === foreign.id ? { ...v, protected_until: '2025-11-24T18:30:00.000Z' } : v)),
});
export const ProtectedVillageSelected: Story = {
  args: { load: { status: 'ready', world: protectedWorld }, initialSelection: { x: foreign.x, y: foreign.y } },
  parameters: { keyContent: [foreign.name, foreign.owner!, 'Under beginner protection until 24/11/2025, 18:30 UTC', 'Beginner protection'] },
};

/** A claimed tile shows its type with the bonus from the tile data, and who claimed it. */
export const ClaimedTileSelected: Story = {
  args: { initialSelection: { x: claimedTile.x, y: claimedTile.y } },
  parameters: { keyContent: ['Claimed by', own.name, `(${claimedTile.x}|${claimedTile.y})`, `+${Math.round(claimedBonus.amount * 100)}%`] },
};

/**
 * Army movements under way: own trips in gold, trips home in blue, attacks on own villages in red
 * (those villages ringed in red); markers crawl along their paths at their real speed, the arrival
 * time shows on hover or when zoomed in. A free land tile is selected: 'Send troops' and 'Settle'.
 */
export const Movements: Story = {
  args: { movements, alerts, onSendTroops: sendTroops, initialSelection: freeTile },
  parameters: { keyContent: ['Send troops', 'Settle', `(${freeTile.x}|${freeTile.y})`] },
};

/**
 * Armies and merchants together: merchants are diamonds, the player's own on their way in green, coming
 * home in cyan, another player's coming to an own village in pale green; the exchange's delivery (from
 * the village to itself) is not drawn.
 */
export const MerchantMovements: Story = {
  args: {
    movements: mergeMovements(movements, tradeToMapMovements(fixtureMerchants(small, Date.now()), new Set(small.villages.filter((v) => v.own).map((v) => v.id)), (k) => k)),
    alerts, onSendTroops: sendTroops, start: { x: own.x, y: own.y },
  },
  parameters: { keyContent: ['Center map', 'Jump to current village'] },
};

/**
 * Another player's village before the server told its owner's Empire (no tile details): only the generic
 * Send troops, never an Attack on what may be an ally; nobody settles on a village.
 */
export const SendToForeignVillage: Story = {
  args: { movements, alerts, onSendTroops: sendTroops, initialSelection: { x: foreign.x, y: foreign.y } },
  parameters: { keyContent: ['Send troops', foreign.name] },
};

/** GET map's answer for a village of the fixture: its owner in Empire `empireId` (null: none). */
const tileLoader = (empireId: number | null) => async (x: number, y: number): Promise<MapTile | undefined> => {
  const v = world.villageAt.get(tileKey(x, y));
  const info = tileInfo(world, x, y);
  if (!info) return undefined;
  return {
    x, y, type: info.type, marker: null, village: v ? { id: v.id, name: v.name, tier: v.tier } : null,
    owner: v?.owner_id != null ? { id: v.owner_id, username: v.owner!, empire_id: v.own ? 3 : empireId } : null, claimedBy: null, own: v?.own ?? false,
  };
};
const sendResources = (tile: { x: number; y: number }) => console.info('send resources', tile);

/** A village of a member of the reader's Empire (the reader is in Empire 3): Empire ally, Reinforce and Send resources. */
export const AllyVillageSelected: Story = {
  args: {
    onSendTroops: sendTroops, onSendResources: sendResources, viewer: { userId: 7, empireId: 3 }, loadTile: tileLoader(3),
    initialSelection: { x: foreign.x, y: foreign.y },
  },
  parameters: { keyContent: [foreign.name, 'Empire ally', 'Reinforce', 'Send resources'] },
};

/** Another kingdom's village once its owner's Empire is known (another one): Attack, Scout and Reinforce. */
export const RivalVillageSelected: Story = {
  args: {
    onSendTroops: sendTroops, onSendResources: sendResources, viewer: { userId: 7, empireId: 3 }, loadTile: tileLoader(4),
    initialSelection: { x: foreign.x, y: foreign.y },
  },
  parameters: { keyContent: [foreign.name, 'Attack', 'Scout', 'Reinforce'] },
};

/** Three hundred movements at once: one batch of markers, frames only while they move on screen. */
export const ManyMovements: Story = {
  args: { movements: toMapMovements(fixtureMovements(small, Date.now(), 300)), alerts, onSendTroops: sendTroops, start: { x: 0, y: 0 } },
  parameters: { keyContent: ['Center map', 'Jump to current village'] },
};

/**
 * Native events and objectives (issue 16): each type with its own icon, difficulty pips, the stage of
 * running events and their countdown when zoomed in, objectives ringed in the holder's colour (own gold,
 * Empire ally blue, rival red, natives pale); the attack event is tapped: its panel, not the tile panel.
 */
export const EventsAndObjectives: Story = {
  args: { objectives, viewer, renderObjective, objectiveTargets: new Map([[102, { x: own.x, y: own.y }]]), alerts, initialSelection: freeTiles[0] },
  parameters: { keyContent: ['Gathering native forces', 'Stage 2 of 3', 'Attack', 'Scout', 'Open'] },
};

/** The largest continent the server makes: 401 x 401 tiles. */
export const LargeContinent: Story = {
  args: (() => {
    const big = fixtureWorld(200, 'aether-large');
    const home = big.villages.find((v) => v.own)!;
    return { load: { status: 'ready', world: decodeWorld(big) }, start: { x: home.x, y: home.y }, home: { x: home.x, y: home.y } };
  })(),
  parameters: { keyContent: ['Center map', 'Jump to current village'] },
};

/** No current village yet: nothing to jump to. */
export const NoCurrentVillage: Story = {
  args: { home: undefined, start: undefined },
  parameters: { keyContent: ['Center map', 'Jump to current village'] },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  parameters: { keyContent: ['Loading the map…'] },
};

export const Failed: Story = {
  args: { load: { status: 'error', onRetry: () => console.info('retry') } },
  parameters: { keyContent: ['The map could not be loaded', 'Try again'] },
};

/** The route as the app mounts it at /map?x&y: world data from the (seeded) query, current village from useCurrentVillage(). */
function SeededRoute() {
  const game = makeGame({ selectVillage: (id) => console.info('select village', id), gamedata: { ...economyGamedata, tiles: fixtureTiles } });
  const [client] = useState(() => {
    const c = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    c.setQueryData(['map', 'world'], small);
    // The movements of the fixture profile's villages (GET units/village/{id} for each).
    c.setQueryData(['map', 'movements', game.profile!.villages.map((v) => v.id).sort((a, b) => a - b).join(',')], movementViews);
    // And their merchants (GET merchants/village/{id}/incoming and /outgoing for each).
    c.setQueryData(['merchants', 'map', game.profile!.villages.map((v) => v.id).sort((a, b) => a - b).join(',')], fixtureMerchants(small, Date.now()));
    // The events and objectives on the map (GET map/objectives).
    c.setQueryData(['objectives'], objectives.filter((o) => o.type !== 'defend1'));
    return c;
  });
  return (
    <QueryClientProvider client={client}>
      <ProvideGame game={game}>
        <MapRoute />
      </ProvideGame>
    </QueryClientProvider>
  );
}

export const Route: Story = {
  render: () => <SeededRoute />,
  parameters: { route: `/map?x=${own.x}&y=${own.y}`, keyContent: ['Center map', 'Jump to current village'] },
};
