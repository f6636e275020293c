import type { Meta, StoryObj } from '@storybook/react-vite';
import VillageOverviewPage from '../../client/routes/village/VillageOverviewPage';
import { fixtureProfile, makeVillageResponse, makeVillageState } from '../fixtures/game';
import { withGame } from '../fixtures/ProvideGame';

const meta: Meta<typeof VillageOverviewPage> = {
  title: 'Pages/VillageOverview',
  component: VillageOverviewPage,
  parameters: { layout: 'fullscreen', route: '/village/overview' },
};
export default meta;
type Story = StoryObj<typeof VillageOverviewPage>;

export const Loading: Story = {
  decorators: [withGame({ village: undefined, loading: true })],
  parameters: { keyContent: ['Village overview', 'Loading'] },
};

export const NoVillage: Story = {
  decorators: [withGame({ village: undefined })],
  parameters: { keyContent: ['No village selected.'] },
};

export const Full: Story = {
  decorators: [withGame()],
  parameters: {
    keyContent: ['Highmoor', 'Change name', 'Town', '(12|-7)', '312', '100', 'Economy', 'Military', 'Town Hall', 'Level 12',
      'Prospector', 'Claimed tiles (3)', '(12|-6)', 'Militia', '120', 'At home', 'Away', 'Horseman'],
  },
};

/** A fresh village: no districts, buildings, tiles or units yet. */
export const Empty: Story = {
  decorators: [withGame({
    village: makeVillageResponse(makeVillageState({ name: 'Newhaven', tier: 'village', districts: [], buildings: [], tiles: [], population: 0 }), { units: [] }),
  })],
  parameters: { keyContent: ['Newhaven', 'No districts commissioned yet.', 'No buildings yet.', 'No tiles claimed yet.', 'No units in this village.'] },
};

export const Settling: Story = {
  decorators: [withGame({ village: makeVillageResponse(makeVillageState({ settling: true, loyalty: 64 })) })],
  parameters: { keyContent: ['Settlers are on their way from this village.', '64'] },
};

/** After the end of the game the name can no longer be changed. */
export const Finished: Story = {
  decorators: [withGame({ profile: { ...fixtureProfile, game_finished: true } })],
  parameters: { keyContent: ['The game is finished: the village can no longer be changed.', 'Highmoor'] },
};
