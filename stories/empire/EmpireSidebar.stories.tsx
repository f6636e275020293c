import type { Meta, StoryObj } from '@storybook/react-vite';
import { RightSidebar } from '../../client/panels/RightSidebar';
import { fixtureProfile } from '../fixtures/game';
import { withGame } from '../fixtures/ProvideGame';
import '../../client/app/ui.css';

/** The right sidebar's Empire block (SPEC.md section 2): name, short name, the latest message with its icon and date, the invite count. */
const meta: Meta<typeof RightSidebar> = {
  title: 'Empire/Sidebar',
  component: RightSidebar,
  decorators: [withGame(), (Story) => <div style={{ width: 300 }}><Story /></div>],
  args: { profile: fixtureProfile.profile },
};
export default meta;
type Story = StoryObj<typeof RightSidebar>;

export const Loading: Story = { args: { profile: undefined, loading: true }, parameters: { keyContent: ['Loading'] } };

export const Error: Story = {
  args: { profile: undefined, error: 'The profile could not be loaded.', onRetry: () => undefined },
  parameters: { keyContent: ['The profile could not be loaded.', 'Try again'] },
};

/** In an Empire: its name and short name, the latest message. */
export const InEmpire: Story = {
  parameters: { keyContent: ['Order of the Gilded Lantern', '[OGL]', 'Aldric raised Highmoor to the Town tier'] },
};

/** In an Empire whose feed is still empty, with an invitation from another. */
export const NoMessageYet: Story = {
  args: { profile: { ...fixtureProfile.profile, empire_message: null, empireInvites: 1 } },
  parameters: { keyContent: ['Order of the Gilded Lantern', 'No Empire messages yet.', 'Open invites: 1'] },
};

/** No Empire: the way to found or join one and the open invitations. */
export const Empty: Story = {
  args: { profile: { ...fixtureProfile.profile, empire: null, empire_name: null, empire_name_short: null, empire_message: null, empireInvites: 2 } },
  parameters: { keyContent: ['No Empire', 'Found or join an Empire', 'Open invites: 2'] },
};
