import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import HelpPage from '../../client/routes/help/HelpPage';
import { GUIDE_ROUTES } from '../../client/app/guide';
import { withEconomyGame } from '../economy/decorators';
import { economyGamedata } from '../economy/fixtures';

/** The guide's routes as the app declares them (client/app/routes.tsx). */
function Routed() {
  return (
    <Routes>
      <Route path="/help/:tab" element={<HelpPage />} />
      <Route path="/help/guide/:section?" element={<HelpPage />} />
    </Routes>
  );
}

const meta: Meta<typeof Routed> = {
  title: 'Help/Guide',
  component: Routed,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof Routed>;

/** A world at speed 1 with the default 72 hours of beginner protection. */
const world = { ...economyGamedata, beginnerProtectionHours: 72 };

/** The first hour, step by step, with this world's numbers (stock, rates, slots, claims, culture). */
export const FirstHour: Story = {
  decorators: [withEconomyGame({ gamedata: world })],
  parameters: {
    route: GUIDE_ROUTES['first-hour'].path,
    keyContent: ['Guide', 'The first hour', 'Found your Kingdom', '750 of each resource', 'For the first 3d 00:00:00', 'Commission a district', 'permanent',
      'Settle a village', '10,000 for your second village'],
  },
};

/** Attacks and defence, opened at beginner protection (as a refusal's link opens it). */
export const Attacks: Story = {
  decorators: [withEconomyGame({ gamedata: world })],
  parameters: {
    route: GUIDE_ROUTES.attacks.protection,
    keyContent: ['Attacks and defence', 'Move types', 'Travel', 'Walls', 'adds 2.5%', 'Siege', 'Nobles and loyalty', 'Beginner protection',
      'for 3d 00:00:00 after its founding'],
  },
};

/** A fast world without beginner protection: the numbers follow the game data. */
export const AttacksFastWorldNoProtection: Story = {
  decorators: [withEconomyGame({ gamedata: { ...world, speed: 100, beginnerProtectionHours: 0 } })],
  parameters: { route: GUIDE_ROUTES.attacks.path, keyContent: ['0:00:24 for Scout', 'This world has no beginner protection'] },
};

/** Trade: merchants, sending, the exchange, marketplace offers and trade routes, with the world's numbers. */
export const Trade: Story = {
  decorators: [withEconomyGame({ gamedata: world })],
  parameters: { route: GUIDE_ROUTES.trade.path, keyContent: ['Trade', 'Merchants', 'Sending resources', 'Exchange', 'Marketplace offers', 'Trade routes', 'Not enough capacity'] },
};
