import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import EmpireRoute from '../../client/routes/empire/EmpirePage';
import { withGame } from '../fixtures/ProvideGame';
import { fixtureProfile } from '../fixtures/game';
import { withFetch, type FetchHandler } from '../army/fetchHandler';
import { allMessages, empireInvites, makeEmpire, OGL, userInvites, withMedals } from './fixtures';
import '../../client/app/ui.css';

/** The page under its real routes, so the tab (or the Empire's id) comes from the path as in the app. */
const underRoute: Decorator = (Story) => (
  <Routes>
    <Route path="/empire" element={<Story />} />
    <Route path="/empire/:id" element={<Story />} />
  </Routes>
);

const noEmpire = { ...fixtureProfile, profile: { ...fixtureProfile.profile, empire: null, empire_name: null, empire_name_short: null, empire_message: null, empireInvites: 2 } };
const fail = { status: 500, body: { error: 'error_500', message: 'Something went wrong on our end' } };

/** The Empire calls answered from fixtures; `over` answers some paths differently ('pending': never). */
function empireServer(over: Record<string, ReturnType<FetchHandler>> = {}): FetchHandler {
  return ({ method, path, body }) => {
    if (path in over) return over[path];
    if (method !== 'GET') return changes(method, path, body);
    if (path === 'empires/3') return { body: makeEmpire('emperor') };
    if (path === 'empires/4') {
      const other = makeEmpire('member');
      return { body: { ...withMedals(other), empire: { ...other.empire, id: 4, name: 'Iron Covenant', name_short: 'IRC' }, members: other.members.filter((m) => m.user_id !== 7), rank: { overall: 1, prestige: 1 } } };
    }
    if (path === 'profiles/42') {
      return { body: { profile: { id: 42, username: 'Hagen', rank: 4, empire: { id: 4, name: 'Iron Covenant', short: 'IRC', role: 'officer' }, public: false, own: false }, viewer: { empire: { id: 3, name: 'Order of the Gilded Lantern', short: 'OGL', role: 'emperor' } } } };
    }
    if (path === 'empires/invites/user') return { body: { items: userInvites } };
    if (path === 'empires/invites') return { body: { items: empireInvites } };
    if (path === 'empires/messages') return { body: { empire: { id: 3, name: 'Order of the Gilded Lantern', name_short: 'OGL' }, page: 0, page_size: 20, total: allMessages.length, items: allMessages.slice(0, 20) } };
    return undefined;
  };
}

/** The changes a story's buttons make: founding (the name 'Iron Covenant' is taken), accepting invite 21, kicking Dagny (10). */
function changes(method: string, path: string, body: unknown): ReturnType<FetchHandler> {
  if (method === 'POST' && path === 'empires') {
    const b = body as { name: string; nameShort: string };
    if (b.name.toLowerCase() === 'iron covenant') return { body: { exists: true, empire: null } };
    return { body: { exists: false, empire: { ...makeEmpire('emperor').empire, id: 6, name: b.name, name_short: b.nameShort } } };
  }
  if (method === 'POST' && path === 'empires/invites/user/accept/21') {
    const invite = { ...userInvites[0]!, status: 'accepted', closed_at: new Date().toISOString() };
    return { body: { invite, empire: invite.empire, role: 'member' } };
  }
  if (method === 'DELETE' && path === 'empires/members/10') {
    return { body: { empire: OGL, user_id: 10, text: { key: 'success_empire_member_removed', params: {} } } };
  }
  return undefined;
}

const meta: Meta<typeof EmpireRoute> = {
  title: 'Empire/Page',
  component: EmpireRoute,
  parameters: { layout: 'fullscreen', route: '/empire' },
};
export default meta;
type Story = StoryObj<typeof EmpireRoute>;

/** No Empire: the founding form beside the kingdom's invitations. */
export const NoEmpire: Story = {
  decorators: [underRoute, withGame({ profile: noEmpire }), withFetch(empireServer())],
  parameters: { keyContent: ['Empire', 'Home', 'Management', 'Found an Empire', 'Invitations', 'Iron Covenant', 'Accept'] },
};

/** The Emperor's home while GET empires/3 loads. */
export const Loading: Story = {
  decorators: [underRoute, withGame(), withFetch(empireServer({ 'empires/3': 'pending' }))],
  parameters: { keyContent: ['Order of the Gilded Lantern [OGL]', 'Loading'] },
};

/** GET empires/3 failed. */
export const Error: Story = {
  decorators: [underRoute, withGame(), withFetch(empireServer({ 'empires/3': fail }))],
  parameters: { keyContent: ['The Empire could not be loaded.', 'Try again'] },
};

