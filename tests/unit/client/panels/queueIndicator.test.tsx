// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueueIndicator } from '../../../../client/panels/queue/QueueIndicator';
import { QueuePanel } from '../../../../client/panels/queue/QueuePanel';
import { ConfirmDialog } from '../../../../client/panels/ConfirmDialog';
import { makeFullQueue, makeQueue } from '../../../../stories/economy/fixtures';

afterEach(cleanup);

const button = () => screen.getByTestId('queue-indicator');
const popover = () => screen.queryByRole('dialog', { name: 'Queue' });

function renderIndicator(items = makeQueue(), { capacity }: { capacity?: number } = { capacity: 4 }) {
  return render(
    <div>
      <p>Elsewhere on the page</p>
      <QueueIndicator items={items} capacity={capacity}><QueuePanel items={items} capacity={capacity} /></QueueIndicator>
    </div>,
  );
}

describe('QueueIndicator', () => {
  it('shows the count against the queue length and the running item\'s countdown, named for assistive technology', () => {
    renderIndicator();
    expect(button().getAttribute('aria-label')).toBe('Queue: 3 / 4 · now Farm · Level 11');
    expect(button().textContent).toContain('3 / 4');
    // The head is due in 20 minutes.
    expect(button().querySelector('[role="timer"]')?.textContent).toMatch(/^0:(19:5\d|20:00)$/);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(button().className).not.toContain('is-full');
  });

  it('says an empty queue without a countdown, and marks a full one', () => {
    renderIndicator([]);
    expect(button().getAttribute('aria-label')).toBe('Queue: 0 / 4');
    expect(button().querySelector('[role="timer"]')).toBeNull();
    cleanup();
    renderIndicator(makeFullQueue());
    expect(button().className).toContain('is-full');
  });

  it('counts without a queue length while the game data loads', () => {
    renderIndicator(makeQueue(), {});
    expect(button().getAttribute('aria-label')).toBe('Queue: 3 · now Farm · Level 11');
  });

  it('opens the full queue on a click and closes it on a second click', () => {
    renderIndicator();
    expect(popover()).toBeNull();
    fireEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(button().getAttribute('aria-controls')).toBe(popover()!.id);
    expect(popover()!.textContent).toContain('Quarry · Level 9');
    fireEvent.click(button());
    expect(popover()).toBeNull();
  });

  it('closes on Escape and gives the focus back to its button', () => {
    renderIndicator();
    fireEvent.click(button());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(popover()).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('closes on a pointer outside, not inside, and not in a confirmation opened from it', () => {
    const items = makeQueue();
    render(
      <div>
        <p>Elsewhere on the page</p>
        <QueueIndicator items={items} capacity={4}><QueuePanel items={items} capacity={4} /></QueueIndicator>
        <ConfirmDialog open title="Cancel it?" irreversible="Gone." confirmLabel="Yes" cancelLabel="No" onConfirm={() => {}} onCancel={() => {}} />
      </div>,
    );
    fireEvent.click(button());
    fireEvent.pointerDown(popover()!.querySelector('li')!);
    expect(popover()).not.toBeNull();
    fireEvent.pointerDown(screen.getByRole('alertdialog'));
    expect(popover()).not.toBeNull();
    fireEvent.pointerDown(screen.getByText('Elsewhere on the page'));
    expect(popover()).toBeNull();
  });
});
