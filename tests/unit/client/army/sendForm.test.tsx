// @vitest-environment jsdom
// The send form (issue 13, point 7): no refusal before the player types, an 'All' button named for its
// unit, and the target's village, owner and distance under the coordinates.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { MapTile } from '../../../../server/contract';
import { SendView, type SendViewProps } from '../../../../client/routes/army/SendView';
import { formatDistance } from '../../../../client/routes/army/SendTarget';
import { makeValidation, unitKeys } from '../../../../stories/army/fixtures';

afterEach(cleanup);

const withQueries = (node: ReactNode) => (
  <MemoryRouter>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{node}</QueryClientProvider>
  </MemoryRouter>
);
const home = { melee1: 120, cav1: 15 };
const renderForm = (p: Partial<SendViewProps> = {}) => render(withQueries(
  <SendView unitKeys={unitKeys} home={home} onValidate={async () => makeValidation()} onSend={async () => true} {...p} />,
));
const form = () => screen.getByRole('region', { name: 'Send troops' });

const kelmoor: MapTile = {
  x: 15, y: -3, type: 'plains', marker: null, village: { id: 44, name: 'Kelmoor', tier: 'town' },
  owner: { id: 9, username: 'Corvin' }, claimedBy: null, own: false,
};

describe('the send form says what is wrong only after input', () => {
  it('an untouched form (target prefilled from the map) shows no refusal; typing an amount and clearing it does', () => {
    renderForm({ initial: { x: 15, y: -3 } });
    expect(form().textContent).not.toContain('Pick at least one unit.');
    expect(screen.queryByTestId('send-problem')).toBeNull();
    expect(within(form()).getByRole('button', { name: 'Validate' }).hasAttribute('disabled')).toBe(true);
    const militia = within(form()).getByLabelText('Militia', { exact: true });
    fireEvent.change(militia, { target: { value: '5' } });
    expect(screen.queryByTestId('send-problem')).toBeNull();
    fireEvent.change(militia, { target: { value: '' } });
    expect(screen.getByTestId('send-problem').textContent).toBe('Pick at least one unit.');
    fireEvent.change(militia, { target: { value: '500' } });
    expect(screen.getByTestId('send-problem').textContent).toBe('More than stand at home: Militia');
  });

  it('editing a coordinate away from a number shows the coordinates refusal', () => {
    renderForm({ initial: { x: 15, y: -3 } });
    fireEvent.change(within(form()).getByLabelText('X', { exact: true }), { target: { value: 'abc' } });
    expect(screen.getByTestId('send-problem').textContent).toBe('Enter whole numbers for the units and coordinates.');
  });
});

describe("the 'All' button", () => {
  it('is a labelled button per unit that fills in every unit at home', () => {
    renderForm({ initial: { x: 15, y: -3 } });
    const all = within(form()).getByRole('button', { name: 'All Militia (120)' });
    expect(all.textContent).toBe('All (120)');
    expect(all.getAttribute('title')).toBe('Available: 120');
    expect(within(form()).getByRole('button', { name: 'All Horseman (15)' })).toBeTruthy();
    fireEvent.click(all);
    expect((within(form()).getByLabelText('Militia', { exact: true }) as HTMLInputElement).value).toBe('120');
    expect(screen.queryByTestId('send-problem')).toBeNull();
    expect(within(form()).getByRole('button', { name: 'Validate' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('the target line', () => {
  it("names the target's village, its owner and the distance from the sending village", async () => {
    const loadTile = vi.fn(async () => kelmoor);
    renderForm({ initial: { x: 15, y: -3 }, from: { x: 12, y: -7 }, loadTile, maxCoord: 100 });
    const info = screen.getByTestId('send-target-info');
    expect(info.textContent).toContain('Distance5.0 tiles');
    await waitFor(() => expect(info.textContent).toContain('VillageKelmoor'));
    expect(info.textContent).toContain('OwnerCorvin');
    expect(loadTile).toHaveBeenCalledWith(15, -3);
  });

  it('an empty tile says so; an own village is owned by You; the continent edge stops the look-up', async () => {
    const tiles: Record<string, MapTile> = {
      '1|1': { ...kelmoor, x: 1, y: 1, type: 'forest', village: null, owner: null },
      '2|2': { ...kelmoor, x: 2, y: 2, village: { id: 3, name: 'Home', tier: 'village' }, owner: { id: 1, username: 'me' }, own: true },
    };
    const loadTile = vi.fn(async (x: number, y: number) => tiles[`${x}|${y}`]);
    renderForm({ initial: { x: 1, y: 1 }, from: { x: 0, y: 0 }, loadTile, maxCoord: 20 });
    const info = () => screen.getByTestId('send-target-info');
    await waitFor(() => expect(info().textContent).toContain('No village (Forest)'));
    expect(info().textContent).toContain('1.4 tiles');
    expect(info().textContent).not.toContain('Owner');
    const x = within(form()).getByLabelText('X', { exact: true });
    const y = within(form()).getByLabelText('Y', { exact: true });
    fireEvent.change(x, { target: { value: '2' } });
    fireEvent.change(y, { target: { value: '2' } });
    await waitFor(() => expect(info().textContent).toContain('VillageHome'));
    expect(info().textContent).toContain('OwnerYou');
    fireEvent.change(x, { target: { value: '99' } });
    expect(info().textContent).toBe('Outside the continent: coordinates run from -20 to 20.');
    await new Promise((r) => setTimeout(r, 400));
    expect(loadTile).not.toHaveBeenCalledWith(99, 2);
  });

  it('distances have one decimal, like the straight line the march takes', () => {
    expect(formatDistance(0)).toBe('0.0');
    expect(formatDistance(Math.SQRT2)).toBe('1.4');
    expect(formatDistance(1234.56)).toBe('1,234.6');
    expect(formatDistance(9.96)).toBe('10.0');
  });
});

describe('a warning or refusal that names a rule links to its guide step', () => {
  it("the friendly-target warning after Validate carries 'Why? See the guide' to the attacks guide", async () => {
    renderForm({ initial: { x: 15, y: -3 } });
    fireEvent.change(within(form()).getByLabelText('Militia', { exact: true }), { target: { value: '5' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Validate' }));
    const link = await within(form()).findByRole('link', { name: 'Why? See the guide' });
    expect(link.getAttribute('href')).toBe('/help/guide/attacks#moves');
    expect(link.closest('li')?.textContent).toContain('Why? See the guide');
  });

  it("a refusal of the server with a rule's key links to the guide; one without a rule does not", async () => {
    const { unmount } = renderForm({ initial: { x: 15, y: -3 }, onValidate: async () => ({ refused: 'This Kingdom is under beginner protection', rule: 'refusals.send.protectedTarget' }) });
    fireEvent.change(within(form()).getByLabelText('Militia', { exact: true }), { target: { value: '5' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Validate' }));
    const refused = await screen.findByTestId('send-refused');
    expect(within(refused).getByRole('link', { name: 'Why? See the guide' }).getAttribute('href')).toBe('/help/guide/attacks#protection');
    unmount();
    renderForm({ initial: { x: 15, y: -3 }, onValidate: async () => ({ refused: 'Not enough resources' }) });
    fireEvent.change(within(form()).getByLabelText('Militia', { exact: true }), { target: { value: '5' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Validate' }));
    expect(within(await screen.findByTestId('send-refused')).queryByRole('link')).toBeNull();
  });
});
