import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueueIndicator } from '../../client/panels/queue/QueueIndicator';
import { QueuePanel } from '../../client/panels/queue/QueuePanel';
import { makeFullQueue, makeQueue } from './fixtures';

/** The top bar's queue indicator (client/panels/queue/QueueIndicator.tsx), with the queue panel as its popover. */
const meta: Meta<typeof QueueIndicator> = {
  title: 'Economy/QueueIndicator',
  component: QueueIndicator,
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 420, padding: 8 }}><Story /></div>],
  args: { clockSkewMs: 0, capacity: 4 },
};
export default meta;
type Story = StoryObj<typeof QueueIndicator>;

const panel = (items: ReturnType<typeof makeQueue>) => <QueuePanel items={items} capacity={4} onCancel={async () => {}} />;

/** Nothing queued: the hourglass and 0 / 4. */
export const Empty: Story = {
  args: { items: [], children: panel([]) },
  parameters: { keyContent: ['0 / 4', 'Queue: 0 / 4'] },
};

/** A building in progress: count, countdown and progress line; named for assistive technology. */
export const Running: Story = {
  render: (args) => <QueueIndicator {...args} items={makeQueue()}>{panel(makeQueue())}</QueueIndicator>,
  parameters: { keyContent: ['3 / 4', 'Queue: 3 / 4 · now Farm · Level 11'] },
};

/** Four of four: the count turns amber. */
export const Full: Story = {
  render: (args) => <QueueIndicator {...args} items={makeFullQueue()}>{panel(makeFullQueue())}</QueueIndicator>,
  parameters: { keyContent: ['4 / 4', 'Queue: 4 / 4 · now Farm · Level 11'] },
};

/** Opened: the full queue in a popover under the button. */
export const Open: Story = {
  render: (args) => <QueueIndicator {...args} items={makeQueue()} defaultOpen>{panel(makeQueue())}</QueueIndicator>,
  parameters: { keyContent: ['Farm · Level 11', '300 Culture', 'Quarry · Level 9', 'Cancel'] },
};
