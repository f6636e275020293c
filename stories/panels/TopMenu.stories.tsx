import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopMenu } from '../../client/panels/TopMenu';

const meta: Meta<typeof TopMenu> = {
  title: 'Panels/TopMenu',
  component: TopMenu,
  decorators: [(Story) => <div style={{ background: 'var(--bg-raised)', borderBottom: '1px solid var(--panel-border)' }}><Story /></div>],
};
export default meta;
type Story = StoryObj<typeof TopMenu>;

export const Empty: Story = {
  args: { reports: 0, messages: 0 },
  parameters: { keyContent: ['Kingdom', 'Map', 'Statistics', 'Reports', 'Messages'] },
};

export const Unread: Story = {
  args: { reports: 4, messages: 12, mapCoords: { x: 12, y: -7 } },
  parameters: { keyContent: ['Reports', '4', '12'] },
};

/** From 100 unread the counter reads 99+. */
export const Full: Story = {
  args: { reports: 100, messages: 2_431 },
  parameters: { keyContent: ['99+'] },
};

export const OnTheMap: Story = {
  args: { reports: 1, messages: 0, mapCoords: { x: 12, y: -7 } },
  parameters: { route: '/map', keyContent: ['Map'] },
};
