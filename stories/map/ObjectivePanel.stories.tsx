import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ObjectivePanel, type ObjectivePanelProps } from '../../client/panels/objective/ObjectivePanel';
import type { ObjectiveDetail } from '../../client/api/objectives';
import type { MapObjective } from '../../server/contract/objectives';
import '../../client/app/ui.css';
import '../../client/map/map.css';

/*
 * The panel of an event or objective tapped on the map (issue 16), in each state. The clock is frozen
 * (frozenNowMs) so countdowns and bars read the same every time.
 */
const NOW = Date.parse('2030-03-10T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const hour = 3600_000;
const me = { userId: 5, empireId: 3 };

const summary = (o: Partial<MapObjective>): MapObjective => ({
  id: 11, category: 'event', type: 'attack1', name: 'events.attack1', x: 14, y: -6, incomings: 0, state: 'active',
  difficulty: 2, stage: 1, stages: 3, ends_at: iso(NOW + 2 * hour + 30 * 60_000), holder: null, ...o,
});
const detail = (o: Partial<ObjectiveDetail>): ObjectiveDetail => ({
  ...summary({}), created_at: iso(NOW - 6 * hour), stage_started_at: iso(NOW - 5 * hour - 30 * 60_000), ended_at: null,
  garrison: { melee1: 40, ranged1: 12 }, garrison_seen_at: null, rewards: { wood: 1200, stone: 900, iron: 600, food: 1500, aether: 0 },
  outpost_aether: null, supplies: null, target_village: null, arrival: null, monument: null, prestige: null,
  contributions: [], history: [], ...o,
});
const ready = (d: ObjectiveDetail): ObjectivePanelProps['load'] => ({ status: 'ready', detail: d });

const attack = detail({});
const camp = detail({ state: 'camp', stage: 3, ends_at: null, stage_started_at: null, rewards: null, garrison: { melee2: 80, cav1: 20, ranged2: 30 } });
const defend = detail({
  id: 12, type: 'defend1', name: 'events.defend1', difficulty: 3, stage: 1, stages: 1, ends_at: iso(NOW + 40 * 60_000),
  stage_started_at: iso(NOW - 80 * 60_000), garrison: { melee3: 60, cav2: 25 }, arrival: { key: 'events.underHours', count: 2 },
  target_village: { id: 7, name: 'Kelmoor', x: 16, y: -4, user_id: 5, username: 'Aldric' }, rewards: { wood: 3000, stone: 3000, iron: 2000, food: 4000, aether: 10 },
});
const supply = detail({
  id: 13, type: 'supply1', name: 'events.supply1', difficulty: 1, stage: 1, stages: 1, ends_at: iso(NOW + 9 * hour),
  stage_started_at: iso(NOW - 15 * hour), garrison: {}, supplies: { of: 'resources', required: 20000, delivered: 13500 },
  rewards: { wood: 0, stone: 0, iron: 0, food: 0, aether: 25 }, incomings: 2,
});
const holder = (user_id: number, empire: boolean) => ({
  user_id, username: user_id === 5 ? 'Aldric' : 'Corvin', empire_id: empire ? 3 : null,
  empire_name: empire ? 'Order of the Gilded Lantern' : null, empire_name_short: empire ? 'OGL' : null,
});
const objectiveBase = {
  category: 'objective' as const, difficulty: null, stage: null, stages: null, ends_at: null, stage_started_at: null, rewards: null,
};
const landmarkNative = detail({
  ...objectiveBase, id: 21, type: 'landmark', name: 'objectives.landmark', state: 'native', holder: null, garrison: { melee2: 120, ranged3: 40 },
  prestige: { on_capture: 1, on_completion: 0, per_period: 1, period_seconds: 7 * 86400, next_at: null },
});
const landmarkOwn = detail({
  ...landmarkNative, state: 'held', holder: holder(5, true), garrison: { melee3: 50 }, incomings: 1,
  prestige: { on_capture: 1, on_completion: 0, per_period: 1, period_seconds: 7 * 86400, next_at: iso(NOW + 3 * 86400_000) },
});
const monument = detail({
  ...objectiveBase, id: 22, type: 'monument', name: 'objectives.monument', state: 'held', holder: holder(5, false), garrison: { cav3: 30 },
  monument: {
    target: { wood: 50000, stone: 80000, iron: 30000, food: 20000 }, delivered: { wood: 20000, stone: 31000, iron: 9000, food: 5000 },
    completed_at: null, completable_from: iso(NOW), damaged: true, repair: { wood: 4000, stone: 6000, iron: 2000, food: 0 },
  },
  prestige: { on_capture: 0, on_completion: 10, per_period: 5, period_seconds: 7 * 86400, next_at: null },
});

const meta: Meta<typeof ObjectivePanel> = {
  title: 'Map/ObjectivePanel',
  component: ObjectivePanel,
  decorators: [(Story) => <div style={{ position: 'relative', height: 640, maxWidth: 420 }}><Story /></div>],
  args: { viewer: me, frozenNowMs: NOW, onAction: fn(), onOpen: fn(), onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof ObjectivePanel>;

/** An attack event in its first stage: difficulty, stage 1 of 3 with its countdown and bar, rewards, the natives standing there. */
export const AttackStageOne: Story = {
  args: { summary: summary({}), load: ready(attack) },
  parameters: { keyContent: ['Gathering native forces', 'Moderate', 'Stage 1 of 3', 'Stage ends in', '2:30:00', 'Stage rewards', '1,200', 'Militia', 'Attack', 'Scout', 'Open'] },
};

/** Not cleared in time: a native camp that can still be attacked. */
export const Camp: Story = {
  args: { summary: summary({ state: 'camp', ends_at: null, stage: 3 }), load: ready(camp) },
  parameters: { keyContent: ['Gathering native forces', 'Native camp', 'Garrison', 'Attack', 'Scout'] },
};

/** A defend event: the natives march on a village; the estimated arrival and Reinforce. */
export const DefendWithArrival: Story = {
  args: { summary: summary({ id: 12, type: 'defend1', name: 'events.defend1', difficulty: 3, stages: 1, ends_at: defend.ends_at }), load: ready(defend) },
  parameters: { keyContent: ['Incoming native attack', 'Hard', 'Natives arrive in', '0:40:00', 'Estimated arrival', 'under 2 hours', 'Marching on', 'Kelmoor (16|-4)', 'Reinforce'] },
};

/** A supply event: what is asked and what arrived, with a bar; attacks on the way; Send supplies. */
export const SupplyWithProgress: Story = {
  args: { summary: summary({ id: 13, type: 'supply1', name: 'events.supply1', difficulty: 1, stages: 1, ends_at: supply.ends_at, incomings: 2 }), load: ready(supply) },
  parameters: { keyContent: ['Mining location', 'Easy', 'Deadline in', '9:00:00', 'Supplies required', '13,500 / 20,000', '2 attacks on the way', 'Send supplies'] },
};

/** A landmark natives hold: their garrison, the prestige it gives; Attack and Scout. */
export const LandmarkNativeHeld: Story = {
  args: { summary: landmarkNative, load: ready(landmarkNative) },
  parameters: { keyContent: ['Landmark', 'Held by natives', 'Holder', 'Natives', '1 on capture', '1 every week', 'Attack', 'Scout'] },
};

/** A landmark the player's kingdom holds in its Empire: holder and Empire, next award; Reinforce. */
export const LandmarkHeldByOwnEmpire: Story = {
  args: { summary: landmarkOwn, load: ready(landmarkOwn) },
  parameters: { keyContent: ['Landmark', 'Held', 'Aldric · Order of the Gilded Lantern [OGL]', 'Next award in', '3d 00:00:00', 'Reinforce'] },
};

/** A captured monument site, damaged, its holder without an Empire: repair cost, delivery bar, no prestige said. */
export const MonumentDamaged: Story = {
  args: { summary: monument, load: ready(monument) },
  parameters: { keyContent: ['Monument site', 'Not completed yet', 'Damaged: repair it', '6,000', 'No Empire: earns no prestige', '10 when completed', 'Reinforce', 'Send supplies'] },
};

/** The details still loading: the map's summary and a skeleton. */
export const Loading: Story = {
  args: { summary: summary({}), load: { status: 'loading' } },
  parameters: { keyContent: ['Gathering native forces', 'Stage 1 of 3', 'Attack'] },
};

/** The details failed: the summary, the error and Retry. */
export const Failed: Story = {
  args: { summary: summary({}), load: { status: 'error', onRetry: fn() } },
  parameters: { keyContent: ['Gathering native forces', 'The details could not be loaded', 'Try again'] },
};
