import { describe, expect, it } from 'vitest';
import {
  ageParts, agoParts, daySeconds, empireValueColumn, growthSeries, historySeries, KINGDOM_RANKINGS, EMPIRE_RANKINGS, kingdomValueColumn,
  movementOf, ownPlacement, pageCount, pageOfRank, RANKING_ICONS, rankingSearchOf, rankingViewOf, secondsSince, selectableWeeks,
  statisticsPathOf, statisticsTabOf, weekInMonth, WEEK_CATEGORY_ICONS, MEDAL_CATEGORIES, dayOf,
} from '../../../../client/routes/statistics/statisticsRules';
import catalogue from '../../../../client/i18n/en-US.json';

const search = (q: string) => new URLSearchParams(q);

describe('statistics tabs and routes', () => {
  it('profiles is the default tab at /statistics; each tab has its path; anything else is not found', () => {
    expect(statisticsTabOf(undefined)).toEqual({ tab: 'profiles' });
    expect(statisticsTabOf('')).toEqual({ tab: 'profiles' });
    expect(statisticsTabOf('server')).toEqual({ tab: 'server' });
    expect(statisticsTabOf('week/')).toEqual({ tab: 'week' });
    expect(statisticsTabOf('profiles')).toEqual({ tab: 'profiles' });
    expect(statisticsTabOf('empires')).toEqual({ notFound: true });
    expect(statisticsTabOf('server/2')).toEqual({ notFound: true });
    expect(statisticsPathOf('profiles')).toBe('/statistics');
    expect(statisticsPathOf('empire')).toBe('/statistics/empire');
  });
});

describe('ranking view in the address', () => {
  it('reads type, 1-based page and size, falling back to the defaults for anything unknown', () => {
    expect(rankingViewOf(search(''), KINGDOM_RANKINGS)).toEqual({ type: 'overall', page: 0, limit: 5 });
    expect(rankingViewOf(search('type=pvp_att&page=3&limit=25'), KINGDOM_RANKINGS)).toEqual({ type: 'pvp_att', page: 2, limit: 25 });
    expect(rankingViewOf(search('type=members'), KINGDOM_RANKINGS).type).toBe('overall');
    expect(rankingViewOf(search('type=members'), EMPIRE_RANKINGS).type).toBe('members');
    expect(rankingViewOf(search('page=-2&limit=7'), KINGDOM_RANKINGS)).toEqual({ type: 'overall', page: 0, limit: 5 });
    expect(rankingViewOf(search('page=abc&limit=51'), KINGDOM_RANKINGS)).toEqual({ type: 'overall', page: 0, limit: 5 });
    expect(rankingViewOf(search('page=0'), KINGDOM_RANKINGS).page).toBe(0);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(rankingSearchOf({ type: 'overall', page: 0, limit: 5 }, KINGDOM_RANKINGS)).toEqual({});
    const q = rankingSearchOf({ type: 'land', page: 4, limit: 50 }, KINGDOM_RANKINGS);
    expect(q).toEqual({ type: 'land', page: '5', limit: '50' });
    expect(rankingViewOf(search(new URLSearchParams(q).toString()), KINGDOM_RANKINGS)).toEqual({ type: 'land', page: 4, limit: 50 });
  });
});

describe('paging and the own row', () => {
  it('counts pages (at least one) and finds the page of a rank', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(101, 50)).toBe(3);
    expect(pageOfRank(1, 5)).toBe(0);
    expect(pageOfRank(5, 5)).toBe(0);
    expect(pageOfRank(6, 5)).toBe(1);
    expect(pageOfRank(137, 25)).toBe(5);
  });

  it('pins the own row under the table when it is not on the page', () => {
    const rows = [{ id: 4 }, { id: 9 }];
    expect(ownPlacement(rows, { id: 9 })).toBe('onPage');
    expect(ownPlacement(rows, { id: 7 })).toBe('offPage');
    expect(ownPlacement(rows, null)).toBe('none');
    expect(ownPlacement([], undefined)).toBe('none');
  });
});

describe('movement since yesterday', () => {
  it('is previous_rank - rank: up, down, level or new', () => {
    expect(movementOf(3, 5)).toEqual({ kind: 'up', by: 2 });
    expect(movementOf(8, 5)).toEqual({ kind: 'down', by: 3 });
    expect(movementOf(5, 5)).toEqual({ kind: 'same' });
    expect(movementOf(5, null)).toEqual({ kind: 'new' });
    expect(movementOf(5, undefined)).toEqual({ kind: 'new' });
  });
});

