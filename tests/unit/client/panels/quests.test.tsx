// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QuestList, claimToast, overflowOf, questLinks } from '../../../../client/panels/quests';
import { QUESTS_HIDDEN_KEY, useQuestsHidden } from '../../../../client/app/hooks/useQuests';
import { questsFixture } from '../../../../stories/fixtures/quests';
import { panelText } from '../../../../client/panels/text';

afterEach(() => { cleanup(); localStorage.clear(); });

const t = (key: string, vars?: Record<string, string | number>) => (panelText(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, k) => String(vars?.[k]));

describe('QuestList', () => {
  it('shows the current step first with its reward, Go to its screen and How to its guide step', () => {
    render(<MemoryRouter><QuestList quests={questsFixture(1)} hidden={false} onHiddenChange={() => {}} onClaim={() => {}} /></MemoryRouter>);
    const current = screen.getByRole('article', { name: 'Next step' });
    expect(within(current).getByRole('heading').textContent).toBe('Commission a district');
    expect(within(current).getByRole('link', { name: 'Go to the screen for: Commission a district' }).getAttribute('href')).toBe('/village/town');
    expect(within(current).getByRole('link', { name: 'How to: Commission a district (guide)' }).getAttribute('href')).toBe('/help/guide/first-hour#district');
    expect(within(current).getByRole('list', { name: 'Reward' }).textContent).toBe('Wood200Stone200Iron150Food150');
    expect(screen.getByLabelText('1 of 8 quests claimed').textContent).toBe('1/8');
    // The other steps: the claimed one struck through, the later ones link to their screens.
    const later = screen.getByRole('list', { name: 'Later steps' });
    expect(within(later).getAllByRole('listitem')).toHaveLength(7);
    expect(within(later).getByRole('link', { name: 'Settle a second village' }).getAttribute('href')).toBe('/map');
  });

  it('a done step shows Claim instead of Go; claiming names the quest; every link is a route of the app', () => {
    const onClaim = vi.fn();
    render(<MemoryRouter><QuestList quests={questsFixture(2, 2)} hidden={false} onHiddenChange={() => {}} onClaim={onClaim} /></MemoryRouter>);
    const current = screen.getByRole('article', { name: 'Next step' });
    expect(within(current).queryByRole('link', { name: /Go to/ })).toBeNull();
    fireEvent.click(within(current).getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenCalledWith('research');
    // The out-of-order done step (train) can be claimed from the list too.
    fireEvent.click(within(screen.getByRole('list', { name: 'Later steps' })).getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenLastCalledWith('train');
    for (const q of questsFixture(0)) expect(questLinks(q.id).go).toMatch(/^\/(village\/town|research|village\/army\/train|map)$/);
  });

  it('hides to a chip that shows the progress and reopens; all claimed is All done', () => {
    const onHidden = vi.fn();
    const { rerender } = render(<MemoryRouter><QuestList quests={questsFixture(3)} hidden={false} onHiddenChange={onHidden} /></MemoryRouter>);
    fireEvent.click(screen.getByRole('button', { name: 'Hide quests' }));
    expect(onHidden).toHaveBeenCalledWith(true);
    rerender(<MemoryRouter><QuestList quests={questsFixture(3)} hidden onHiddenChange={onHidden} /></MemoryRouter>);
    expect(screen.queryByRole('region', { name: 'Quests' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the quests (3 of 8 claimed)' }));
    expect(onHidden).toHaveBeenLastCalledWith(false);
    rerender(<MemoryRouter><QuestList quests={questsFixture(8)} hidden={false} onHiddenChange={onHidden} /></MemoryRouter>);
    expect(screen.getByRole('status').textContent).toContain('All done');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('the hidden choice is kept in localStorage', () => {
    const a = renderHook(() => useQuestsHidden());
    expect(a.result.current[0]).toBe(false);
    act(() => a.result.current[1](true));
    expect(localStorage.getItem(QUESTS_HIDDEN_KEY)).toBe('1');
    expect(renderHook(() => useQuestsHidden()).result.current[0]).toBe(true);
    act(() => a.result.current[1](false));
    expect(localStorage.getItem(QUESTS_HIDDEN_KEY)).toBeNull();
  });

  it('before a claim, says what of the reward the current village cannot hold', () => {
    const reward = { wood: 250, stone: 250, iron: 250, food: 150 };
    expect(overflowOf(reward, { wood: 40.5, stone: 300, iron: -5, food: 150 })).toEqual({ wood: 210, stone: 0, iron: 250, food: 0 });
    render(<MemoryRouter><QuestList quests={questsFixture(2, 1)} hidden={false} onHiddenChange={() => {}} onClaim={() => {}} room={{ wood: 40, stone: 1000, iron: 1000, food: 1000 }} /></MemoryRouter>);
    expect(screen.getByText('Storage: 210 Wood would not fit in this village and be lost')).toBeTruthy();
    cleanup();
    render(<MemoryRouter><QuestList quests={questsFixture(2, 1)} hidden={false} onHiddenChange={() => {}} onClaim={() => {}} room={{ wood: 1000, stone: 1000, iron: 1000, food: 1000 }} /></MemoryRouter>);
    expect(screen.queryByText(/would not fit/)).toBeNull();
  });

  it('the claim toast says what was paid and what did not fit', () => {
    const zero = { wood: 0, stone: 0, iron: 0, food: 0 };
    expect(claimToast({ paid: { wood: 150, stone: 150, iron: 100, food: 100 }, lost: zero }, t)).toBe('Reward claimed: 150 Wood, 150 Stone, 100 Iron, 100 Food');
    expect(claimToast({ paid: { wood: 40, stone: 150, iron: 0, food: 0 }, lost: { wood: 110, stone: 0, iron: 100, food: 100 } }, t))
      .toBe('Reward claimed: 40 Wood, 150 Stone (110 Wood, 100 Iron, 100 Food did not fit in the storage)');
    expect(claimToast({ paid: zero, lost: { wood: 1, stone: 1, iron: 1, food: 1 } }, t)).toBe('Reward claimed, but the storage was full: nothing fitted');
  });
});
