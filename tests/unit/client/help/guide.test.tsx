// @vitest-environment jsdom
// The guide (issue 13, point 8): its routes live in the app's router, each section renders its steps,
// and its numbers come from the game data: change a number in the fixture and the page follows.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Outlet, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { t } from '../../../../client/i18n';
import type { GamedataResponse } from '../../../../server/contract';
import { AppRoutes } from '../../../../client/app/routes';
import { GUIDE_ROUTES, GUIDE_SECTIONS, GUIDE_SECTION_KEYS, guidePath } from '../../../../client/app/guide';
import { makeGame } from '../../../../stories/fixtures/game';
import { ProvideGame } from '../../../../stories/fixtures/ProvideGame';
import { economyGamedata } from '../../../../stories/economy/fixtures';
import { formatNumber } from '../../../../client/i18n/format';

// The app's real routes; the session says 'playing' and the shell around the page is left out.
vi.mock('../../../../client/app/session', () => ({ useSession: () => ({ status: 'playing' }) }));
vi.mock('../../../../client/app/Layout', () => ({ Layout: () => <Outlet /> }));

afterEach(cleanup);
// The help page loads on demand (React.lazy): load it once first, so each test waits for its render only.
beforeAll(async () => { await import('../../../../client/routes/help/HelpPage'); });

const world: GamedataResponse = { ...economyGamedata, speed: 1, beginnerProtectionHours: 72 };

function Where() {
  const { pathname, hash } = useLocation();
  return <output data-testid="where">{pathname}{hash}</output>;
}

function open(path: string, gamedata: GamedataResponse = world) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <ProvideGame game={makeGame({ gamedata })}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<p>loading page</p>}><AppRoutes /></Suspense>
          <Where />
        </MemoryRouter>
      </ProvideGame>
    </QueryClientProvider>,
  );
}

const step = async (id: string) => {
  await screen.findByRole('heading', { level: 2 });
  const el = document.getElementById(id);
  if (!el) throw new Error(`no step #${id}`);
  return el;
};