describe('times', () => {
  it('says how long ago the rankings were rebuilt, in the largest unit that fits', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(secondsSince(null, now)).toBeNull();
    expect(secondsSince('not a date', now)).toBeNull();
    expect(secondsSince('2026-11-26T09:59:48Z', now)).toBe(12);
    expect(secondsSince('2026-11-26T10:00:05Z', now)).toBe(0);
    expect(agoParts(12)).toEqual({ unit: 'seconds', n: 12 });
    expect(agoParts(119)).toEqual({ unit: 'seconds', n: 119 });
    expect(agoParts(125)).toEqual({ unit: 'minutes', n: 2 });
    expect(agoParts(3 * 3600)).toEqual({ unit: 'hours', n: 3 });
    expect(agoParts(5 * 86_400)).toEqual({ unit: 'days', n: 5 });
  });

  it('tells a world age in days and hours, a week as month and week, and the weeks to pick newest first', () => {
    expect(ageParts(0)).toEqual({ days: 0, hours: 0 });
    expect(ageParts((3 * 24 + 5) * 3_600_000 + 59_000)).toEqual({ days: 3, hours: 5 });
    expect(weekInMonth(1)).toEqual({ month: 1, week: 1 });
    expect(weekInMonth(4)).toEqual({ month: 1, week: 4 });
    expect(weekInMonth(6)).toEqual({ month: 2, week: 2 });
    expect(selectableWeeks(3)).toEqual([3, 2, 1]);
    expect(selectableWeeks(0)).toEqual([1]);
  });
});

describe('columns, icons and texts', () => {
  it('adds a value column only when no fixed column already shows the ranked figure', () => {
    expect(kingdomValueColumn('overall')).toBe(false);
    expect(kingdomValueColumn('villages')).toBe(false);
    expect(kingdomValueColumn('medals')).toBe(false);
    expect(kingdomValueColumn('pvp_att')).toBe(true);
    expect(empireValueColumn('prestige')).toBe(false);
    expect(empireValueColumn('members')).toBe(false);
    expect(empireValueColumn('land')).toBe(true);
  });

  it('every ranking and week category has an icon and a catalogue label', () => {
    const s = catalogue.statistics as unknown as { rankings: Record<string, string>; week: { categories: Record<string, string>; hints: Record<string, string> } };
    for (const type of [...KINGDOM_RANKINGS, ...EMPIRE_RANKINGS]) {
      expect(RANKING_ICONS[type], type).toBeTruthy();
      expect(s.rankings[type], type).toBeTruthy();
    }
    for (const c of MEDAL_CATEGORIES) {
      expect(WEEK_CATEGORY_ICONS[c], c).toBeTruthy();
      expect(s.week.categories[c], c).toBeTruthy();
      expect(s.week.hints[c], c).toBeTruthy();
    }
  });
});

describe('chart series', () => {
  it('orders the growth by day and splits it into columns', () => {
    const [x, players, villages, population] = growthSeries([
      { day: '2026-11-21', players: 5, villages: 9, population: 900 },
      { day: '2026-11-20', players: 2, villages: 3, population: 300 },
    ]);
    expect(x).toEqual([daySeconds('2026-11-20'), daySeconds('2026-11-21')]);
    expect(x[1]! - x[0]!).toBe(86_400);
    expect(players).toEqual([2, 5]);
    expect(villages).toEqual([3, 9]);
    expect(population).toEqual([300, 900]);
  });

  it('gives the rank history in day order with the best rank reached', () => {
    expect(historySeries([])).toEqual({ x: [], ranks: [], best: null });
    const h = historySeries([{ day: '2026-11-22', rank: 4 }, { day: '2026-11-20', rank: 9 }, { day: '2026-11-21', rank: 2 }]);
    expect(h.ranks).toEqual([9, 2, 4]);
    expect(h.best).toBe(2);
  });

  it("puts the figure now in place of today's point (written at the day's first refresh), or adds it", () => {
    const points = [{ day: '2026-11-20', rank: 9 }, { day: '2026-11-21', rank: 1 }];
    expect(historySeries(points, { day: '2026-11-21', rank: 13 }).ranks).toEqual([9, 13]);
    expect(historySeries(points, { day: '2026-11-22', rank: 5 })).toEqual({ x: [daySeconds('2026-11-20'), daySeconds('2026-11-21'), daySeconds('2026-11-22')], ranks: [9, 1, 5], best: 1 });
    const growth = [{ day: '2026-11-25', players: 12, villages: 12, population: 2900 }, { day: '2026-11-26', players: 0, villages: 0, population: 0 }];
    const [x, players, , population] = growthSeries(growth, { day: '2026-11-26', players: 13, villages: 13, population: 6591 });
    expect(x).toHaveLength(2);
    expect(players).toEqual([12, 13]);
    expect(population).toEqual([2900, 6591]);
    expect(dayOf(Date.parse('2026-11-26T23:59:59Z'))).toBe('2026-11-26');
  });
});
