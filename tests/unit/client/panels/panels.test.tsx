// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import {
  Countdown, KingdomList, OptionsMenu, PageTabs, ProgressBar, ResourcePanel, RightSidebar, TopMenu, VillagePanel,
} from '../../../../client/panels';
import { fixtureProfile, makeVillageState } from '../../../../stories/fixtures/game';
import { findResearch } from '../../../../server/game/data/research';

afterEach(() => { cleanup(); vi.useRealTimers(); });

const inRouter = (node: ReactNode, path = '/') => render(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

describe('TopMenu', () => {
  it('links the five sections and caps unread counters at 99+', () => {
    inRouter(<TopMenu reports={4} messages={128} mapCoords={{ x: 12, y: -7 }} />);
    expect(screen.getByRole('link', { name: 'Kingdom' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe('/map?x=12&y=-7');
    expect(screen.getByRole('link', { name: 'Statistics' }).getAttribute('href')).toBe('/statistics');
    expect(screen.getByRole('link', { name: /Reports/ }).textContent).toContain('4');
    expect(screen.getByRole('link', { name: /Messages/ }).textContent).toContain('99+');
  });
  it('shows no badge without unread items', () => {
    inRouter(<TopMenu reports={0} messages={99} />);
    expect(screen.getByRole('link', { name: 'Reports' }).textContent).toBe('Reports');
    expect(screen.getByRole('link', { name: /Messages/ }).textContent).toContain('99');
  });
});

describe('KingdomList', () => {
  const { villages, objectives } = fixtureProfile;
  it('lists objectives by type with (x|y) and villages, marks attacks and the current village', () => {
    const onSelect = vi.fn();
    inRouter(<KingdomList villages={villages} objectives={objectives} currentVillageId={11} onSelectVillage={onSelect} />);
    expect(screen.getByRole('link', { name: /Landmark \(20\|-9\)/ }).getAttribute('href')).toBe('/objective/101');
    expect(screen.getByRole('link', { name: /Monument site \(4\|18\).*Incoming attacks: 1/ })).toBeTruthy();
    const current = screen.getByRole('button', { name: /Highmoor/ });
    expect(current.getAttribute('aria-current')).toBe('true');
    const attacked = screen.getByRole('button', { name: /Ravensford \(15\|-3\)/ });
    expect(within(attacked).getByRole('img', { name: 'Incoming attacks: 2' })).toBeTruthy();
    expect(within(current).queryByRole('img')).toBeNull();
    fireEvent.click(attacked);
    expect(onSelect).toHaveBeenCalledWith(12);
  });
  it('steps to the next and previous village', () => {
    const onSelect = vi.fn();
    inRouter(<KingdomList villages={villages} objectives={[]} currentVillageId={11} onSelectVillage={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next village' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous village' }));
    expect(onSelect.mock.calls).toEqual([[12], [13]]);
  });
  it('has an empty state', () => {
    inRouter(<KingdomList villages={[]} objectives={[]} onSelectVillage={() => {}} />);
    expect(screen.getByText('Your kingdom has no villages or objectives yet.')).toBeTruthy();
  });
});

describe('VillagePanel', () => {
  it('runs the UTC server clock with the skew and swaps to bonus percentages', () => {
    vi.useFakeTimers({ now: Date.parse('2025-11-21T10:00:00.000Z') });
    inRouter(<VillagePanel village={makeVillageState()} clockSkewMs={3_600_000} />);
    expect(screen.getByText('11:00:00')).toBeTruthy();
    act(() => { vi.advanceTimersByTime(2000); });
    expect(screen.getByText('11:00:02')).toBeTruthy();
    expect(screen.getByText('225')).toBeTruthy(); // production 180 x 1.25
    fireEvent.click(screen.getByRole('button', { name: '%' }));
    expect(screen.getByText('+25%')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Army/ }).getAttribute('href')).toBe('/village/army');
  });
});

describe('ResourcePanel', () => {
  const T0 = Date.parse('2025-11-21T10:00:00.000Z');
  const village = () => makeVillageState({ computed_at: new Date(T0).toISOString(), wood: 8421, prod_wood: 360, impr_wood: 0, stone: 12000 });

  it('ticks every second from the settled amounts and caps at storage', () => {
    vi.useFakeTimers({ now: T0 });
    inRouter(<ResourcePanel village={village()} clockSkewMs={0} />);
    const wood = () => screen.getByRole('button', { name: /^Wood/ });
    expect(wood().textContent).toContain('8,421');
    act(() => { vi.advanceTimersByTime(10_000); });
    expect(wood().textContent).toContain('8,422');
    expect(screen.getByRole('button', { name: /^Stone/ }).textContent).toContain('12,000');
    expect(screen.getByText('Storage full')).toBeTruthy();
  });

  it('shows time until full, Full for a full store, and the food breakdown', () => {
    vi.useFakeTimers({ now: T0 });
    inRouter(<ResourcePanel village={village()} clockSkewMs={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show time until full or empty' }));
    // (12000 - 8421) / 360 per hour = 35,790 s
    expect(screen.getByRole('button', { name: /^Wood/ }).textContent).toContain('9:56:30');
    expect(screen.getByRole('button', { name: /^Stone/ }).textContent).toContain('Full');
    const food = screen.getByRole('button', { name: /^Food/ });
    fireEvent.click(food);
    expect(food.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Unit consumption')).toBeTruthy();
    expect(screen.getByText('-118/h')).toBeTruthy();
  });

  it('marks draining food and renders big values smaller', () => {
    vi.useFakeTimers({ now: T0 });
    inRouter(<ResourcePanel village={makeVillageState({ computed_at: new Date(T0).toISOString(), prod_food_net: -80, store_res: 2_000_000, wood: 1_250_300 })} clockSkewMs={0} />);
    expect(screen.getByText('Food is draining')).toBeTruthy();
    expect(screen.getByText('1,250,300').className).toBe('ak-res__big');
    expect(screen.getByText('5,230').className).toBe('');
  });

  it('has loading and error states', () => {
    inRouter(<ResourcePanel village={undefined} clockSkewMs={0} loading />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    cleanup();
    const retry = vi.fn();
    inRouter(<ResourcePanel village={undefined} clockSkewMs={0} error="Server is offline" onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Server is offline');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});

describe('Countdown', () => {
  it('counts h:mm:ss down every second and calls onZero once', () => {
    vi.useFakeTimers({ now: T(0) });
    const onZero = vi.fn();
    render(<Countdown until={new Date(T(3_725_000))} onZero={onZero} />);
    expect(screen.getByRole('timer').textContent).toBe('1:02:05');
    act(() => { vi.advanceTimersByTime(3_724_000); });
    expect(screen.getByRole('timer').textContent).toBe('0:00:01');
    expect(onZero).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1_000); });
    expect(screen.getByRole('timer').textContent).toBe('0:00:00');
    act(() => { vi.advanceTimersByTime(5_000); });
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});
function T(ms: number) { return Date.parse('2025-11-21T10:00:00.000Z') + ms; }

describe('ProgressBar', () => {
  it('is an accessible progressbar with a clamped fill', () => {
    render(<ProgressBar label="Smithing" value={340} max={800} />);
    const bar = screen.getByRole('progressbar', { name: 'Smithing' });
    expect(bar.getAttribute('aria-valuenow')).toBe('340');
    expect(bar.getAttribute('aria-valuemax')).toBe('800');
    expect(screen.getByText('42%')).toBeTruthy();
    cleanup();
    render(<ProgressBar label="Over" value={900} max={800} />);
    expect((screen.getByRole('progressbar').firstChild as HTMLElement).style.width).toBe('100%');
  });
});

describe('RightSidebar', () => {
  it('shows empire, latest message, aether, research and the culture thresholds', () => {
    inRouter(<RightSidebar profile={fixtureProfile.profile} />);
    // The own Empire opens its home tab (/empire), not the public profile /empire/3.
    expect(screen.getByRole('link', { name: 'Order of the Gilded Lantern' }).getAttribute('href')).toBe('/empire');
    expect(screen.getByText('[OGL]')).toBeTruthy();
    expect(screen.getByText(/Aldric raised Highmoor to the Town tier/)).toBeTruthy();
    expect(screen.getByText('20/11/2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: /125.*Aether store/ }).getAttribute('href')).toBe('/aetherstore');
    expect(screen.getByRole('progressbar', { name: 'Smithing' }).getAttribute('aria-valuetext')).toBe('42%');
    expect(screen.getByRole('progressbar', { name: 'Settle' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Tier up' })).toBeTruthy();
    expect(screen.getByText('Reached')).toBeTruthy(); // 1450 culture >= 1200 for the next village
  });
  it("names the running research as the catalogue does ('Riding training'), not the server's English ('Riding Training')", () => {
    const riding = findResearch('riding_training')!;
    inRouter(<RightSidebar profile={{ ...fixtureProfile.profile, researching: riding.id, researching_name: riding.name }} />);
    expect(riding.name).toBe('Riding Training');
    expect(screen.getByRole('progressbar', { name: 'Riding training' })).toBeTruthy();
  });
  it('offers /empire without an empire and says when nothing is researched', () => {
    const p = { ...fixtureProfile.profile, empire: null, empire_name: null, empire_name_short: null, empire_message: null, empireInvites: 3, researching: null, researching_name: null };
    inRouter(<RightSidebar profile={p} />);
    expect(screen.getByText('No Empire')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open invites: 3/ }).getAttribute('href')).toBe('/empire');
    expect(screen.getByText(/No ongoing research/)).toBeTruthy();
  });
});

describe('OptionsMenu and PageTabs', () => {
  it('calls reload and logout and links settings and help', () => {
    const onReload = vi.fn(); const onLogout = vi.fn();
    inRouter(<OptionsMenu onReload={onReload} onLogout={onLogout} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
  });
  it('navigates from the dropdown as from the tabs', () => {
    function Where() { return <output>{useLocation().pathname}</output>; }
    const tabs = [{ key: 'a', label: 'Alpha', to: '/a' }, { key: 'b', label: 'Beta', to: '/b' }];
    inRouter(<Routes><Route path="*" element={<><PageTabs tabs={tabs} active="a" label="Pages" /><Where /></>} /></Routes>, '/a');
    expect(screen.getByRole('link', { name: 'Alpha' }).getAttribute('aria-current')).toBe('page');
    fireEvent.change(screen.getByRole('combobox', { name: 'Pages' }), { target: { value: 'b' } });
    expect(screen.getByRole('status').textContent).toBe('/b');
  });
});
