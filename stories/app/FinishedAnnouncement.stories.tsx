import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FinishedAnnouncement } from '../../client/app/FinishedAnnouncement';

const meta: Meta<typeof FinishedAnnouncement> = {
  title: 'App/FinishedAnnouncement',
  component: FinishedAnnouncement,
  args: { onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof FinishedAnnouncement>;

/** Shown once the server is finished, until dismissed; links to the server statistics. */
export const Finished: Story = {
  parameters: { keyContent: ['The game is finished', 'View the server statistics', 'Dismiss'] },
};