describe('the guide in the router', () => {
  it('/help/guide opens the first hour; the Help tabs name the guide', async () => {
    open('/help/guide');
    expect(await screen.findByRole('heading', { level: 2, name: 'The first hour' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/help/guide/first-hour');
    const tabs = screen.getByRole('navigation', { name: 'Help pages' });
    expect(within(tabs).getByRole('link', { name: /Guide/ }).getAttribute('aria-current')).toBe('page');
  });

  it('every section has its route and shows every step it declares', async () => {
    for (const section of GUIDE_SECTION_KEYS) {
      open(GUIDE_ROUTES[section].path);
      await screen.findByRole('navigation', { name: 'Guide sections' });
      for (const anchor of GUIDE_SECTIONS[section]) expect((await step(anchor)).querySelector('h3')?.textContent).toBeTruthy();
      cleanup();
    }
  });

  it('an unknown section goes to the first; the other Help tabs still answer', async () => {
    open('/help/guide/nonsense');
    await screen.findByRole('heading', { level: 2, name: 'The first hour' });
    expect(screen.getByTestId('where').textContent).toBe('/help/guide/first-hour');
    cleanup();
    open('/help/troops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Troops' })).toBeTruthy();
  });

  it('a step opened by its anchor is marked', async () => {
    open(guidePath('attacks', 'protection'));
    expect((await step('protection')).className).toContain('ak-guide__step--current');
    expect((await step('siege')).className).not.toContain('current');
  });
});

describe('numbers from the game data', () => {
  it('the first hour: stock, aether, base rates and storage, queue, slots, research, units, claims, culture', async () => {
    open(GUIDE_ROUTES['first-hour'].path);
    const text = async (id: string) => (await step(id)).textContent ?? '';
    expect(await text('found')).toContain('starts with 750 of each resource');
    expect(await text('found')).toContain('50 aether');
    expect(await text('found')).toContain('For the first 3d 00:00:00');
    expect(await text('produce')).toContain('30 wood, 30 stone, 30 iron and 60 food an hour');
    expect(await text('produce')).toContain('hold 1,000 each at level 0');
    expect(await text('produce')).toContain('a village holds 3 items');
    expect(await text('district')).toContain('permanent');
    expect(await text('district')).toContain('District slots: 1 in a village, 2 in a town, 3 in a city');
    const tier1 = world.research.filter((r) => r.tier === 1).map((r) => r.science_base);
    expect(await text('research')).toContain(`the first ones cost ${formatNumber(Math.min(...tier1))} to ${formatNumber(Math.max(...tier1))} science`);
    expect(await text('train')).toContain('Militia, needs Barracks 1 and costs 40 Wood, 25 Stone, 15 Iron, 20 Food');
    expect(await text('scout')).toContain('Only the Scout unit can scout (Stables 5');
    expect(await text('claim')).toContain('up to 1 away; its first 2 claims are free');
    expect(await text('claim')).toContain('threshold (600)');
    expect(await text('settle')).toContain('10,000 for your second village');
  });

  it('the page follows the fixture: another world speed, storage, tiers, thresholds and protection', async () => {
    const changed: GamedataResponse = {
      ...world, speed: 2, baseStorage: 4321, beginnerProtectionHours: 36, startingAether: 77, tileThresholds: [450, 900],
      tiers: world.tiers.map((x) => (x.key === 'village' ? { ...x, claimRadius: 3, freeClaims: 5, districtSlots: 2 } : x)),
    };
    open(GUIDE_ROUTES['first-hour'].path, changed);
    const text = async (id: string) => (await step(id)).textContent ?? '';
    expect(await text('found')).toContain('For the first 18:00:00');
    expect(await text('found')).toContain('77 aether');
    expect(await text('produce')).toContain('60 wood, 60 stone, 60 iron and 120 food an hour');
    expect(await text('produce')).toContain('hold 4,321 each');
    expect(await text('district')).toContain('District slots: 2 in a village');
    expect(await text('claim')).toContain('up to 3 away; its first 5 claims are free');
    expect(await text('claim')).toContain('threshold (450, 900)');
  });

  it('attacks: travel by the units\' speeds, the call-back window, walls, loot, siege slots, loyalty, protection', async () => {
    open(GUIDE_ROUTES.attacks.path);
    const text = async (id: string) => (await step(id)).textContent ?? '';
    expect(await text('travel')).toContain('10 tiles take 0:40:00 for Scout, the fastest unit, and 3:20:00 for Settlers, the slowest');
    expect(await text('travel')).toContain('the first 0:10:00 after it left');
    expect(await text('battle')).toContain('±10%');
    expect(await text('walls')).toContain('adds 2.5% to the defence');
    expect(await text('walls')).toContain('up to level 20 (50%)');
    expect(await text('walls')).toContain(`need the research ${t('research.town_defenses')}`);
    expect(await text('loot')).toContain('A Knight carries 100: 100 of them carry 10,000');
    expect(await text('siege')).toContain('levels 1, 5, 10, 15, 20 (5 at most)');
    expect(await text('nobles')).toContain('starts at 100 and regains 1 an hour');
    expect(await text('nobles')).toContain('Noble (Military Academy 1)');
    expect(await text('nobles')).toContain('by 20 to 35');
    expect(await text('protection')).toContain('for 3d 00:00:00 after its founding (72 hours at world speed 1');
    expect(await text('protection')).toContain("another player's village");
  });

  it('attacks follow the fixture: a faster Scout, a slower world, no protection', async () => {
    const changed: GamedataResponse = {
      ...world, speed: 4, beginnerProtectionHours: 0,
      units: world.units.map((u) => (u.key === 'cav2' ? { ...u, speed: 30 } : u)),
      durations: { ...world.durations, callbackWindow: 900 },
    };
    open(GUIDE_ROUTES.attacks.path, changed);
    const text = async (id: string) => (await step(id)).textContent ?? '';
    expect(await text('travel')).toContain('10 tiles take 0:05:00 for Scout');
    expect(await text('travel')).toContain('0:50:00 for Settlers');
    expect(await text('travel')).toContain('the first 0:15:00');
    expect(await text('nobles')).toContain('regains 4 an hour');
    expect(await text('protection')).toContain('This world has no beginner protection');
  });

  it('trade describes merchants, sending, exchange, offers and routes with the world\'s numbers', async () => {
    open(GUIDE_ROUTES.trade.path);
    expect((await step('merchants')).textContent).toContain('plus 1 for each level of its Marketplace');
    expect((await step('merchants')).textContent).toContain('1,000 resources from a village, 3,000 from a town and 10,000 from a city');
    expect((await step('merchants')).textContent).toContain('2,001 resources from a village need 3');
    expect((await step('send')).textContent).toContain('10 tiles take 0:50:00');
    expect((await step('send')).textContent).toContain('Not enough capacity');
    expect((await step('exchange')).textContent).toContain('3:1');
    expect((await step('exchange')).textContent).toContain('arrives 0:10:00 later');
    expect((await step('exchange')).textContent).toContain('10 at 3:1 gives 3');
    expect((await step('exchange')).textContent).toContain('For 10 aether');
    expect((await step('exchange')).textContent).toContain('1.5:1, on up to 5,000');
    expect((await step('marketplace')).textContent).toContain('divided by 1.5 and the offer times 1.5');
    expect((await step('routes')).textContent).toContain('every 1:00:00');
    expect((await step('merchants')).textContent).not.toContain('Coming');
    cleanup();
    open(GUIDE_ROUTES.trade.path, {
      ...world, speed: 10,
      buildings: world.buildings.map((b) => (b.key === 'marketplace' ? { ...b, effects: [{ kind: 'merchants', perLevel: 2 }] } : b)),
    });
    expect((await step('merchants')).textContent).toContain('plus 2 for each level');
    expect((await step('send')).textContent).toContain('10 tiles take 0:05:00');
    expect((await step('routes')).textContent).toContain('every 0:06:00');
  });
});
