// @vitest-environment jsdom
// /profile/{id} (issue 15): which actions a viewer gets by its Empire role, the kick only after its
// confirmation, and links to messages, the Empire and the map.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ProfileView } from '../../../../client/routes/profile/ProfileView';
import { profileActions } from '../../../../client/routes/profile/profileActions';
import type { PublicProfile } from '../../../../client/api/profiles';

afterEach(cleanup);

const reach = { id: 3, name: 'Northern Reach', short: 'NR' };
const other = { id: 9, name: 'Southern Coast', short: 'SC' };
type Role = 'emperor' | 'officer' | 'member';
const seen = (target: { id: number; role: Role } | null, viewer: Role | null, own = false): PublicProfile => ({
  profile: {
    id: 21, username: 'Morwen', rank: 2, public: true, own, flags: [], medals: [], villages: [{ id: 5, name: 'Hold', x: 4, y: -2, population: 100 }],
    description: '', empire: target ? { ...(target.id === 3 ? reach : other), role: target.role } : null,
  },
  viewer: { empire: viewer ? { ...reach, role: viewer } : null },
});

describe('profile actions by role', () => {
  it('the Emperor and officers invite kingdoms outside their Empire; members and the Empire-less do not', () => {
    expect(profileActions(seen(null, 'emperor'))).toEqual({ invite: true, kick: false });
    expect(profileActions(seen({ id: 9, role: 'member' }, 'officer'))).toEqual({ invite: true, kick: false });
    expect(profileActions(seen(null, 'member'))).toEqual({ invite: false, kick: false });
    expect(profileActions(seen(null, null))).toEqual({ invite: false, kick: false });
  });

  it('the Emperor kicks officers and members, an officer members only; nobody kicks the Emperor or themselves', () => {
    expect(profileActions(seen({ id: 3, role: 'officer' }, 'emperor'))).toEqual({ invite: false, kick: true });
    expect(profileActions(seen({ id: 3, role: 'member' }, 'officer'))).toEqual({ invite: false, kick: true });
    expect(profileActions(seen({ id: 3, role: 'officer' }, 'officer'))).toEqual({ invite: false, kick: false });
    expect(profileActions(seen({ id: 3, role: 'emperor' }, 'officer'))).toEqual({ invite: false, kick: false });
    expect(profileActions(seen({ id: 3, role: 'emperor' }, 'emperor', true))).toEqual({ invite: false, kick: false });
  });
});

describe('the profile page', () => {
  const show = (data: PublicProfile, onKick = vi.fn(), onInvite = vi.fn()) => {
    render(<MemoryRouter><ProfileView data={data} onKick={onKick} onInvite={onInvite} /></MemoryRouter>);
    return { onKick, onInvite };
  };

  it('kicks only after the confirmation', () => {
    const { onKick } = show(seen({ id: 3, role: 'member' }, 'emperor'));
    fireEvent.click(screen.getByRole('button', { name: 'Kick from my Empire' }));
    expect(onKick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Morwen' }));
    expect(onKick).toHaveBeenCalledTimes(1);
  });

  it('invites with one tap; links to messages, the Empire and the map', () => {
    const { onInvite } = show(seen({ id: 9, role: 'member' }, 'officer'));
    fireEvent.click(screen.getByRole('button', { name: 'Invite to my Empire' }));
    expect(onInvite).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Send message' }).getAttribute('href')).toBe('/messages?to=21');
    expect(screen.getByRole('link', { name: 'Southern Coast [SC]' }).getAttribute('href')).toBe('/empire/9');
    expect(screen.getByRole('link', { name: 'Hold' }).getAttribute('href')).toBe('/map?x=4&y=-2');
  });

  it('the own profile offers the settings instead of a message', () => {
    show(seen({ id: 3, role: 'emperor' }, 'emperor', true));
    expect(screen.getByRole('link', { name: 'Edit in settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.queryByRole('link', { name: 'Send message' })).toBeNull();
  });
});

describe('rank, medals and statistics (issue 17)', () => {
  const render1 = (data: PublicProfile) => render(<MemoryRouter><ProfileView data={data} /></MemoryRouter>);
  const base = seen(null, null);

  it('shows the rank or "Not ranked yet", each with a link to the rankings', () => {
    render1(base);
    expect(screen.getByTestId('profile-rank').textContent).toContain('#2');
    expect(screen.getByRole('link', { name: 'Rankings' }).getAttribute('href')).toBe('/statistics');
    cleanup();
    render1({ ...base, profile: { ...base.profile, rank: null } });
    expect(screen.getByTestId('profile-rank').textContent).toBe('Not ranked yetRankings');
  });

  it('lists the medals newest first, each named with week, rank and amount; no section for statistics the answer lacks', () => {
    render1({ ...base, profile: { ...base.profile, medals: [
      { type: 'kingdom_pvp_att', week: 1, rank: 1, amount: 500 },
      { type: 'kingdom_pve_res', week: 4, rank: 9, amount: 70_000 },
    ] } });
    const medals = screen.getAllByRole('button', { name: /^Kingdom · / });
    expect(medals.map((b) => b.getAttribute('title'))).toEqual([
      'Kingdom · Resources won · Week 4 · rank 9 · amount 70,000',
      'Kingdom · PvP attacker · Week 1 · rank 1 · amount 500',
    ]);
    expect(screen.queryByTestId('profile-statistics')).toBeNull();
  });

  it('shows the statistics block with the kill/death ratio to two decimals', () => {
    render1({ ...base, profile: { ...base.profile, statistics: {
      kills: { pvp_att: 1_000, pvp_def: 250, pve_att: 3, pve_def: 0 }, losses: 600, kill_death_ratio: 1253 / 600,
      events: 2, resources: 12_345, land: 9, villages: 1, population: 100,
    } } });
    const block = screen.getByTestId('profile-statistics');
    const fact = (k: string) => block.querySelector(`[data-fact="${k}"] dd`)!.textContent;
    expect(fact('pvp_att')).toBe('1,000');
    expect(fact('losses')).toBe('600');
    expect(fact('ratio')).toBe('2.08');
    expect(fact('resources')).toBe('12,345');
    expect(fact('land')).toBe('9');
  });
});
