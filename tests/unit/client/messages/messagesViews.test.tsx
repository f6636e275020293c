// @vitest-environment jsdom
// Player messages' screens (issue 15): the send box counts characters as the server does (2000 at most)
// and empties after a send, keeps the text when the send is refused, and is disabled for a sitter with
// the reason; the conversations list marks the unread ones and has its empty state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MessageComposer } from '../../../../client/routes/messages/MessageComposer';
import { ConversationsListView } from '../../../../client/routes/messages/ConversationsListView';
import { conversations, emptyConversations } from '../../../../stories/messages/fixtures';

afterEach(cleanup);

const box = () => screen.getByRole('textbox') as HTMLTextAreaElement;
const send = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

describe('the message composer', () => {
  it('counts characters (an emoji is one), refuses more than 2000 and empties after a send', async () => {
    const onSend = vi.fn(async () => {});
    render(<MessageComposer onSend={onSend} />);
    expect(send().disabled).toBe(true);
    fireEvent.change(box(), { target: { value: '  😀 hi ' } });
    expect(screen.getByText('4 / 2000 characters')).toBeTruthy();
    fireEvent.change(box(), { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('2001 / 2000 characters').className).toContain('is-over');
    expect(send().disabled).toBe(true);
    fireEvent.change(box(), { target: { value: 'Hello' } });
    fireEvent.click(send());
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Hello'));
    await waitFor(() => expect(box().value).toBe(''));
  });

  it('keeps the text when the server refuses it', async () => {
    render(<MessageComposer onSend={async () => { throw new Error('refused'); }} />);
    fireEvent.change(box(), { target: { value: 'Hello' } });
    fireEvent.click(send());
    await waitFor(() => expect(send().disabled).toBe(false));
    expect(box().value).toBe('Hello');
  });

  it('is disabled for a sitter, with the reason', () => {
    render(<MessageComposer onSend={async () => {}} isSitter initial="x" />);
    expect(box().disabled).toBe(true);
    expect(send().disabled).toBe(true);
    expect(screen.getByText("A sitter cannot write messages in the owner's name")).toBeTruthy();
  });
});

describe('the conversations list', () => {
  it('marks unread conversations with their count (99+ from 100) and links each thread', () => {
    render(<MemoryRouter><ConversationsListView data={conversations} /></MemoryRouter>);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.className.includes('is-unread'))).toEqual([true, false, true]);
    expect(screen.getByText('99+')).toBeTruthy();
    expect((screen.getByText('Brannoc').closest('a') as HTMLAnchorElement).getAttribute('href')).toBe('/messages/3');
    expect(screen.getByText('You: Deal: 500 wood for 400 stone, sent.')).toBeTruthy();
  });

  it('says so when there are none', () => {
    render(<MemoryRouter><ConversationsListView data={emptyConversations} /></MemoryRouter>);
    expect(screen.getByText('No messages yet')).toBeTruthy();
  });
});
