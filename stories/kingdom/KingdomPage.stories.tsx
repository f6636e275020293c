import type { Meta, StoryObj } from '@storybook/react-vite';
import KingdomPage from '../../client/routes/kingdom/KingdomPage';
import { fixtureOtherVillages, fixtureProfile, fixtureSoloProfile } from '../fixtures/game';
import { withGame } from '../fixtures/ProvideGame';
import { withVillageCache } from './villageCache';

const meta: Meta<typeof KingdomPage> = {
  title: 'Pages/Kingdom',
  component: KingdomPage,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof KingdomPage>;

const kingdom = [withGame(), withVillageCache(fixtureOtherVillages)];

export const Loading: Story = {
  decorators: [withGame({ profile: undefined, village: undefined, loading: true })],
  parameters: { keyContent: ['Kingdom', 'Overview', 'Loading'] },
};

export const Error: Story = {
  decorators: [withGame({ profile: undefined, village: undefined, profileError: true })],
  parameters: { keyContent: ['The kingdom could not be loaded.', 'Try again'] },
};

export const Empty: Story = {
  decorators: [withGame({ profile: { ...fixtureProfile, villages: [], objectives: [] }, village: undefined, currentVillageId: undefined })],
  parameters: { keyContent: ['Your kingdom has no villages yet.', 'Found your kingdom'] },
};

/** One village: everything comes from the game context, nothing is fetched. */
export const OverviewOneVillage: Story = {
  decorators: [withGame({ profile: fixtureSoloProfile })],
  parameters: { keyContent: ['Highmoor', '(12|-7)', 'Town', '312', '1,450', '125', 'Smithing'] },
};

/** A kingdom founded a day ago: under beginner protection until the instant shown (GET profiles/user protected_until). */
export const UnderBeginnerProtection: Story = {
  decorators: [withGame({ profile: { ...fixtureSoloProfile, profile: { ...fixtureSoloProfile.profile, protected_until: '2025-11-24T18:30:00.000Z' } } })],
  parameters: { keyContent: ['Your kingdom is under beginner protection until 24/11/2025, 18:30 UTC', 'Beginner protection', 'Highmoor'] },
};

export const Overview: Story = {
  decorators: kingdom,
  parameters: { keyContent: ['Highmoor', 'Ravensford', 'Stonecross', 'Village', '260', '82'] },
};

export const Production: Story = {
  decorators: kingdom,
  parameters: { route: '/kingdom/production', keyContent: ['Resource production', '+504', '+300', '+150', '-80', '+954', '+406'] },
};

export const AccountProduction: Story = {
  decorators: kingdom,
  parameters: { route: '/kingdom/accountproduction', keyContent: ['Account-wide', 'Per village', '+66', '+20', '+10', '+96', '+44', '+15', '+36', '+95', '125'] },
};

/** Ravensford's food drains and its wood is full: both red. Stonecross holds over a million wood. */
export const Storage: Story = {
  decorators: kingdom,
  parameters: { route: '/kingdom/storage', keyContent: ['Storage', '12,000', '6,000 / 6,000', '1,500,000'] },
};

/** One village failed to load: its row offers a retry, the others still show. */
export const VillageError: Story = {
  decorators: [withGame(), withVillageCache([fixtureOtherVillages[1]], [12])],
  parameters: { route: '/kingdom/production', keyContent: ['Highmoor', 'Stonecross', 'Could not load this village', 'Try again'] },
};
