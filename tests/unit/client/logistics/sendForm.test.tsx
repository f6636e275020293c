// @vitest-environment jsdom
// The logistics send form (issue 14): no refusal before input, 'Not enough capacity' before sending when
// the load needs more merchants than are home, 'max' capped by the free merchants, success clears the form.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SendView, type SendViewProps } from '../../../../client/routes/logistics/SendView';

afterEach(cleanup);

const props: SendViewProps = {
  stock: { wood: 8421, stone: 12000, iron: 3120, food: 5230 },
  merchants: { total: 5, available: 3, capacity: 3000 },
  from: { x: 12, y: -7 },
  villages: [{ id: 12, name: 'Ravensford', x: 15, y: -3 }],
  worldSpeed: 1,
  now: Date.parse('2030-03-22T12:00:00Z'),
};
// The form names an event or objective at the target from GET map/objectives (react-query): none here.
const renderForm = (p: Partial<SendViewProps> = {}) => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <SendView {...props} loadObjectives={async () => []} onSend={async () => true} {...p} />
  </QueryClientProvider>,
);
const form = () => screen.getByRole('region', { name: 'Send resources' });
const sendButton = () => within(form()).getByRole('button', { name: 'Send merchants' });

describe('the logistics send form', () => {
  it('shows no refusal before the player types', () => {
    renderForm();
    expect(screen.queryByTestId('send-problem')).toBeNull();
    expect(screen.queryByTestId('send-target-problem')).toBeNull();
    expect(form().textContent).not.toContain('Not enough capacity');
    expect(form().textContent).not.toContain('Send at least one resource');
    expect(form().textContent).toContain('0 of 3 at home');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
  });

  it("shows 'Not enough capacity' as soon as the load needs more merchants than are home, and not below", () => {
    renderForm();
    fireEvent.change(within(form()).getByLabelText('Stone'), { target: { value: '9000' } });
    expect(screen.queryByTestId('send-problem')).toBeNull();
    expect(form().textContent).toContain('3 of 3 at home');
    fireEvent.change(within(form()).getByLabelText('Wood'), { target: { value: '1' } });
    expect(screen.getByTestId('send-problem').textContent).toBe('Not enough capacity');
    expect(form().textContent).toContain('4 of 3 at home');
    fireEvent.change(within(form()).getByLabelText('Wood'), { target: { value: '' } });
    expect(screen.queryByTestId('send-problem')).toBeNull();
  });

  it("fills 'max' with what fits beside the other loads, and picks a village's coordinates", () => {
    renderForm();
    fireEvent.change(within(form()).getByLabelText('Wood'), { target: { value: '2500' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'As much Stone as fits' }));
    expect((within(form()).getByLabelText('Stone') as HTMLInputElement).value).toBe('6500');
    fireEvent.change(within(form()).getByLabelText('Or one of your villages'), { target: { value: '12' } });
    expect((within(form()).getByLabelText('X') as HTMLInputElement).value).toBe('15');
    expect((within(form()).getByLabelText('Y') as HTMLInputElement).value).toBe('-3');
    expect(form().textContent).toContain('5.0 tiles');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('sends the body and clears the form when the merchants left', async () => {
    const onSend = vi.fn(async () => true);
    renderForm({ onSend, initial: { x: 15, y: -3, loads: { wood: '2500', iron: '1200' } } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ wood: 2500, stone: 0, iron: 1200, food: 0, x: 15, y: -3 }));
    await waitFor(() => expect((within(form()).getByLabelText('Wood') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByTestId('send-problem')).toBeNull();
  });

  it("shows the server's refusal in its words under the form", async () => {
    renderForm({ onSend: async () => ({ refused: 'Merchants go only to your own villages' }), initial: { x: 40, y: 2, loads: { wood: '100' } } });
    fireEvent.click(sendButton());
    expect((await screen.findByTestId('send-refused')).textContent).toContain('Merchants go only to your own villages');
    expect((within(form()).getByLabelText('Wood') as HTMLInputElement).value).toBe('100');
  });
});
