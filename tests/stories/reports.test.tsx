/** The report page shows every field the server writes, by kind, with unit icons; the list marks kinds and unread ones. */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import * as reportStories from '../../stories/reports/Report.stories';
import * as listStories from '../../stories/reports/ReportsList.stories';
import * as objectiveReportStories from '../../stories/reports/ObjectiveReports.stories';

const report = composeStories(reportStories);
const list = composeStories(listStories);
const objectiveReports = composeStories(objectiveReportStories);
const icons = (root: Element, prefix: string) => [...root.querySelectorAll(`svg[data-icon^="${prefix}"]`)].map((e) => e.getAttribute('data-icon'));

describe('single report', () => {
  it('starvation: where, and the starved units with their icons', () => {
    render(<report.Starvation />);
    const r = screen.getByTestId('report');
    expect(r.getAttribute('data-kind')).toBe('starvation');
    expect(r.textContent).toContain('Highmoor (12|-7)');
    expect(r.textContent).toContain('14 Horseman');
    expect(r.textContent).toContain('6 Knight');
    expect(icons(r, 'unit:')).toEqual(expect.arrayContaining(['unit:cav1', 'unit:cav4']));
  });

  it('a conquest: every siege hit with its building, the loyalty and the fate', () => {
    render(<report.Conquest />);
    const r = screen.getByTestId('report');
    const hits = r.querySelectorAll('.ak-reports__hits li');
    expect([...hits].map((h) => h.textContent)).toEqual([
      'Barracks: level 6 → 2 · 9 damage points', 'Warehouse: level 8 → 8 · no damage · 1 damage points', 'Walls: level 2 → 0 · 6 damage points',
    ]);
    expect(icons(r, 'building:')).toEqual(expect.arrayContaining(['building:barracks', 'building:walls']));
    expect(r.textContent).toContain('The village was conquered.');
    expect(r.textContent).toContain('Loyalty: 22 → 0');
  });

  it("the old owner's copy of a conquest lists the disbanded troops, summed over home, abroad and on the move", () => {
    render(<report.ConquestLost />);
    const d = screen.getByTestId('report-disbanded');
    expect(d.textContent).toContain('Troops disbanded');
    expect(d.textContent).toContain('12 Spearman');
    expect(d.textContent).toContain('3 Horseman');
    expect(icons(d, 'unit:')).toEqual(expect.arrayContaining(['unit:melee2', 'unit:cav1']));
    cleanup();
    render(<report.Conquest />);
    expect(screen.queryByTestId('report-disbanded')).toBeNull();
  });

  it('a destruction says so', () => {
    render(<report.Destruction />);
    expect(screen.getByTestId('report').textContent).toContain('The village was destroyed.');
  });

  it('a battle: attacker, defender and each reinforcement with units, losses and survivors', () => {
    render(<report.Battle />);
    const rows = screen.getByRole('table').querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.querySelector('th')!.textContent)).toEqual(['Attacker', 'Defender', 'Reinforcements from Village 31']);
    expect(rows[0]!.textContent).toContain('38 Militia'); // survived: 50 - 12
    expect(icons(rows[0]!, 'unit:')).toEqual(expect.arrayContaining(['unit:melee1', 'unit:special2']));
  });

  it('a kind this client does not know is shown field by field', () => {
    render(<report.UnknownKind />);
    const r = screen.getByTestId('report');
    expect(r.textContent).toContain('delivered');
    expect(r.textContent).toContain('1,200');
    expect(r.textContent).toContain('4 Militia');
    expect(icons(r, 'unit:')).toContain('unit:melee1');
  });

  it('battle data of an unexpected shape does not crash the page', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<report.Garbled />);
    expect(screen.getByTestId('report').textContent).toContain('attacker');
    err.mockRestore();
  });
});

