import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound, NotYetBuilt } from '../../client/routes/misc/NotYetBuilt';

const meta: Meta<typeof NotYetBuilt> = {
  title: 'App/NotYetBuilt',
  component: NotYetBuilt,
};
export default meta;
type Story = StoryObj<typeof NotYetBuilt>;

export const Research: Story = {
  args: { page: 'research' },
  parameters: { keyContent: ['Research', 'This part of the realm is not yet built.'] },
};

export const Statistics: Story = {
  args: { page: 'statistics' },
  parameters: { keyContent: ['Statistics', 'not yet built'] },
};

export const UnknownPath: StoryObj<typeof NotFound> = {
  render: () => <NotFound />,
  parameters: { keyContent: ['Nothing here', 'Back to the Kingdom'] },
};
