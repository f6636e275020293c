import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenameVillage } from '../../client/routes/village/RenameVillage';

const meta: Meta<typeof RenameVillage> = {
  title: 'Pages/VillageOverview/RenameVillage',
  component: RenameVillage,
  args: { name: 'Highmoor', onRename: async (name: string) => console.info('rename', name) },
};
export default meta;
type Story = StoryObj<typeof RenameVillage>;

export const Showing: Story = {
  parameters: { keyContent: ['Highmoor', 'Change name'] },
};

export const Editing: Story = {
  args: { initialEditing: true },
  parameters: { keyContent: ['Village name', 'Save', 'Cancel'] },
};

/** The server refuses the name; its message shows under the field after Save. */
export const Refused: Story = {
  args: { initialEditing: true, onRename: async () => { throw new Error('The server did not accept your input'); } },
  parameters: { keyContent: ['Village name', 'Save'] },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { keyContent: ['Highmoor'] },
};
