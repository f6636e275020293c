// @vitest-environment jsdom
// The Empire page wired to its calls, on the Empire/Page stories (their fetch stand-in records every call):
// accepting an invitation posts accept/{id} only after the confirmation; a taken name ({exists: true})
// shows error_empire_name; the Emperor's kick goes to DELETE empires/members/{id} after its confirmation
// and says 'The Empire member was successfully removed'.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import preview from '../../../../.storybook/preview';
import { initI18n } from '../../../../client/i18n';
import { toasts } from '../../../../client/app/toasts';
import { clearFetchLog, fetchLog } from '../../../../stories/army/fetchHandler';
import * as stories from '../../../../stories/empire/EmpirePage.stories';

const { NoEmpire, EmperorHome } = composeStories(stories, preview);

beforeAll(async () => { await initI18n(); });
beforeEach(() => clearFetchLog());
afterEach(cleanup);
const sent = (method: string) => fetchLog.filter((c) => c.method === method).map((c) => c.path);
const toastTexts = () => toasts.getSnapshot().map((x) => x.text);

describe('the Empire page and its calls', () => {
  it('accepts an invitation only after the confirmation', async () => {
    render(<NoEmpire />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Accept' }))[0]!);
    expect(sent('POST')).toEqual([]);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Join Iron Covenant' }));
    await waitFor(() => expect(sent('POST')).toEqual(['empires/invites/user/accept/21']));
  });

  it('a taken name: POST empires answers {exists: true} and the form says error_empire_name', async () => {
    render(<NoEmpire />);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Iron Covenant' } });
    fireEvent.change(screen.getByLabelText('Abbreviation'), { target: { value: 'IRC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Found Empire' }));
    expect((await screen.findByTestId('empire-name-taken')).textContent).toBe('Name or abbreviation already in use');
    expect(fetchLog.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Iron Covenant', nameShort: 'IRC' });
  });

  it('the Emperor kicks after the confirmation, with the success text of SPEC.md section 8', async () => {
    render(<EmperorHome />);
    fireEvent.click(await screen.findByRole('button', { name: 'Kick Dagny' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Kick Dagny' }));
    await waitFor(() => expect(sent('DELETE')).toEqual(['empires/members/10']));
    await waitFor(() => expect(toastTexts()).toContain('The Empire member was successfully removed'));
  });
});
