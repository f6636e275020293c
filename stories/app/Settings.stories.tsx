import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SettingsView } from '../../client/routes/settings/SettingsView';
import { lonelyAccount, ownerAccount, sitterAccount } from '../fixtures/app';

const meta: Meta<typeof SettingsView> = {
  title: 'App/Settings',
  component: SettingsView,
  args: { onChangePassword: fn(), onAddSitter: fn(), onRemoveSitter: fn(), onSwitchAccount: fn() },
  parameters: { route: '/settings' },
};
export default meta;
type Story = StoryObj<typeof SettingsView>;

export const Loading: Story = {
  args: { account: undefined, loading: true },
  parameters: { keyContent: ['Settings', 'Loading your account…'] },
};

export const LoadError: Story = {
  args: { account: undefined, loadError: 'Your account could not be loaded.' },
  parameters: { keyContent: ['Your account could not be loaded.'] },
};

export const Empty: Story = {
  args: { account: lonelyAccount },
  parameters: { keyContent: ['Signed in as Aldric', 'Change password', 'Nobody sits your account.', 'You sit no other account.'] },
};

export const Full: Story = {
  args: {
    account: ownerAccount,
    accounts: [{ id: 7, username: 'Aldric', current: true }, { id: 21, username: 'Morwen', current: false }],
  },
  parameters: { keyContent: ['Brannoc', 'Ysolde', 'Remove', 'Add sitter', 'Play as Morwen', 'In use'] },
};

export const Errors: Story = {
  args: {
    account: ownerAccount,
    passwordError: 'The current password is wrong',
    sitterError: 'There is no player with that username',
  },
  parameters: { keyContent: ['The current password is wrong', 'There is no player with that username'] },
};

/** A sitter sees the owner-only settings disabled, with the reason. */
export const AsSitter: Story = {
  args: {
    account: sitterAccount,
    accounts: [{ id: 7, username: 'Aldric', current: false }, { id: 21, username: 'Morwen', current: true }],
  },
  parameters: {
    keyContent: ['You are sitting the account of Morwen', 'Only the owner of this account can change the password and the sitters.', 'Back to your own account'],
  },
};

const profileSection = {
  profile: { description: 'Traders welcome.', flags: ['builder', 'trader'] },
  onSaveProfile: fn(), onSaveSettings: fn(),
};

/** The profile section: description with its counter, flags, public profile and email. */
export const Profile: Story = {
  args: { account: lonelyAccount, profile: profileSection },
  parameters: {
    keyContent: ['Profile', 'Description', '16 of 2000 characters', 'Playstyle flags', 'Builder', 'Trader', 'Diplomat', 'Public profile', 'Email address',
      'Save profile', 'Save email and visibility', 'View your profile'],
  },
};

export const ProfileLoading: Story = {
  args: { account: lonelyAccount, profile: { ...profileSection, profile: undefined, profileLoading: true } },
  parameters: { keyContent: ['Profile', 'Loading your account…', 'Save email and visibility'] },
};

export const ProfileErrors: Story = {
  args: {
    account: lonelyAccount,
    profile: { ...profileSection, profileError: 'That is not a profile flag', settingsError: 'That email address is already in use' },
  },
  parameters: { keyContent: ['That is not a profile flag', 'That email address is already in use'] },
};

/** A sitter reads the profile section, read-only, with the reason. */
export const ProfileAsSitter: Story = {
  args: { account: sitterAccount, profile: profileSection },
  parameters: { keyContent: ['Only the owner of this account can change the profile, the email and the visibility.', 'Traders welcome.'] },
};
