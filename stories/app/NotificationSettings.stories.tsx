import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationSettingsView } from '../../client/routes/settings/NotificationSettings';
import { DEFAULT_SWITCHES } from '../../client/app/notifications/settings';

/** The Notifications section of /settings, framed as the settings page frames it. */
const meta: Meta<typeof NotificationSettingsView> = {
  title: 'App/Settings/Notifications',
  component: NotificationSettingsView,
  args: { onAllow: fn(), onToggle: fn(), switches: DEFAULT_SWITCHES },
  decorators: [(Story) => (
    <div className="ak-settings">
      <section className="ak-card ak-settings__card">
        <h2 className="ak-card__title">Notifications</h2>
        <Story />
      </section>
    </div>
  )],
};
export default meta;
type Story = StoryObj<typeof NotificationSettingsView>;

const everyType = ['Incoming attacks', 'New reports', 'New messages', 'Empire messages', 'Empire invitations', 'Completed buildings and troops'];

/** An old browser, or the game served over plain HTTP: no Notification API, the switches disabled. */
export const NotSupported: Story = {
  args: { permission: 'unsupported' },
  parameters: { keyContent: ['This browser cannot show notifications here.', ...everyType] },
};

/** Never asked: the button asks the browser (from the click itself). */
export const NotAsked: Story = {
  args: { permission: 'default' },
  parameters: { keyContent: ['Notifications have not been allowed yet.', 'Allow notifications', 'The switches take effect once notifications are allowed.', 'Notify me about'] },
};

export const Asking: Story = {
  args: { permission: 'default', asking: true },
  parameters: { keyContent: ['Waiting for your browser…'] },
};

/** Allowed, with the defaults: incoming attacks on, the rest off. */
export const Granted: Story = {
  args: { permission: 'granted' },
  parameters: { keyContent: ['Notifications are allowed in this browser.', 'Incoming attacks', 'On', 'Off'] },
};

export const Denied: Story = {
  args: { permission: 'denied' },
  parameters: {
    keyContent: ['Your browser blocks notifications for this site.', 'set Notifications to Allow, then reload this page.'],
  },
};

export const AllOn: Story = {
  args: {
    permission: 'granted',
    switches: { attack_incoming: true, report: true, message: true, empire_message: true, invite: true, queue_done: true, research_done: true },
  },
  parameters: { keyContent: [...everyType, 'On'] },
};

export const AllOff: Story = {
  args: {
    permission: 'granted',
    switches: { attack_incoming: false, report: false, message: false, empire_message: false, invite: false, queue_done: false, research_done: false },
  },
  parameters: { keyContent: [...everyType, 'Off'] },
};
