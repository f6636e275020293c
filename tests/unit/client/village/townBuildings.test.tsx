// @vitest-environment jsdom
// The town hall grouped (issue 13, point 3): what can be built now first, then what needs exactly one
// step, then the rest folded with its count; a district filter narrows all three.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TownBuildings } from '../../../../client/routes/village/TownBuildings';
import { buildingStatus, inDistrict, stepsMissing, townGroupOf, type Cost } from '../../../../client/routes/village/availability';
import { economyGamedata as g } from '../../../../stories/economy/fixtures';

afterEach(cleanup);

const stock: Cost = { wood: 1e6, stone: 1e6, iron: 1e6, food: 1e6 };
const village = {
  tier: 'village', districts: ['military'],
  buildings: [{ id: 1, type: 'town_hall', level: 10 }, { id: 2, type: 'barracks', level: 3 }],
} as const;
const researched = new Set(['town_defenses']);
const statusOf = (key: string, v: Parameters<typeof buildingStatus>[0]['village'] = { ...village, districts: [...village.districts], buildings: [...village.buildings] }) =>
  buildingStatus({ building: g.buildings.find((b) => b.key === key)!, village: v, queue: [], tiers: g.tiers, stock, researched });
const rows = g.buildings.map((b) => ({ b, s: statusOf(b.key) }));
const groupOf = (key: string) => townGroupOf(statusOf(key), g.buildings.find((b) => b.key === key)!);

const renderTown = () => render(
  <MemoryRouter><TownBuildings rows={rows} districts={g.districts} production={3600} speed={1} stock={stock} onQueue={async () => true} /></MemoryRouter>,
);
const group = (name: string) => screen.getByRole('region', { name });
const names = (el: HTMLElement) => within(el).queryAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('the groups', () => {
  it('one step is exactly one missing requirement (tier, district or research; the tier\'s level cap is the tier)', () => {
    expect(groupOf('barracks')).toBe('now'); // Military commissioned, nothing else needed
    expect(groupOf('walls')).toBe('now'); // its research is done
    expect(groupOf('stables')).toBe('oneStep'); // research only
    expect(groupOf('siege_workshop')).toBe('oneStep'); // a town only
    expect(groupOf('rafters')).toBe('oneStep'); // the Economy district only
    expect(groupOf('sawmill')).toBe('later'); // district and research
    expect(groupOf('mineshaft')).toBe('later'); // city, district and research
    expect(groupOf('town_hall')).toBe('oneStep'); // level 10: the village's cap, a town goes on
    const full = statusOf('town_hall', { tier: 'city', districts: [], buildings: [{ id: 1, type: 'town_hall', level: 20 }] });
    expect(stepsMissing(full, { maxLevel: 20 })).toBeNull();
    expect(townGroupOf(full, { maxLevel: 20 })).toBe('later');
    // A shortage of resources or a full queue passes: it stays in 'now'.
    expect(townGroupOf({ reasons: [{ key: 'resources', missing: { wood: 5 } }, { key: 'queueFull' }], maxLevel: 10 }, { maxLevel: 20 })).toBe('now');
  });

  it('shows now first, then one step, then the rest folded with its count', () => {
    renderTown();
    const all = screen.getByRole('region', { name: 'Buildings' });
    const order = [...all.querySelectorAll('[data-group]')].map((el) => el.getAttribute('data-group'));
    expect(order).toEqual(['now', 'oneStep', 'later']);
    const now = names(group('Can be built now'));
    expect(now).toContain('Barracks');
    expect(now).toContain('Farm');
    expect(now).not.toContain('Stables');
    const one = names(group('One step away'));
    expect(one).toEqual(expect.arrayContaining(['Stables', 'Rafters', 'Siege Workshop', 'Town Hall']));
    expect(one).not.toContain('Sawmill');
    // The Stables' card names its one missing step.
    expect(within(group('One step away')).getByRole('article', { name: 'Stables' }).textContent).toContain('Requirements not met');
    const later = rows.filter(({ b, s }) => townGroupOf(s, b) === 'later');
    const fold = all.querySelector('details')!;
    expect(fold.open).toBe(false);
    expect(fold.querySelector('summary')!.textContent).toBe(`Further off (${later.length}): two steps or more, or at the highest level`);
    expect(fold.querySelectorAll('li.ak-locked__item')).toHaveLength(later.length);
    expect(within(fold).getByText('Sawmill')).toBeTruthy();
    expect(now.length + one.length + later.length).toBe(g.buildings.length);
  });
});

describe('the district filter', () => {
  it('is a labelled group of radios, one per district plus All and Core, each with its count; All by default', () => {
    renderTown();
    const filter = screen.getByRole('group', { name: 'District' });
    const radios = within(filter).getAllByRole('radio');
    expect(radios).toHaveLength(2 + g.districts.length);
    expect((within(filter).getByRole('radio', { name: /^All/ }) as HTMLInputElement).checked).toBe(true);
    const military = g.buildings.filter((b) => inDistrict(b, 'military')).length;
    expect(within(filter).getByRole('radio', { name: `Military ${military}` })).toBeTruthy();
  });

  it('narrows every group to one district, and Core to the buildings without one', () => {
    renderTown();
    const filter = screen.getByRole('group', { name: 'District' });
    fireEvent.click(within(filter).getByRole('radio', { name: /^Military/ }));
    expect(names(group('Can be built now')).sort()).toEqual(['Archery Range', 'Barracks']);
    expect(names(group('One step away'))).toEqual(expect.arrayContaining(['Stables', 'Siege Workshop', 'Military Academy']));
    expect(names(group('One step away'))).not.toContain('Rafters');
    const fold = screen.getByRole('region', { name: 'Buildings' }).querySelector('details')!;
    const militaryLater = rows.filter(({ b, s }) => b.district === 'military' && townGroupOf(s, b) === 'later').length;
    expect(fold.querySelector('summary')!.textContent).toContain(`Further off (${militaryLater})`);
    fireEvent.click(within(filter).getByRole('radio', { name: /^Core/ }));
    expect(names(group('Can be built now'))).not.toContain('Barracks');
    expect(names(group('Can be built now'))).toContain('Warehouse');
    fireEvent.click(within(filter).getByRole('radio', { name: /^Economy/ }));
    expect(screen.getByText('Nothing can be built right now.')).toBeTruthy();
  });
});
