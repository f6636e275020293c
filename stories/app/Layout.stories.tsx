import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router';
import { userEvent, within } from 'storybook/test';
import { Layout } from '../../client/app/Layout';
import { questsQueryKey } from '../../client/api/quests';
import { makeVillageResponse, makeVillageState } from '../fixtures/game';
import { questsFixture } from '../fixtures/quests';
import { withEconomyGame, withQueries } from '../economy/decorators';
import { makeQueue } from '../economy/fixtures';

/**
 * The page frame (client/app/Layout.tsx): top bar with the drawer buttons, the top menu, the queue
 * indicator and the options; the sidebars; the page. Storybook's canvas decides the width: below 1280 px
 * the sidebars are drawers (shell.css), so the drawer stories are best seen in a tablet viewport.
 */
function Frame() {
  return (
    <MemoryRouter initialEntries={['/kingdom/storage']}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<p>The page comes first.</p>} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

const meta: Meta<typeof Layout> = {
  title: 'App/Layout',
  component: Layout,
  render: () => <Frame />,
  decorators: [
    withEconomyGame({}, makeVillageResponse(makeVillageState(), { buildQueue: makeQueue() })),
    withQueries([{ key: questsQueryKey, data: { quests: questsFixture(1) } }]),
  ],
  parameters: { router: false, queryClient: false, layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof Layout>;

/** Drawers closed: the page first, the queue at a glance in the top bar. */
export const Closed: Story = {
  parameters: { keyContent: ['The page comes first.', 'Villages, resources and queue', 'Quests, empire and research', 'now Farm · Level 11'] },
};

/** The left drawer open (a tablet): kingdom list, village, resources and queue over a backdrop. */
export const LeftDrawerOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Villages, resources and queue' }));
  },
  parameters: { keyContent: ['Resources', 'Farm · Level 11', 'Quarry · Level 9'] },
};

/** The right drawer open: quests, empire, research and culture. */
export const RightDrawerOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quests, empire and research' }));
  },
  parameters: { keyContent: ['Quests', 'Commission a district', 'Aether store'] },
};

/** The queue indicator opened: the full queue in a popover under the top bar. */
export const QueueOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('queue-indicator'));
  },
  parameters: { keyContent: ['Farm · Level 11', '300 Culture', 'Cancel Farm · Level 11'] },
};
