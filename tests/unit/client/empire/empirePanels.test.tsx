// @vitest-environment jsdom
// The Empire panels: the founding form says its problems only after input and shows error_empire_name on
// {exists: true}; the members' rows offer what the viewer's role allows, the irreversible ones behind a
// confirmation; accepting an invitation asks first; the management form invites by id; the feed's icons.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactElement } from 'react';
import { FoundEmpirePanel } from '../../../../client/routes/empire/FoundEmpirePanel';
import { EmpireHomePanel } from '../../../../client/routes/empire/EmpireHomePanel';
import { UserInvitesPanel } from '../../../../client/routes/empire/UserInvitesPanel';
import { ManagementPanel } from '../../../../client/routes/empire/ManagementPanel';
import { EmpireFeedPanel } from '../../../../client/routes/empire/EmpireFeedPanel';
import { allMessages, empireInvites, makeEmpire, makeLoneEmpire, userInvites } from '../../../../stories/empire/fixtures';

afterEach(cleanup);
const inRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
const buttonsOf = (userId: number) => within(screen.getByTestId(`empire-member-${userId}`)).queryAllByRole('button').map((b) => b.textContent);

describe('found an Empire', () => {
  it('says nothing before typing, then each field\'s problem after input', () => {
    render(<FoundEmpirePanel onFound={vi.fn()} />);
    expect(screen.queryByText('The name has 3 to 30 characters.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ox' } });
    expect(screen.getByText('The name has 3 to 30 characters.')).toBeTruthy();
    expect(screen.queryByText('The abbreviation has 2 to 5 characters.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Abbreviation'), { target: { value: 'TOOLONG' } });
    expect(screen.getByText('The abbreviation has 2 to 5 characters.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Found Empire' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the trimmed fields and shows error_empire_name when the answer is {exists: true}', async () => {
    const onFound = vi.fn(async () => 'exists' as const);
    render(<FoundEmpirePanel onFound={onFound} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Iron Covenant ' } });
    fireEvent.change(screen.getByLabelText('Abbreviation'), { target: { value: 'IRC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Found Empire' }));
    await waitFor(() => expect(onFound).toHaveBeenCalledWith({ name: 'Iron Covenant', nameShort: 'IRC' }));
    expect((await screen.findByTestId('empire-name-taken')).textContent).toBe('Name or abbreviation already in use');
    // Typing again clears the alert: the next attempt is a new question.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Iron Covenant II' } });
    expect(screen.queryByTestId('empire-name-taken')).toBeNull();
  });

  it('a submit with empty fields says both problems and sends nothing', () => {
    const onFound = vi.fn();
    render(<FoundEmpirePanel onFound={onFound} />);
    fireEvent.submit(screen.getByRole('button', { name: 'Found Empire' }).closest('form')!);
    expect(screen.getByText('The name has 3 to 30 characters.')).toBeTruthy();
    expect(screen.getByText('The abbreviation has 2 to 5 characters.')).toBeTruthy();
    expect(onFound).not.toHaveBeenCalled();
  });
});

describe('members and roles', () => {
  it('the Emperor: officer on/off, hand over, kick on others; nothing on their own row', () => {
    inRouter(<EmpireHomePanel data={makeEmpire('emperor')} selfId={7} viewer="emperor" readOnly={false} onAction={vi.fn()} />);
    expect(buttonsOf(7)).toEqual([]);
    expect(buttonsOf(8)).toEqual(['Remove officer', 'Hand over', 'Kick']);
    expect(buttonsOf(10)).toEqual(['Make officer', 'Hand over', 'Kick']);
  });

  it('an officer kicks members only; a member leaves; a sitter sees no button', () => {
    inRouter(<EmpireHomePanel data={makeEmpire('officer')} selfId={7} viewer="officer" readOnly={false} onAction={vi.fn()} />);
    expect(buttonsOf(8)).toEqual([]);
    expect(buttonsOf(9)).toEqual([]);
    expect(buttonsOf(10)).toEqual(['Kick']);
    expect(buttonsOf(7)).toEqual(['Leave the Empire']);
    cleanup();
    inRouter(<EmpireHomePanel data={makeEmpire('member')} selfId={7} viewer="member" readOnly={false} onAction={vi.fn()} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Leave the Empire']);
    cleanup();
    inRouter(<EmpireHomePanel data={makeEmpire('emperor')} selfId={7} viewer="emperor" readOnly onAction={vi.fn()} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByTestId('empire-read-only')).toBeTruthy();
  });

  it('a kick goes through its confirmation; officer on does not ask', async () => {
    const onAction = vi.fn(async () => true);
    inRouter(<EmpireHomePanel data={makeEmpire('emperor')} selfId={7} viewer="emperor" readOnly={false} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kick Dagny' }));
    expect(onAction).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Kick Dagny from the Empire?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kick Dagny' }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('kick', expect.objectContaining({ user_id: 10 })));
    fireEvent.click(screen.getByRole('button', { name: 'Make Emeric an officer' }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('officerOn', expect.objectContaining({ user_id: 11 })));
  });

  it('the lone Emperor dissolves after confirming; going back changes nothing', async () => {
    const onAction = vi.fn(async () => true);
    inRouter(<EmpireHomePanel data={makeLoneEmpire()} selfId={7} viewer="emperor" readOnly={false} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dissolve the Empire' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dissolve the Empire' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Dissolve Order of the Gilded Lantern' }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('dissolve', expect.objectContaining({ user_id: 7 })));
  });
});

describe('invitations', () => {
  it('accepting asks first (joining is a commitment); declining does not', async () => {
    const onAccept = vi.fn(async () => true);
    const onDecline = vi.fn(async () => true);
    render(<UserInvitesPanel invites={userInvites} onAccept={onAccept} onDecline={onDecline} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Accept' })[0]!);
    expect(onAccept).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Join Iron Covenant' }));
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith(expect.objectContaining({ id: 21 })));
    fireEvent.click(screen.getAllByRole('button', { name: 'Decline' })[1]!);
    await waitFor(() => expect(onDecline).toHaveBeenCalledWith(expect.objectContaining({ id: 22 })));
  });

  it('management invites the kingdom of a profile link and revokes after confirming', async () => {
    const onInvite = vi.fn(async () => true);
    const onRevoke = vi.fn(async () => true);
    render(<ManagementPanel invites={empireInvites} onInvite={onInvite} onRevoke={onRevoke} />);
    fireEvent.change(screen.getByLabelText('Kingdom id or profile link'), { target: { value: 'Fenwick' } });
    expect(screen.getByRole('alert').textContent).toContain("Type the kingdom's id");
    expect((screen.getByRole('button', { name: 'Invite' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Kingdom id or profile link'), { target: { value: 'http://localhost/profile/42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(onInvite).toHaveBeenCalledWith(42));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the invitation of Gisela' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(onRevoke).toHaveBeenCalledWith(expect.objectContaining({ id: 32 })));
  });

  it('a member sees the open invitations but no form and no revoke', () => {
    render(<ManagementPanel invites={empireInvites} />);
    expect(screen.getByTestId('empire-invite-not-allowed')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('the feed', () => {
  it('each message with its type\'s icon and text, newest first, paged', () => {
    const onPage = vi.fn();
    render(<EmpireFeedPanel items={allMessages.slice(0, 20)} page={0} total={22} pageSize={20} onPage={onPage} />);
    const rows = within(screen.getByTestId('empire-feed')).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(rows[0]!.textContent).toContain('Fenwick left the Empire');
    expect(rows[1]!.textContent).toContain('Emeric joined the Empire');
    expect(new Set(rows.map((r) => r.querySelector('svg')?.innerHTML)).size).toBe(20);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });
});

describe('the invite form\'s lookup', () => {
  it('reports the typed id and shows who it is; an unknown id cannot be invited', () => {
    const onKingdom = vi.fn();
    const { rerender } = render(<ManagementPanel invites={[]} onInvite={vi.fn()} onRevoke={vi.fn()} onKingdom={onKingdom} />);
    fireEvent.change(screen.getByLabelText('Kingdom id or profile link'), { target: { value: '#14' } });
    expect(onKingdom).toHaveBeenLastCalledWith(14);
    rerender(<ManagementPanel invites={[]} onInvite={vi.fn()} onRevoke={vi.fn()} onKingdom={onKingdom} kingdom={{ username: 'Fenwick', empire: 'Iron Covenant' }} />);
    expect(screen.getByTestId('empire-invite-kingdom').textContent).toBe('Fenwick is in Iron Covenant');
    rerender(<ManagementPanel invites={[]} onInvite={vi.fn()} onRevoke={vi.fn()} onKingdom={onKingdom} kingdom="missing" />);
    expect(screen.getByRole('alert').textContent).toBe('There is no kingdom with this id.');
    expect((screen.getByRole('button', { name: 'Invite' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
