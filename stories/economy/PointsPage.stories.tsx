import type { Meta, StoryObj } from '@storybook/react-vite';
import { PointsPage } from '../../client/routes/village/PointsPage';
import { fixtureProfile } from '../fixtures/game';
import { withEconomyGame } from './decorators';

const meta: Meta<typeof PointsPage> = {
  title: 'Economy/PointsPage',
  component: PointsPage,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof PointsPage>;

export const Loading: Story = {
  args: { kind: 'culture' },
  decorators: [withEconomyGame({ village: undefined, loading: true })],
  parameters: { keyContent: ['Culture', 'Loading'] },
};

/** Culture: account culture, thresholds, the amount form with its cap (2 x 225 work points per hour). */
export const Culture: Story = {
  args: { kind: 'culture' },
  decorators: [withEconomyGame()],
  parameters: {
    route: '/village/culture',
    keyContent: ['Your culture', '1,450', 'Next village at 1,200, next town at 2,500, next city at 9,000 culture.', 'Max 450', 'At most 450', 'Queue culture'],
  },
};

/** Science while Smithing runs. */
export const Science: Story = {
  args: { kind: 'science' },
  decorators: [withEconomyGame()],
  parameters: { route: '/village/science', keyContent: ['Researching Smithing', '340 / 800', 'Queue science'] },
};

/** No research running: science cannot be queued. */
export const NoResearch: Story = {
  args: { kind: 'science' },
  decorators: [withEconomyGame({ profile: { ...fixtureProfile, profile: { ...fixtureProfile.profile, researching: null, researching_name: null } } })],
  parameters: { keyContent: ['No ongoing research', 'Choose a research'] },
};

export const Finished: Story = {
  args: { kind: 'culture' },
  decorators: [withEconomyGame({ profile: { ...fixtureProfile, game_finished: true } })],
  parameters: { keyContent: ['Your culture', 'Amount'] },
};
