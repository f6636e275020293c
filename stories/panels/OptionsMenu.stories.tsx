import type { Meta, StoryObj } from '@storybook/react-vite';
import { OptionsMenu } from '../../client/panels/OptionsMenu';

const meta: Meta<typeof OptionsMenu> = {
  title: 'Panels/OptionsMenu',
  component: OptionsMenu,
  args: { onReload: () => console.info('reload'), onLogout: () => console.info('logout') },
};
export default meta;
type Story = StoryObj<typeof OptionsMenu>;

/** Icons only; the names are there for assistive technology and as tooltips. */
export const IconsOnly: Story = {
  parameters: { keyContent: ['Reload', 'Settings', 'Help', 'Logout'] },
};

export const WithLabels: Story = {
  args: { showLabels: true },
  parameters: { keyContent: ['Reload', 'Settings', 'Help', 'Logout'] },
};
