// @vitest-environment jsdom
// The one confirmation of an irreversible action (client/panels/ConfirmDialog.tsx).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfirmDialog } from '../../../../client/panels/ConfirmDialog';

afterEach(cleanup);

/** A trigger that opens the dialog, as every call site does; the action runs only on confirm. */
function Harness({ action, onCancelled }: { action: () => void; onCancelled?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Commission</button>
      <button type="button">Elsewhere</button>
      <ConfirmDialog open={open} title="Commission the Military district?" message={<p>It takes the last slot.</p>}
        irreversible="A district is permanent." confirmLabel="Commission Military"
        onCancel={() => { setOpen(false); onCancelled?.(); }} onConfirm={() => { setOpen(false); action(); }} />
    </>
  );
}

const open = () => {
  const trigger = screen.getByRole('button', { name: 'Commission' });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, dialog: screen.getByRole('alertdialog', { name: 'Commission the Military district?' }) };
};

describe('ConfirmDialog', () => {
  it('is closed until asked; open, it is a modal alertdialog that says what cannot be undone', () => {
    render(<Harness action={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const { dialog } = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const described = document.getElementById(dialog.getAttribute('aria-describedby')!)!;
    expect(described.textContent).toContain('It takes the last slot.');
    expect(described.textContent).toContain('Cannot be undone: A district is permanent.');
    expect(within(dialog).getByRole('button', { name: 'Commission Military' })).toBeTruthy();
  });

  it('Go back changes nothing: the action is not called and the dialog closes', () => {
    const action = vi.fn();
    const cancelled = vi.fn();
    render(<Harness action={action} onCancelled={cancelled} />);
    const { dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(action).not.toHaveBeenCalled();
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape cancels, and so does a tap on the backdrop', () => {
    const action = vi.fn();
    render(<Harness action={action} />);
    open();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const { dialog } = open();
    fireEvent.pointerDown(dialog.parentElement!);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(action).not.toHaveBeenCalled();
  });

  it('confirm calls the action once, even clicked twice', () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog open title="Tier up?" irreversible="Never lost." confirmLabel="Tier up to Town" onConfirm={onConfirm} onCancel={() => {}} />);
    const go = screen.getByRole('button', { name: 'Tier up to Town' });
    fireEvent.click(go);
    fireEvent.click(go);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('focus starts on the button that changes nothing, stays inside (Tab wraps) and returns to the trigger', () => {
    render(<Harness action={() => {}} />);
    const { trigger, dialog } = open();
    const back = within(dialog).getByRole('button', { name: 'Go back' });
    const go = within(dialog).getByRole('button', { name: 'Commission Military' });
    expect(document.activeElement).toBe(back);
    fireEvent.keyDown(back, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(go);
    fireEvent.keyDown(go, { key: 'Tab' });
    expect(document.activeElement).toBe(back);
    // Focus that escapes to the page behind is brought back.
    act(() => { screen.getByRole('button', { name: 'Elsewhere', hidden: true }).focus(); });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(back);
    expect(document.activeElement).toBe(trigger);
  });
});
