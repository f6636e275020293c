import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import BuildingPage from '../../client/routes/village/BuildingPage';
import { makeVillageResponse, makeVillageState } from '../fixtures/game';
import { withEconomyGame } from './decorators';

/** The page reads its building from the route, as in the app. */
function Routed() {
  return (
    <Routes>
      <Route path="/village/economy" element={<p>Economy page</p>} />
      <Route path="/village/:buildingName/:id?" element={<BuildingPage />} />
    </Routes>
  );
}

const meta: Meta<typeof Routed> = {
  title: 'Economy/BuildingPage',
  component: Routed,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof Routed>;

export const Loading: Story = {
  decorators: [withEconomyGame({ village: undefined, loading: true })],
  parameters: { route: '/village/farm/2', keyContent: ['Farm', 'Loading'] },
};

/** The farm of the fixture town: level 10, next level queued, every level listed. */
export const Farm: Story = {
  decorators: [withEconomyGame()],
  parameters: {
    route: '/village/farm/2',
    keyContent: ['Farm', 'Core building (no district)', 'Up to level 15 here (at most 20)', 'Level 10', 'Every level', 'Upgrade to level 12', '+92 Food/h'],
  },
};

/** A building not built yet, by name only. */
export const NotBuilt: Story = {
  decorators: [withEconomyGame()],
  parameters: { route: '/village/library', keyContent: ['Library', 'Academic district', 'Not built', 'Requires the Academic district'] },
};

/** "iron mine" with a space resolves to the iron mine. */
export const SpacedName: Story = {
  decorators: [withEconomyGame()],
  parameters: { route: '/village/iron%20mine', keyContent: ['Iron Mine', 'Level 7'] },
};

/** At the tier's maximum level. */
export const MaxLevel: Story = {
  decorators: [withEconomyGame({}, makeVillageResponse(makeVillageState({ tier: 'village', buildings: [{ id: 2, type: 'farm', level: 10 }] })))],
  parameters: { route: '/village/farm/2', keyContent: ['Maximum level reached', 'Up to level 10 here'] },
};

/** The id belongs to another village (the current village changed): an economy building goes to the economy page. */
export const RedirectToEconomy: Story = {
  decorators: [withEconomyGame()],
  parameters: { route: '/village/farm/999', keyContent: ['Economy page'] },
};

export const Unknown: Story = {
  decorators: [withEconomyGame()],
  parameters: { route: '/village/dragon_lair', keyContent: ['Unknown building', 'There is no building called “dragon_lair”.', 'To the town hall'] },
};
