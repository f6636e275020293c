import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import HelpPage from '../../client/routes/help/HelpPage';
import { queryKeys } from '../../client/api/keys';
import { withEconomyGame, withQueries } from '../economy/decorators';

function Routed() {
  return (
    <Routes>
      <Route path="/help" element={<HelpPage />} />
      <Route path="/help/:tab" element={<HelpPage />} />
    </Routes>
  );
}

const meta: Meta<typeof Routed> = {
  title: 'Help/HelpPage',
  component: Routed,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof Routed>;

/** The default tab: rates, tiles with bonuses, tiers and districts. */
export const Resources: Story = {
  decorators: [withEconomyGame()],
  parameters: {
    route: '/help',
    keyContent: ['Resources and rates', 'Wood', '30/h', 'Production', '50/h', 'Tiles', 'Forest', '+10%', 'Marshlands', '(with Draining Engines)',
      'Tiers', 'City', 'Districts', 'Academic', 'Library'],
  },
};

export const Buildings: Story = {
  decorators: [withEconomyGame()],
  parameters: { route: '/help/buildings', keyContent: ['Core buildings', 'Town Hall', 'Economy', 'Sawmill', 'Mechanical saw', 'Military', 'Siege Academy', 'Culture', 'Museum'] },
};

export const Troops: Story = {
  decorators: [withEconomyGame()],
  parameters: { route: '/help/troops', keyContent: ['Militia', 'Cataphract', 'Settlers', 'Noble', 'Attack', 'Cavalry defense', 'Barracks 1', 'Walls add 2.5% defence per level'] },
};

export const Loading: Story = {
  decorators: [withEconomyGame({ gamedata: undefined, user: undefined }), withQueries([])],
  parameters: { route: '/help', keyContent: ['Resources', 'Loading'] },
};

export const Error: Story = {
  decorators: [withEconomyGame({ gamedata: undefined }), withQueries([{ key: queryKeys.gamedata, error: 'Could not make a connection to the server' }])],
  parameters: { route: '/help/troops', keyContent: ['The game rules could not be loaded.', 'Try again'] },
};
