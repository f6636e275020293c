import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfileView } from '../../client/routes/profile/ProfileView';
import { emptyProfile, inviteProfile, kickProfile, medalProfile, ownProfile, privateProfile, publicProfile, unrankedProfile } from './fixtures';

const meta: Meta<typeof ProfileView> = {
  title: 'Profile/ProfileView',
  component: ProfileView,
  args: { onRetry: fn(), onInvite: fn(), onKick: fn() },
  parameters: { route: '/profile/21' },
};
export default meta;
type Story = StoryObj<typeof ProfileView>;

export const Loading: Story = {
  args: { loading: true },
  parameters: { keyContent: ['Player profile', 'Loading'] },
};

export const Error: Story = {
  args: { error: 'The profile could not be loaded.' },
  parameters: { keyContent: ['The profile could not be loaded.', 'Try again'] },
};

export const NotFound: Story = {
  args: { notFound: true },
  parameters: { keyContent: ['There is no player with this number.', 'To the statistics'] },
};

/** Another player's private profile: name, rank and Empire only. */
export const Private: Story = {
  args: { data: privateProfile },
  parameters: { keyContent: ['Morwen', '#4', 'Northern Reach [NR]', 'Officer', 'This profile is private: only the name, rank and Empire are shown.', 'Send message'] },
};

/** A public profile: the rank with a link to the rankings, flags as badges, no medals yet, statistics, villages linking to the map, the description. */
export const Full: Story = {
  args: { data: publicProfile },
  parameters: {
    keyContent: ['Morwen', '#4', 'Rankings', 'Northern Reach [NR]', 'Builder', 'Trader', 'No medals yet', 'Statistics', 'Kills in attacks', '12,400',
      'Own units lost', '5,230', 'Kill/death ratio', '4.77', 'Events completed', '14', 'Resources won', '48,250', 'Land (tiles)', '37',
      'Morwen Hold', '(12|-7)', '1,430', 'Saltmarsh', 'Traders welcome.', 'Send message'],
  },
};

/** A public profile with medals (newest week first; each names its category, week, rank and amount) and statistics. */
export const WithMedals: Story = {
  args: { data: medalProfile },
  parameters: {
    keyContent: ['Morwen', '#2', 'Medals (4)', 'Kingdom · Resources won', 'Week 3 · rank 1 · amount 48,250', 'Kingdom · PvP defender',
      'Week 3 · rank 3 · amount 8,900', 'Week 2 · rank 6 · amount 4', 'Week 1 · rank 2 · amount 12,400', 'Kill/death ratio'],
  },
};

/** A public profile with nothing filled in: every list has its empty state; the ratio waits for a loss. */
export const Empty: Story = {
  args: { data: emptyProfile },
  parameters: { keyContent: ['Pell', '#57', 'No Empire', 'No flags chosen', 'No medals yet', 'No losses yet', 'No villages', 'No description yet'] },
};

/** A kingdom not ranked yet (the rank table has not been refreshed since it was founded). */
export const NotRanked: Story = {
  args: { data: unrankedProfile },
  parameters: { keyContent: ['Pell', 'Not ranked yet', 'Ranks are rebuilt every minute.', 'Rankings'] },
};

/** The own profile, set private: everything shown, with the note and the link to the settings. */
export const Own: Story = {
  args: { data: ownProfile },
  parameters: { keyContent: ['Aldric', 'Emperor', 'Edit in settings', 'Your profile is private: other players see only your name, rank and Empire.', 'Morwen Hold'] },
};

/** An Emperor on a kingdom outside the Empire: may invite it. */
export const CanInvite: Story = {
  args: { data: inviteProfile },
  parameters: { keyContent: ['Invite to my Empire', 'Send message'] },
};

/** An Emperor on an officer of the own Empire: may kick (after a confirmation). */
export const CanKick: Story = {
  args: { data: kickProfile },
  parameters: { keyContent: ['Kick from my Empire', 'Northern Reach [NR]'] },
};
