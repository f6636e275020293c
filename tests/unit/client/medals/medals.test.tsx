// @vitest-environment jsdom
// Medals: the tooltip text ('Week W · rank R · amount A' with the category's name, from the catalogue), the
// sprite cell of every type and rank column (SPEC.md section 9: ranks 1, 2, 3 and other), newest-first
// order, and the icon's title, accessible name, description and tap tip.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MedalIcon, MedalList, VictoryPointIcon } from '../../../../client/panels/medals';
import {
  medalCell, medalDetail, medalName, medalTooltip, sortMedals, spritePosition, victoryPointFrame,
} from '../../../../client/panels/medals/medalSprites';
import { interpolate, panelText, type TextFn } from '../../../../client/panels/text';
import { MEDAL_TYPES } from '../../../../server/game/statistics/medals';

afterEach(cleanup);
const t: TextFn = (key, vars) => interpolate(panelText(key) ?? key, vars);

describe('medal texts', () => {
  it('names the category and says week, rank and amount with thousands separators', () => {
    expect(medalTooltip(t, { type: 'kingdom_pvp_att', week: 3, rank: 1, amount: 12_400 }))
      .toBe('Kingdom · PvP attacker · Week 3 · rank 1 · amount 12,400');
    expect(medalTooltip(t, { type: 'empire_pve_res', week: 12, rank: 7, amount: 1_234_567.8 }))
      .toBe('Empire · Resources won · Week 12 · rank 7 · amount 1,234,567');
    expect(medalDetail(t, { type: 'kingdom_pve_win', week: 2, rank: 2, amount: 0 })).toBe('Week 2 · rank 2 · amount 0');
  });
  it('leaves the amount out when the answer has none, and shows an unknown type by its key', () => {
    expect(medalDetail(t, { type: 'kingdom_pvp_def', week: 5, rank: 3 })).toBe('Week 5 · rank 3');
    expect(medalDetail(t, { type: 'kingdom_pvp_def', week: 5, rank: 3, amount: null })).toBe('Week 5 · rank 3');
    expect(medalName(t, 'kingdom_mystery')).toBe('kingdom_mystery');
  });
  it('has a catalogue name for every medal type, each different', () => {
    const names = MEDAL_TYPES.map((type) => medalName(t, type));
    for (const [i, n] of names.entries()) expect(n, MEDAL_TYPES[i]).not.toBe(MEDAL_TYPES[i]);
    expect(new Set(names).size).toBe(MEDAL_TYPES.length);
  });
});

describe('sprite cells', () => {
  it('a row per type in MEDAL_TYPES order, columns gold, silver, bronze, plain', () => {
    expect(medalCell('kingdom_pvp_att', 1)).toEqual({ row: 0, column: 0 });
    expect(medalCell('kingdom_pvp_def', 2)).toEqual({ row: 1, column: 1 });
    expect(medalCell('empire_pvp_att', 3)).toEqual({ row: 4, column: 2 });
    expect(medalCell('empire_pve_res', 4)).toEqual({ row: 7, column: 3 });
    expect(medalCell('empire_pve_res', 10)).toEqual({ row: 7, column: 3 });
    expect(medalCell('nope', 1)).toEqual({ row: -1, column: 0 });
    expect(spritePosition(3, 7, 24)).toBe('-72px -168px');
    expect(spritePosition(1, 2, 48)).toBe('-48px -96px');
  });
  it('victory point frames vps, landmark, monument, artifact', () => {
    expect(['vps', 'landmark', 'monument', 'artifact', 'other'].map(victoryPointFrame)).toEqual([0, 1, 2, 3, 0]);
  });
  it('sorts newest week first, then the better rank, then type order', () => {
    const sorted = sortMedals([
      { type: 'empire_pvp_att', week: 2, rank: 1 }, { type: 'kingdom_pvp_att', week: 2, rank: 1 },
      { type: 'kingdom_pve_res', week: 3, rank: 9 }, { type: 'kingdom_pvp_def', week: 2, rank: 3 },
    ]);
    expect(sorted.map((m) => `${m.week}:${m.rank}:${m.type}`)).toEqual([
      '3:9:kingdom_pve_res', '2:1:kingdom_pvp_att', '2:1:empire_pvp_att', '2:3:kingdom_pvp_def',
    ]);
  });
});

describe('MedalIcon', () => {
  it('has the full text as title, the category as name and week/rank/amount as its described tooltip', () => {
    render(<MedalIcon medal={{ type: 'kingdom_pve_win', week: 4, rank: 2, amount: 9 }} />);
    const button = screen.getByRole('button', { name: 'Kingdom · Events won' });
    expect(button.getAttribute('title')).toBe('Kingdom · Events won · Week 4 · rank 2 · amount 9');
    const tip = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('Kingdom · Events wonWeek 4 · rank 2 · amount 9');
    const sprite = button.querySelector('.ak-medal__sprite') as HTMLElement;
    expect(sprite.dataset.row).toBe('2');
    expect(sprite.dataset.column).toBe('1');
    expect(sprite.style.backgroundPosition).toBe('-24px -48px');
    expect(sprite.style.backgroundImage).toContain('medals');
  });
  it('a tap opens the tip and a second tap, Escape or blur closes it', () => {
    render(<MedalIcon medal={{ type: 'empire_pvp_def', week: 1, rank: 1, amount: 5 }} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    expect(button.className).toContain('is-open');
    fireEvent.click(button);
    expect(button.className).not.toContain('is-open');
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.className).not.toContain('is-open');
    fireEvent.click(button);
    fireEvent.blur(button);
    expect(button.className).not.toContain('is-open');
  });
  it('scales the sheet with the size', () => {
    render(<MedalIcon medal={{ type: 'empire_pve_res', week: 1, rank: 5, amount: 5 }} size={48} />);
    const sprite = document.querySelector('.ak-medal__sprite') as HTMLElement;
    expect(sprite.style.backgroundSize).toBe('192px 384px');
    expect(sprite.style.backgroundPosition).toBe('-144px -336px');
  });
});

describe('MedalList and VictoryPointIcon', () => {
  it('lists newest first, caps with a +N note, and has empty and loading states', () => {
    const { rerender } = render(<MedalList medals={[
      { type: 'kingdom_pvp_att', week: 1, rank: 1, amount: 1 }, { type: 'kingdom_pvp_def', week: 3, rank: 2, amount: 2 },
      { type: 'kingdom_pve_win', week: 2, rank: 3, amount: 3 },
    ]} max={2} />);
    const list = screen.getByRole('list', { name: 'Medals (3)' });
    expect(within(list).getAllByRole('button').map((b) => b.getAttribute('data-week'))).toEqual(['3', '2']);
    expect(list.textContent).toContain('+1 more');
    rerender(<MedalList medals={[]} />);
    expect(screen.getByTestId('medal-list-empty').textContent).toBe('No medals yet');
    rerender(<MedalList medals={[]} emptyText="Nothing won" />);
    expect(screen.getByTestId('medal-list-empty').textContent).toBe('Nothing won');
    rerender(<MedalList />);
    expect(screen.getByRole('status').textContent).toBe('Loading medals…');
  });
  it('draws the frame of its type, named when titled', () => {
    render(<VictoryPointIcon type="monument" title="Monuments" size={18} />);
    const icon = screen.getByRole('img', { name: 'Monuments' });
    expect(icon.style.backgroundPosition).toBe('-36px 0px');
    expect(icon.style.backgroundSize).toBe('72px 18px');
  });
});
