// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ListState } from '../../../../client/panels';

afterEach(cleanup);

const rows = (items: readonly string[]) => <ul data-testid="rows">{items.map((i) => <li key={i}>{i}</li>)}</ul>;

/** The list-state body the army and logistics sections share: the same DOM each state drew before it was shared. */
describe('ListState', () => {
  it('shows the error with a Retry that calls onRetry, over any items and loading', () => {
    const onRetry = vi.fn();
    const { container } = render(
      <ListState error="The server did not answer" onRetry={onRetry} retryLabel="Try again" loading items={['a']} empty="Nothing here">{rows}</ListState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('ak-panel__state ak-panel__state--error');
    expect(alert.querySelector('span')?.textContent).toBe('The server did not answer');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry.className).toBe('ak-btn ak-army__retry');
    expect(retry.getAttribute('type')).toBe('button');
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('rows')).toBeNull();
    expect(container.children).toHaveLength(1);
  });

  it('shows the error without a button when there is no onRetry', () => {
    render(<ListState error="Refused" retryLabel="Try again" items={[]} empty="Nothing here">{rows}</ListState>);
    expect(screen.getByRole('alert').textContent).toBe('Refused');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the loading skeleton before the first answer (no items)', () => {
    const { container } = render(<ListState retryLabel="Try again" empty="Nothing here">{rows}</ListState>);
    const status = screen.getByRole('status');
    expect(status.className).toBe('ak-panel__state ak-panel__state--loading');
    expect(status.querySelector('.ak-panel__skeleton')?.getAttribute('aria-hidden')).toBe('true');
    expect(status.textContent).toBe('Loading…');
    expect(container.children).toHaveLength(1);
  });

  it('shows the loading skeleton while loading even when items are there', () => {
    render(<ListState retryLabel="Try again" loading items={['a']} empty="Nothing here">{rows}</ListState>);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByTestId('rows')).toBeNull();
  });

  it('shows the empty text for an empty page, and not the children', () => {
    const children = vi.fn(rows);
    const { container } = render(<ListState retryLabel="Try again" items={[]} empty="No troops here">{children}</ListState>);
    const p = container.querySelector('p');
    expect(p?.className).toBe('ak-vpage__empty');
    expect(p?.textContent).toBe('No troops here');
    expect(children).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders the children with the items, and nothing around them', () => {
    const { container } = render(<ListState retryLabel="Try again" items={['a', 'b']} empty="Nothing here">{rows}</ListState>);
    expect(container.innerHTML).toBe('<ul data-testid="rows"><li>a</li><li>b</li></ul>');
  });
});
