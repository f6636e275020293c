import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServerInfo } from '../../client/routes/auth/ServerInfo';
import '../../client/app/ui.css';
import '../../client/routes/auth/auth.css';
import { serverState } from '../fixtures/app';

const running = serverState('running');
const [start, landmarks, sites, activation, artifacts] = running.timeline;

/** The login page's timeline: which entries have appeared on the map (GET / timeline `spawned`). */
const meta: Meta<typeof ServerInfo> = {
  title: 'App/ServerInfoTimeline',
  component: ServerInfo,
  args: { initialOpen: true },
};
export default meta;
type Story = StoryObj<typeof ServerInfo>;

/** Three weeks in: start, landmarks and monument sites have appeared; the monuments activate this instant (not acted on yet); artifacts later. */
export const Spawned: Story = {
  args: {
    server: { ...running, timeline: [{ ...start!, spawned: true }, { ...landmarks!, spawned: true }, { ...sites!, spawned: true }, { ...activation!, spawned: false }, { ...artifacts!, spawned: false }] },
  },
  parameters: { keyContent: ['Timeline', 'Landmarks spawn', 'Appeared', 'Monuments activate', 'Appearing shortly', 'Artifacts spawn', 'upcoming'] },
};

/** A server that does not say `spawned`: reached dates read as appeared. */
export const ByDate: Story = {
  args: { server: running },
  parameters: { keyContent: ['Game start', 'Appeared', 'Artifacts spawn', 'upcoming'] },
};

/** Before the start: nothing has appeared. */
export const BeforeStart: Story = {
  args: { server: serverState('before_start') },
  parameters: { keyContent: ['Waiting for the start', 'Landmarks spawn', 'upcoming'] },
};
