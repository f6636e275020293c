// @vitest-environment jsdom
// The running research says when it completes; while no building produces science, the science queued in
// the villages is on its way and the page says so instead of 'No science is being produced' (issue 13).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ScienceDue } from '../../../../client/routes/research/ScienceDue';

afterEach(cleanup);
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('ScienceDue', () => {
  it('counts down to the completion at today\'s rate', () => {
    render(<ScienceDue dueAt={inAnHour()} queued={{ amount: 150, until: inAnHour() }} />);
    expect(screen.getByTestId('science-due').textContent).toMatch(/^Done in/);
  });

  it('without production but with science queued: the amount and when the last arrives', () => {
    render(<ScienceDue dueAt={null} queued={{ amount: 150, until: inAnHour() }} />);
    const text = screen.getByTestId('science-due').textContent!;
    expect(text).toContain('150 science queued in your villages');
    expect(text).toContain('the last arrives in');
    expect(text).not.toContain('No science is being produced');
  });

  it('queued but none started yet: the amount without a countdown', () => {
    render(<ScienceDue dueAt={null} queued={{ amount: 40, until: null }} />);
    expect(screen.getByTestId('science-due').textContent).toBe('40 science queued in your villages');
  });

  it('nothing produced and nothing queued: no science is being produced', () => {
    render(<ScienceDue dueAt={null} queued={{ amount: 0, until: null }} />);
    expect(screen.getByTestId('science-due').textContent).toBe('No science is being produced');
  });
});