/** The Emperor's home: members and the actions on them. */
export const EmperorHome: Story = {
  decorators: [underRoute, withGame(), withFetch(empireServer())],
  parameters: { keyContent: ['Lanterns in the dark', 'Brenna', 'Make officer', 'Hand over', 'Kick'] },
};

/** A sitter reads the Empire and may do nothing. */
export const SitterHome: Story = {
  decorators: [underRoute, withGame({ user: { id: 7, username: 'Aldric', isSitter: true } }), withFetch(empireServer())],
  parameters: { keyContent: ['You are sitting this kingdom', 'Brenna'] },
};

/** /empire/management: the invite form and the open invitations. */
export const Management: Story = {
  decorators: [underRoute, withGame(), withFetch(empireServer())],
  parameters: { route: '/empire/management', keyContent: ['Invite a kingdom', 'Fenwick', 'Gisela'] },
};

/** /empire/management?invite=42 (a profile's link): the kingdom looked up by its id. */
export const ManagementFromProfile: Story = {
  decorators: [underRoute, withGame(), withFetch(empireServer())],
  parameters: { route: '/empire/management?invite=42', keyContent: ['Invite a kingdom', 'Hagen', 'is in Iron Covenant'] },
};

/** /empire/messages: the feed's first page. */
export const Messages: Story = {
  decorators: [underRoute, withGame(), withFetch(empireServer())],
  parameters: { route: '/empire/messages', keyContent: ['Empire messages', 'Emeric joined the Empire', 'Page 1 of 2'] },
};

/** A tab other than home without an Empire. */
export const NoEmpireTab: Story = {
  decorators: [underRoute, withGame({ profile: noEmpire }), withFetch(empireServer())],
  parameters: { route: '/empire/statistics', keyContent: ['Your kingdom belongs to no Empire.', 'To the Empire home'] },
};

/** /empire/4: another Empire's public profile. */
export const OtherEmpireProfile: Story = {
  decorators: [underRoute, withGame(), withFetch(empireServer())],
  parameters: {
    route: '/empire/4',
    keyContent: ['Empire profile', 'Iron Covenant [IRC]', 'Rank by population', '#1', 'To the Empire rankings', 'Medals (3)', 'Week 2 · rank 1 · amount 96,000',
      'Kills in attacks', 'Brenna', 'Emperor'],
  },
};

/** The statistics tab under its route: the own Empire's ranks, medals and statistics, then the members' figures. */
export const StatisticsTab: Story = {
  decorators: [underRoute, withGame(), withFetch(empireServer({ 'empires/3': { body: withMedals(makeEmpire('emperor')) } }))],
  parameters: { route: '/empire/statistics', keyContent: ['Rankings and medals', '#1', 'Medals (3)', 'Empire · PvP defender', 'Own units lost', "Members' figures", 'Total'] },
};

/** /empire/99: no such Empire. */
export const ProfileMissing: Story = {
  decorators: [underRoute, withGame(), withFetch(empireServer({ 'empires/99': { status: 404, body: { error: 'error_empire', message: 'There is no such Empire' } } }))],
  parameters: { route: '/empire/99', keyContent: ['There is no Empire with this number.'] },
};

/** The victory points tab: the Empire's prestige by kind beside the race (GET empires?type=prestige), each to the line of 250. */
export const VictoryPoints: Story = {
  decorators: [underRoute, withGame(), withFetch(empireServer({
    'empires/3': { body: makeEmpire('emperor', { prestige: 87, prestige_by_type: { vps: 12, landmark: 9, monument: 40, artifact: 26 } }) },
    empires: { body: { type: 'prestige', page: 0, limit: 10, total: 2, items: [
      { id: 4, name: 'Iron Covenant', name_short: 'IRC', rank: 1, previous_rank: 1, value: 212, members: 6, population: 7200, villages: 14, prestige: 212 },
      { ...OGL, rank: 2, previous_rank: 2, value: 87, members: 5, population: 5780, villages: 13, prestige: 87 },
    ], own: { ...OGL, rank: 2, previous_rank: 2, value: 87, members: 5, population: 5780, villages: 13, prestige: 87 }, refreshed_at: '2025-11-20T12:00:00.000Z' } },
  }))],
  parameters: { route: '/empire/victorypoints', keyContent: ['Prestige to win', 'Monuments', '40', 'The race for victory', '1. Iron Covenant [IRC]', '212 / 250', '2. Order of the Gilded Lantern [OGL]'] },
};
