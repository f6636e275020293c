import type { Meta, StoryObj } from '@storybook/react-vite';
import AetherStorePage from '../../client/routes/aetherstore/AetherStorePage';
import { aetherPackagesQueryKey } from '../../client/api/aether';
import { merchantsQueryKey } from '../../client/api/merchants';
import '../../client/app/ui.css';
import { fixtureProfile, fixtureVillage } from '../fixtures/game';
import { withEconomyGame, withQueries } from '../economy/decorators';
import { emptyIncoming, makeGrantedPackages, makeIncoming, makePackages } from './fixtures';

const villageId = fixtureVillage.village.id;
const incomingKey = merchantsQueryKey.list(villageId, 'incoming', 0);

const meta: Meta<typeof AetherStorePage> = {
  title: 'Aether store/AetherStorePage',
  component: AetherStorePage,
  parameters: { layout: 'fullscreen', route: '/aetherstore' },
};
export default meta;
type Story = StoryObj<typeof AetherStorePage>;

/** Nothing read yet: every panel loading. */
export const Loading: Story = {
  decorators: [withEconomyGame({ village: undefined, profile: undefined, loading: true }), withQueries([])],
  parameters: { keyContent: ['Aether store', 'Resources for aether', 'Aether packages', 'Loading'] },
};

/** The reads failed: the panels say so and offer to try again. */
export const Error: Story = {
  decorators: [withEconomyGame(), withQueries([
    { key: aetherPackagesQueryKey, error: 'down' }, { key: incomingKey, error: 'down' },
  ])],
  parameters: { keyContent: ['The aether packages could not be loaded.', 'The deliveries could not be loaded.', 'Try again'] },
};

/** Nothing on the way, today's package free. */
export const Empty: Story = {
  decorators: [withEconomyGame(), withQueries([{ key: aetherPackagesQueryKey, data: makePackages() }, { key: incomingKey, data: emptyIncoming() }])],
  parameters: { keyContent: ['Aether store', String(fixtureProfile.profile.aether), 'No purchases on the way.', "Today's package is free to take.", 'Alpha: no payment is taken'] },
};

/** Purchases on the way, builder charges, every package offered. */
export const Full: Story = {
  decorators: [withEconomyGame(), withQueries([{ key: aetherPackagesQueryKey, data: makePackages() }, { key: incomingKey, data: makeIncoming() }])],
  parameters: { keyContent: ['Resources for aether', '500 Wood', '1,000 Iron', 'Arrives in', 'Builder charges', 'Use builders', 'Aether chest', 'Take the Aether hoard'] },
};

/** Today's package taken: the countdown to the next. */
export const GrantedToday: Story = {
  decorators: [withEconomyGame(), withQueries([{ key: aetherPackagesQueryKey, data: makeGrantedPackages() }, { key: incomingKey, data: emptyIncoming() }])],
  parameters: { keyContent: ["You took today's package.", 'Next package in', 'Alpha: no payment is taken'] },
};

/** A sitter's session: the store shows, nothing is spent. */
export const Sitter: Story = {
  decorators: [withEconomyGame({ user: { id: 7, username: 'Aldric', isSitter: true } }), withQueries([
    { key: aetherPackagesQueryKey, data: makePackages() }, { key: incomingKey, data: emptyIncoming() },
  ])],
  parameters: { keyContent: ['A sitter may look, but never spends aether.'] },
};

/** The game is finished: the store reads, nothing can be bought or taken. */
export const Finished: Story = {
  decorators: [withEconomyGame({ gameFinished: true }), withQueries([
    { key: aetherPackagesQueryKey, data: makePackages() }, { key: incomingKey, data: emptyIncoming() },
  ])],
  parameters: { keyContent: ['The game is finished: nothing can be bought.', 'Aether pouch', '100 Wood'] },
};
