import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import TownPage from '../../client/routes/village/TownPage';
import { researchQueryKey } from '../../client/api/research';
import { fixtureProfile, makeVillageResponse, makeVillageState } from '../fixtures/game';
import { withEconomyGame, withQueries } from './decorators';
import { freshVillage, makeFullQueue, makeResearch } from './fixtures';

const meta: Meta<typeof TownPage> = {
  title: 'Economy/TownPage',
  component: TownPage,
  parameters: { layout: 'fullscreen', route: '/village/town' },
};
export default meta;
type Story = StoryObj<typeof TownPage>;

export const Loading: Story = {
  decorators: [withEconomyGame({ village: undefined, loading: true })],
  parameters: { keyContent: ['Town hall', 'Loading'] },
};

/**
 * A town: districts economy and military, research locks known. The buildings are grouped: what can be
 * built now, what needs one step (its card names the step), the rest folded with its count.
 */
export const Full: Story = {
  decorators: [withEconomyGame(), withQueries([{ key: researchQueryKey, data: makeResearch() }])],
  parameters: {
    keyContent: ['This village is a Town', 'Culture for a City', 'Tier up', 'Districts', '2 of 2 district slots used', 'Commissioned',
      'Academic', 'Buildings', 'District', 'All', 'Core', 'Military', 'Can be built now', 'One step away', 'Further off (',
      'Requirements not met', 'Requires the Academic district', 'Build'],
  },
};

/** The district filter set to Military: every group shows only the Military district's buildings. */
export const FilteredByDistrict: Story = {
  decorators: Full.decorators,
  play: async ({ canvasElement }) => {
    const filter = within(canvasElement).getByRole('group', { name: 'District' });
    await userEvent.click(within(filter).getByRole('radio', { name: /^Military/ }));
  },
  parameters: { keyContent: ['Can be built now', 'Barracks', 'One step away', 'Siege Academy', 'Requires a higher tier village'] },
};

/** The fold opened: the buildings two steps or more away, each with what it still needs. */
export const RestUnfolded: Story = {
  decorators: Full.decorators,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText(/^Further off/));
  },
  parameters: { keyContent: ['Further off (', 'Engineering School', 'Requires the Academic district', 'Requires a higher tier village'] },
};

/** A fresh village: a free district slot, and culture enough to become a town. */
export const FreshVillage: Story = {
  decorators: [withEconomyGame({ profile: { ...fixtureProfile, profile: { ...fixtureProfile.profile, culture: 3000 } } }, freshVillage)],
  parameters: { keyContent: ['This village is a Village', 'Culture for a Town', '0 of 1 district slots used, 1 free', 'Commission', 'Tier up', 'Town Hall'] },
};

/** 'Commission' asks first: the dialog names the district, the slot it takes, and that it is permanent. */
export const CommissionAsks: Story = {
  decorators: FreshVillage.decorators,
  play: async ({ canvasElement }) => {
    const districts = within(canvasElement).getByRole('region', { name: 'Districts' });
    await userEvent.click(within(districts).getAllByRole('button', { name: 'Commission' })[0]!);
  },
  parameters: { keyContent: ['district?', '0 of 1 district slots used, 1 free', 'Cannot be undone:', 'A district is permanent', 'Go back'] },
};

/** 'Tier up' asks first: what the town gives, and that a tier is never lost. */
export const TierUpAsks: Story = {
  decorators: FreshVillage.decorators,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tier up' }));
  },
  parameters: { keyContent: ['up to Town?', 'Culture is not spent', 'never returns to a lower tier', 'Tier up to Town'] },
};

/** The queue is full: every button explains it. */
export const QueueFull: Story = {
  decorators: [withEconomyGame({}, makeVillageResponse(makeVillageState(), { buildQueue: makeFullQueue() }))],
  parameters: { keyContent: ['Queue is full', '(+1 queued)'] },
};

/** A city: the highest tier, all district slots used. */
export const City: Story = {
  decorators: [withEconomyGame({}, makeVillageResponse(makeVillageState({ tier: 'city', districts: ['economy', 'military', 'culture'] })))],
  parameters: { keyContent: ['This village is a City', 'This village is a city, the highest tier.', 'No free district slot'] },
};

export const Finished: Story = {
  decorators: [withEconomyGame({ profile: { ...fixtureProfile, game_finished: true } })],
  parameters: { keyContent: ['Districts', 'Buildings'] },
};
