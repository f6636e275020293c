import type { Meta, StoryObj } from '@storybook/react-vite';
import { SendView } from '../../client/routes/army/SendView';
import '../../client/routes/village/village.css';
import '../../client/routes/army/army.css';
import { makeTroops, makeValidation, unitKeys } from './fixtures';

const meta: Meta<typeof SendView> = {
  title: 'Army/Send',
  component: SendView,
  parameters: { layout: 'fullscreen', route: '/village/army/send' },
  args: {
    unitKeys, home: makeTroops().home,
    onValidate: async () => makeValidation(),
    onSend: async (body) => { console.info('send', body); return true; },
  },
};
export default meta;
type Story = StoryObj<typeof SendView>;

/** No troops at home: nothing to pick, Validate stays disabled. */
export const Empty: Story = {
  args: { home: {} },
  parameters: { keyContent: ['Send troops', 'No troops at home.', 'Target', 'Move type', 'Validate', 'Send'] },
};

/** Linked from the map with ?x=&y=: the target is filled in; the units wait to be picked. */
export const Prefilled: Story = {
  args: { initial: { x: 18, y: -10, moveType: 'scout' } },
  parameters: { keyContent: ['Militia', 'Scout', 'Available: 120', 'Pick at least one unit.', 'Validate'] },
};

/** A validation answered: travel time, arrival and the server's warnings. */
export const Validated: Story = {
  args: { initial: { x: 15, y: -3 }, initialValidation: makeValidation() },
  parameters: { keyContent: ['Travel time', '0:45:12', 'Arrival', 'Warnings', 'The target is a friendly village'] },
};
