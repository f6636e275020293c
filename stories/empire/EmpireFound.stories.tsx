import type { Meta, StoryObj } from '@storybook/react-vite';
import { FoundEmpirePanel } from '../../client/routes/empire/FoundEmpirePanel';
import '../../client/app/ui.css';
import '../../client/routes/village/village.css';
import '../../client/routes/empire/empire.css';

const meta: Meta<typeof FoundEmpirePanel> = {
  title: 'Empire/Found',
  component: FoundEmpirePanel,
  args: { onFound: async (f) => { console.info('found', f); return 'founded'; } },
};
export default meta;
type Story = StoryObj<typeof FoundEmpirePanel>;

/** The empty form: both fields with their lengths, no problem said before typing. */
export const Empty: Story = {
  parameters: { keyContent: ['Found an Empire', 'You become its Emperor', 'Name', 'Abbreviation', '3 to 30 characters', '2 to 5 characters', 'Found Empire'] },
};

/** Typed too short: each field says its problem. */
export const Invalid: Story = {
  args: { initial: { name: 'Ox', nameShort: 'TOOLONG' } },
  parameters: { keyContent: ['The name has 3 to 30 characters.', 'The abbreviation has 2 to 5 characters.'] },
};

/** The answer {exists: true}: error_empire_name. */
export const NameTaken: Story = {
  args: { initial: { name: 'Iron Covenant', nameShort: 'IRC' }, initialResult: 'exists' },
  parameters: { keyContent: ['Name or abbreviation already in use', 'Found Empire'] },
};

/** A sitter (or a finished world): the form is shown but cannot be sent. */
export const ReadOnly: Story = {
  args: { onFound: undefined },
  parameters: { keyContent: ['Found an Empire', 'Found Empire'] },
};
