/**
 * The send form's siege target slots and the Nobles' choice, through the stories: the pickers follow
 * the sending village's Siege Workshop, and targets and choice go out in the validate and the real send.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import * as sendStories from '../../stories/army/ArmySend.stories';
import * as pageStories from '../../stories/army/ArmyPage.stories';
import { clearFetchLog, fetchLog } from '../../stories/army/fetchHandler';
import { economyGamedata } from '../../stories/economy/fixtures';
import type { SendBody } from '../../client/api/units';

const send = composeStories(sendStories);
const page = composeStories(pageStories);

const pickers = () => screen.queryAllByRole('combobox').filter((el) => el.id.startsWith('siege-target-')) as HTMLSelectElement[];

describe('siege target slots', () => {
  it('one picker per slot the Siege Workshop opens (level 10: 3), every building but the walls', () => {
    render(<send.SiegeSlots />);
    const p = pickers();
    expect(p).toHaveLength(3);
    const values = [...p[0]!.options].map((o) => o.value).filter((v) => v !== '');
    expect(values).not.toContain('walls');
    expect(values.sort()).toEqual(economyGamedata.buildings.map((b) => b.key).filter((k) => k !== 'walls').sort());
  });

  it('a building chosen in one slot cannot be chosen in another', () => {
    render(<send.SiegeSlots />);
    const [a, b] = pickers();
    fireEvent.change(a!, { target: { value: 'barracks' } });
    const barracksInB = [...b!.options].find((o) => o.value === 'barracks')!;
    expect(barracksInB.disabled).toBe(true);
    expect([...a!.options].find((o) => o.value === 'barracks')!.disabled).toBe(false);
  });

  it('no Siege Workshop: no pickers, the reason instead', () => {
    render(<send.SiegeNoWorkshop />);
    expect(pickers()).toHaveLength(0);
    expect(screen.getByText(/Siege targets need a Siege Workshop/)).toBeTruthy();
  });

  it('the pickers appear only for a siege', () => {
    render(<send.Prefilled />);
    expect(pickers()).toHaveLength(0);
    expect(screen.queryByTestId('siege-targets')).toBeNull();
  });

  it('sends the chosen targets (empty slots left out) with the validation', async () => {
    const onValidate = vi.fn(async (_: SendBody) => undefined);
    render(<send.SiegeSlots onValidate={onValidate} />);
    const [a, , c] = pickers();
    fireEvent.change(a!, { target: { value: 'barracks' } });
    fireEvent.change(c!, { target: { value: 'warehouse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(onValidate).toHaveBeenCalled());
    expect(onValidate.mock.calls[0]![0]).toEqual({ units: { melee1: 40 }, x: 15, y: -3, moveType: 'siege', targets: ['barracks', 'warehouse'] });
  });

  it("shows the server's refusal under the form", async () => {
    render(<send.SiegeRefused />);
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect((await screen.findByTestId('send-refused')).textContent).toBe('The Siege Workshop opens only 1 target slot');
  });
});

describe("the Nobles' choice", () => {
  it('is offered when the attack has Nobles, conquer by default, and sent', async () => {
    const onValidate = vi.fn(async (_: SendBody) => undefined);
    render(<send.NobleChoice onValidate={onValidate} />);
    const group = screen.getByTestId('noble-choice');
    expect((within(group).getByLabelText('Conquer') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(onValidate).toHaveBeenCalled());
    expect(onValidate.mock.calls[0]![0].choice).toBe('conquer');
    fireEvent.click(within(group).getByLabelText('Destroy'));
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(onValidate).toHaveBeenCalledTimes(2));
    expect(onValidate.mock.calls[1]![0].choice).toBe('destroy');
  });

  it('sending asks first and names the choice; Go back and Escape send nothing, the confirmation sends once', async () => {
    const onSend = vi.fn(async (_: SendBody) => true);
    render(<send.NoblesDestroyAsks onSend={onSend} />);
    // What the story's play does: choose Destroy, then Send.
    fireEvent.click(within(screen.getByTestId('noble-choice')).getByLabelText('Destroy'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send Nobles to destroy (15|-3)?' });
    expect(dialog.textContent).toContain('the village is razed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(within(screen.getByTestId('noble-choice')).getByLabelText('Conquer'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alertdialog', { name: 'Send Nobles to conquer (15|-3)?' }).textContent).toContain('becomes yours');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send to conquer' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0].choice).toBe('conquer');
  });

  it('an attack without Nobles sends at once, with no dialog', async () => {
    const onSend = vi.fn(async (_: SendBody) => true);
    render(<send.Validated initial={{ x: 15, y: -3, moveType: 'attack', units: { melee1: '10' } }} onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });

  it('is not offered without Nobles, nor for a move that cannot lower loyalty', () => {
    render(<send.SiegeSlots />);
    expect(screen.queryByTestId('noble-choice')).toBeNull();
    render(<send.NobleChoice initial={{ x: 15, y: -3, moveType: 'reinforce', units: { special2: '1' } }} />);
    expect(screen.queryByTestId('noble-choice')).toBeNull();
  });
});

describe('the send page (through the client API)', () => {
  it('puts targets and choice into the validate and the send request bodies', async () => {
    clearFetchLog();
    render(<page.SendSiege />);
    await screen.findByTestId('siege-targets');
    expect(pickers()).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Militia', { selector: 'input' }), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Noble', { selector: 'input' }), { target: { value: '1' } });
    const [a, b] = pickers();
    fireEvent.change(a!, { target: { value: 'barracks' } });
    fireEvent.change(b!, { target: { value: 'warehouse' } });
    fireEvent.click(within(screen.getByTestId('noble-choice')).getByLabelText('Destroy'));
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    const posts = () => fetchLog.filter((c) => c.method === 'POST' && c.path === 'units/village/11/send');
    await waitFor(() => expect(posts()).toHaveLength(1));
    const expected = { units: { melee1: 10, special2: 1 }, x: 18, y: -10, moveType: 'siege', targets: ['barracks', 'warehouse'], choice: 'destroy' };
    expect(posts()[0]!.body).toEqual({ ...expected, validate: true });
    const sendButton = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    await waitFor(() => expect(sendButton.disabled).toBe(false));
    fireEvent.click(sendButton);
    // Nobles set to destroy: Send asks first, and only the confirmation sends.
    const dialog = await screen.findByRole('alertdialog', { name: 'Send Nobles to destroy (18|-10)?' });
    expect(posts()).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to destroy' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]!.body).toEqual(expected);
  });
});

describe('the target block and the arrival', () => {
  it('each of X, Y and Move type has its label right above its own input (one field box each)', () => {
    render(<send.Prefilled />);
    const block = screen.getByTestId('send-target');
    for (const name of ['X', 'Y', 'Move type']) {
      const input = within(block).getByLabelText(name, { exact: true });
      const field = input.closest('.ak-field')!;
      expect(field).toBeTruthy();
      // The label and its input are the field's only two children, label first.
      expect([...field.children].map((c) => c.tagName)).toEqual(['LABEL', input.tagName]);
      expect(field.children[0]!.textContent).toBe(name);
    }
  });

  it('the arrival shows seconds (UTC)', () => {
    render(<send.Validated initialValidation={{ valid: true, missing: [], duration_ms: 57_000, arrival: '2026-11-22T02:56:37.000Z', warnings: [] }} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('22/11/2026, 02:56:37');
    expect(status.textContent).toContain('0:00:57');
  });
});