describe('reports list', () => {
  it('an icon per kind, unread rows bold, the kind named even when unknown', () => {
    render(<list.Mixed />);
    const rows = [...screen.getByRole('table').querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual(['starvation', 'battle', 'settle', 'tournament']);
    expect(rows.map((r) => r.querySelector('svg[data-icon]')?.getAttribute('data-icon'))).toEqual(['stat:consumption', 'stat:attack', 'ui:settle', 'ui:reports']);
    expect(rows.map((r) => r.classList.contains('ak-reports__unread'))).toEqual([true, true, false, false]);
    expect(rows[3]!.textContent).toContain('tournament');
  });

  it('pages through the server pages', () => {
    const onPage = vi.fn();
    render(<list.Mixed onPage={onPage} />);
    const nav = screen.getByRole('navigation');
    expect(nav.textContent).toContain('Page 2 of 3');
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onPage.mock.calls).toEqual([[2], [0]]);
  });

  it('says when there are no reports', () => {
    render(<list.Empty />);
    expect(screen.getByText('No reports yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('names stored in the report', () => {
  const fact = (label: string) => {
    const dt = [...screen.getByTestId('report').querySelectorAll('dt')].find((d) => d.textContent === label)!;
    return dt.nextElementSibling!.textContent;
  };

  it('a battle shows both villages and players by the names stored at the battle', () => {
    render(<report.BattleNamed />);
    expect(fact('Attacker')).toBe("Aldric's village (3|6) · Aldric");
    expect(fact('Defender')).toBe('Ravensford (-1|-5) · Brenna');
  });

  it('an older battle without names falls back to the own village name or ids', () => {
    render(<report.Battle />);
    expect(fact('Attacker')).toBe('Highmoor · Player 7');
    expect(fact('Defender')).toBe('Ravensford (15|-3) · Player 9');
    cleanup();
    render(<report.Battle villageName={() => undefined} />);
    expect(fact('Attacker')).toBe('Village 11 · Player 7');
  });

  it("the target's copy of a scouting names who sent the scouts", () => {
    render(<report.ScoutSeenNamed />);
    expect(fact('Target')).toBe('Ravensford (-1|-5) · Brenna');
    expect(fact('From')).toBe("Aldric's village (3|6) · Aldric");
  });
});

describe('titles rendered from the catalogue', () => {
  it('the list shows each key with its parameters in English', () => {
    render(<list.Mixed />);
    const rows = [...screen.getByRole('table').querySelectorAll('tbody tr th a')].map((a) => a.textContent);
    expect(rows).toEqual(['Troops starved in Highmoor', 'Victory at Ravensford - village conquered', 'A new village was founded at (20|4)', 'reports.titles.suppliesDelivered']);
  });

  it('the report heads with its title; a legacy title shows its stored English; a key this catalogue lacks shows the key', () => {
    render(<report.Destruction />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Victory at Ashfield - village destroyed');
    expect(screen.getByRole('region', { name: 'Victory at Ashfield - village destroyed' })).toBeTruthy();
    cleanup();
    render(<report.Garbled />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('A garbled battle');
    cleanup();
    render(<report.UnknownKind />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('reports.titles.suppliesDelivered');
  });
});

describe('reports at events and objectives', () => {
  it('a battle at an event names the event (a link to its page), the natives, the kills, the share and the rewards', () => {
    render(<objectiveReports.EventVictory />);
    const report = screen.getByTestId('report');
    expect(within(report).getByRole('link', { name: 'Gathering native forces (4|-3)' }).getAttribute('href')).toBe('/objective/41');
    expect(report.textContent).toContain('Your share75%');
    expect(within(screen.getByTestId('report-rewards')).getByText(/900 Wood/)).toBeTruthy();
  });
  it('a captured objective links to it', () => {
    render(<objectiveReports.ObjectiveCaptured />);
    expect(within(screen.getByTestId('report-captured')).getByRole('link').getAttribute('href')).toBe('/objective/51');
  });
  it('a failed supply event says the supplies are lost; the kind has its own icon', () => {
    render(<objectiveReports.SupplyFailed />);
    expect(screen.getByTestId('report-supplies-lost').textContent).toContain('your supplies are lost');
    expect(screen.getByTestId('report').getAttribute('data-kind')).toBe('event_supply');
    expect(screen.getByTestId('report').querySelector('h2 svg[data-icon]')?.getAttribute('data-icon')).toBe('resource:merchants');
  });
});
