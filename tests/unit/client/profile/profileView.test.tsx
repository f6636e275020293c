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
