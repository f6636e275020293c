import type { Meta, StoryObj } from '@storybook/react-vite';
import ResearchPage from '../../client/routes/research/ResearchPage';
import { researchQueryKey } from '../../client/api/research';
import { fixtureProfile } from '../fixtures/game';
import { withEconomyGame, withQueries } from '../economy/decorators';
import { makeResearch } from '../economy/fixtures';
import { RESEARCH } from '../../server/game/data/research';
import { formatNumber } from '../../client/i18n/format';

const meta: Meta<typeof ResearchPage> = {
  title: 'Research/ResearchPage',
  component: ResearchPage,
  parameters: { layout: 'fullscreen', route: '/research' },
};
export default meta;
type Story = StoryObj<typeof ResearchPage>;

/** No session user yet: the query waits. */
export const Loading: Story = {
  decorators: [withEconomyGame({ user: undefined })],
  parameters: { keyContent: ['Research', 'Loading'] },
};

export const Error: Story = {
  decorators: [withEconomyGame(), withQueries([{ key: researchQueryKey, error: 'Could not make a connection to the server' }])],
  parameters: { keyContent: ['The research could not be loaded.', 'Try again'] },
};

/** Smithing is being researched: progress and countdown; the available ones say another research is ongoing. */
export const Researching: Story = {
  decorators: [withEconomyGame(), withQueries([{ key: researchQueryKey, data: makeResearch() }])],
  parameters: {
    keyContent: ['Current research', 'Smithing', `/ ${formatNumber(RESEARCH.find((r) => r.key === 'smithing')!.science_base)}`, 'Done in', 'Tier 1', 'Tier 2', 'Tier 3', 'Researched', 'Researching',
      'Available', 'Locked', 'Another research is ongoing', 'Requirements not met', 'needs a City in the kingdom', 'Unlocks', 'Armory', 'Requires'],
  },
};

/**
 * Smithing runs but no building produces science: the science queued in the villages is on its way, so
 * the page says how much and when the last arrives instead of 'No science is being produced'.
 */
export const ScienceQueued: Story = {
  decorators: [withEconomyGame(), withQueries([{ key: researchQueryKey, data: makeResearch(Date.now(), { queuedOnly: true }) }])],
  parameters: { keyContent: ['Current research', 'Smithing', '150 science queued in your villages', 'the last arrives in'] },
};

/** Nothing runs: available technologies offer 'Research'. */
export const Idle: Story = {
  decorators: [withEconomyGame(), withQueries([{ key: researchQueryKey, data: makeResearch(Date.now(), { running: false }) }])],
  parameters: { keyContent: ['Nothing is being researched', 'Research', 'Smithing', 'Riding training'] },
};

/** The game is finished: no research can start. */
export const Finished: Story = {
  decorators: [withEconomyGame({ profile: { ...fixtureProfile, game_finished: true } }),
    withQueries([{ key: researchQueryKey, data: makeResearch(Date.now(), { running: false }) }])],
  parameters: { keyContent: ['Current research', 'Available'] },
};
