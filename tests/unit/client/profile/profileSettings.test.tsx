// @vitest-environment jsdom
// Settings' profile section (issue 15): the description's character counter and its limit, the flags
// picker (saved in the vocabulary's order), the email and public flag sent as the server takes them,
// the server's refusal in its words, and a sitter's read-only form.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ProfileSettingsForm, type ProfileSettingsFormProps } from '../../../../client/routes/settings/ProfileSettingsForm';
import { DESCRIPTION_MAX } from '../../../../server/game/profile/rules';
import { initI18n } from '../../../../client/i18n';

beforeAll(async () => { await initI18n(); });

afterEach(cleanup);

const props = (p: Partial<ProfileSettingsFormProps> = {}): ProfileSettingsFormProps => ({
  userId: 7, profile: { description: 'Hi', flags: ['trader'] }, email: 'aldric@example.com', publicProfile: true,
  onSaveProfile: vi.fn(), onSaveSettings: vi.fn(), ...p,
});
const show = (p: ProfileSettingsFormProps) => render(<MemoryRouter><ProfileSettingsForm {...p} /></MemoryRouter>);

describe('the settings profile section', () => {
  it('counts the description in characters as the server does and saves description and flags', () => {
    const p = props();
    show(p);
    expect(screen.getByText(`2 of ${DESCRIPTION_MAX} characters`)).toBeTruthy();
    const box = screen.getByLabelText('Description');
    fireEvent.change(box, { target: { value: 'Peace 😀' } });
    expect(screen.getByText(`7 of ${DESCRIPTION_MAX} characters`)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Diplomat'));
    fireEvent.click(screen.getByLabelText('Builder'));
    fireEvent.click(screen.getByLabelText('Trader'));
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(p.onSaveProfile).toHaveBeenCalledWith({ description: 'Peace 😀', flags: ['builder', 'diplomat'] });
    expect(screen.getByRole('link', { name: 'View your profile' }).getAttribute('href')).toBe('/profile/7');
  });

  it('a description over the limit is marked and cannot be saved', () => {
    const p = props();
    show(p);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'x'.repeat(DESCRIPTION_MAX + 1) } });
    expect(screen.getByText(new RegExp(`At most ${DESCRIPTION_MAX} characters`))).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save profile' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.submit(save.closest('form')!);
    expect(p.onSaveProfile).not.toHaveBeenCalled();
  });

  it('sends the public flag, and the email only when it changed (trimmed)', () => {
    const p = props();
    show(p);
    fireEvent.click(screen.getByLabelText(/Public profile/));
    fireEvent.click(screen.getByRole('button', { name: 'Save email and visibility' }));
    expect(p.onSaveSettings).toHaveBeenLastCalledWith({ publicProfile: false });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: ' new@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save email and visibility' }));
    expect(p.onSaveSettings).toHaveBeenLastCalledWith({ publicProfile: false, email: 'new@example.org' });
  });

  it('shows the server\'s refusals beside the forms', () => {
    show(props({ profileError: 'That is not a profile flag', settingsError: 'That email address is already in use' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['That is not a profile flag', 'That email address is already in use']);
  });

  it('while the saved profile loads, the description form waits; the email form is there', () => {
    show(props({ profile: undefined, profileLoading: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading your account…');
    expect(screen.queryByLabelText('Description')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save email and visibility' })).toBeTruthy();
  });

  it('a sitter reads it all, changes nothing, and is told why (no email shown)', () => {
    const p = props({ disabled: true, email: undefined });
    show(p);
    expect(screen.getByText('Only the owner of this account can change the profile, the email and the visibility.')).toBeTruthy();
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByLabelText('Trader') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save profile' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save email and visibility' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });
});
