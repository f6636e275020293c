import type { Meta, StoryObj } from '@storybook/react-vite';
import EconomyPage from '../../client/routes/village/EconomyPage';
import { fixtureProfile, makeVillageResponse, makeVillageState } from '../fixtures/game';
import { buildingsQueryKey } from '../../client/api/buildings';
import { withEconomyGame, withQueries } from './decorators';
import { freshVillage, makeQueue, makeResourcesResponse } from './fixtures';

const town = makeVillageResponse(makeVillageState(), { buildQueue: makeQueue() });
const sourcesKey = [...buildingsQueryKey.resources(town.village.id), town.village.computed_at];

const meta: Meta<typeof EconomyPage> = {
  title: 'Economy/EconomyPage',
  component: EconomyPage,
  parameters: { layout: 'fullscreen', route: '/village/economy' },
};
export default meta;
type Story = StoryObj<typeof EconomyPage>;

export const Loading: Story = {
  decorators: [withEconomyGame({ village: undefined, loading: true })],
  parameters: { keyContent: ['Economy', 'Loading'] },
};

export const NoVillage: Story = {
  decorators: [withEconomyGame({ village: undefined, currentVillageId: undefined })],
  parameters: { keyContent: ['No village selected.'] },
};

/** A town with its four resource buildings, the farm's next level in the queue. */
export const Full: Story = {
  decorators: [withEconomyGame({}, town), withQueries([{ key: sourcesKey, data: makeResourcesResponse(town) }])],
  parameters: {
    keyContent: ['Highmoor', 'Resource buildings', 'Forester', 'Quarry', 'Iron Mine', 'Farm', 'Level 10', '(+1 queued)',
      'Produces 504 Wood per hour', 'Upgrade to level 12', 'Where the resources come from', '+350', 'Full', 'Town hall', 'Culture', 'Science',
      'Sources', 'Every village', '+30/h', 'Forest (12|-6)', '+20%', 'Eaten', '-430/h'],
  },
};

/** The sources call failed: the table still shows, the sources say so. */
export const SourcesError: Story = {
  decorators: [withEconomyGame({}, town), withQueries([{ key: sourcesKey, error: 'Could not make a connection to the server' }])],
  parameters: { keyContent: ['Where the resources come from', 'The sources could not be loaded.'] },
};

/** A young village: little storage, so upgrades wait for resources. */
export const Fresh: Story = {
  decorators: [withEconomyGame({}, freshVillage)],
  parameters: { keyContent: ['Newhaven', 'Level 2', 'Level 0', 'Build', 'Upgrade to level 3'] },
};

/** Food draining: the table says when the cellar is empty. */
export const Draining: Story = {
  decorators: [withEconomyGame({}, makeVillageResponse(makeVillageState({ prod_food_net: -80, food: 900 })))],
  parameters: { keyContent: ['-80', 'Empty in'] },
};

export const Finished: Story = {
  decorators: [withEconomyGame({ profile: { ...fixtureProfile, game_finished: true } })],
  parameters: { keyContent: ['Resource buildings', 'Farm'] },
};
