// @vitest-environment jsdom
// The right sidebar's Empire block (SPEC.md section 2): the real name and short name, the latest Empire
// message with its type's icon, text and date linking to the feed, and the open invites linking to /empire.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RightSidebar } from '../../../../client/panels/RightSidebar';
import { ProvideGame } from '../../../../stories/fixtures/ProvideGame';
import { fixtureProfile, makeGame } from '../../../../stories/fixtures/game';

afterEach(cleanup);
const show = (profile = fixtureProfile.profile) => render(
  <MemoryRouter><ProvideGame game={makeGame()}><RightSidebar profile={profile} /></ProvideGame></MemoryRouter>,
);

describe('the right sidebar\'s Empire', () => {
  it('names the Empire and shows its latest message, linking to the feed', () => {
    show({ ...fixtureProfile.profile, empire_message: { created_at: '2025-11-20T18:42:00.000Z', type: 'member_joined', value1: 'Emeric', value2: null, value3: null, value4: null }, empireInvites: 1 });
    expect(screen.getByRole('link', { name: 'Order of the Gilded Lantern' })).toBeTruthy();
    expect(screen.getByText('[OGL]')).toBeTruthy();
    const message = screen.getByRole('link', { name: /Emeric joined the Empire/ });
    expect(message.getAttribute('href')).toBe('/empire/messages');
    expect(message.querySelector('time')?.getAttribute('dateTime')).toBe('2025-11-20T18:42:00.000Z');
    expect(message.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('empire:member_joined');
    expect(screen.getByRole('link', { name: /Open invites: 1/ }).getAttribute('href')).toBe('/empire');
  });

  it('says when the feed is still empty', () => {
    show({ ...fixtureProfile.profile, empire_message: null });
    expect(screen.getByText('No Empire messages yet.')).toBeTruthy();
  });
});
