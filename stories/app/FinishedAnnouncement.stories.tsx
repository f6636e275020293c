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

/** Shown once the server is finished, until dismissed; links to the server statistics (a world ended by an operator: no winner named). */
export const Finished: Story = {
  parameters: { keyContent: ['The game is finished', 'An Empire has claimed victory', 'View the server statistics', 'Dismiss'] },
};

/** A world an Empire won: the announcement names it (GET /api's winner). */
export const WonByAnEmpire: Story = {
  args: { winner: { name: 'Order of the Gilded Lantern', name_short: 'OGL' } },
  parameters: { keyContent: ['The game is finished', 'Order of the Gilded Lantern [OGL] has claimed victory', 'View the server statistics'] },
};
