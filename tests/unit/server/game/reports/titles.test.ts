import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as titles from '../../../../../server/game/reports/titles';
import { REPORT_TITLE_KEYS, type BattleFate, type ReportTitle } from '../../../../../server/game/reports/titles';
import { reportTitle } from '../../../../../server/contract/reports';
import enUS from '../../../../../client/i18n/en-US.json';
import { initI18n, t } from '../../../../../client/i18n';
import { interpolate, panelText } from '../../../../../client/panels/text';

/**
 * Report titles are catalogue keys with parameters (server/game/reports/titles.ts); the client renders
 * them from client/i18n. Each builder renders to exactly the English the server used to write, and no
 * server/world or server/game file writes a report title in English any more.
 */

const FATES: BattleFate[] = ['unchanged', 'lowered', 'conquered', 'destroyed'];

/** Every builder with the English the server wrote before titles were keys (its old template, verbatim). */
function cases(name: string, x: number, y: number): Array<[ReportTitle, string]> {
  const out: Array<[ReportTitle, string]> = [
    [titles.troopsReturned(name), `Troops returned to ${name}`],
    [titles.noVillageToJoin(), 'Your troops found no village to join and turned back'],
    [titles.troopsArrived(name), `Troops arrived in ${name}`],
    [titles.reinforcementsArrived(name), `Your reinforcements arrived in ${name}`],
    [titles.reinforcementsReceived(name), `Reinforcements arrived in ${name}`],
    [titles.noVillageToScout(), 'Your scouts found no village'],
    [titles.scouting(name, true), `Scouting ${name} succeeded`],
    [titles.scouting(name, false), `Scouting ${name} failed`],
    [titles.scoutsSeen(name), `Scouts were seen near ${name}`],
    [titles.settleRefused(), 'You cannot settle a village right now'],
    [titles.villageFounded(x, y), `A new village was founded at (${x}|${y})`],
    [titles.noVillageToAttack(), 'Your troops found no village to attack'],
    [titles.reinforcementsFought(name), `Your reinforcements fought at ${name}`],
    [titles.troopsStarved(name), `Troops starved in ${name}`],
    [titles.delivered(name, 'exchange'), `Exchanged resources arrived in ${name}`],
    [titles.delivered(name, 'purchase'), `Bought resources arrived in ${name}`],
    [titles.merchantsArrived(name), `Your merchants arrived in ${name}`],
    [titles.merchantsReceived(name), `Merchants arrived in ${name}`],
    [titles.merchantsNoVillage(), 'Your merchants found no village and turned back'],
    [titles.legacy(name), name],
    [titles.atTile('eventBattleVictory', x, y), `Victory over the natives at (${x}|${y})`],
    [titles.atTile('eventBattleDefeat', x, y), `Defeat against the natives at (${x}|${y})`],
    [titles.atTile('eventScouted', x, y), `Your scouts watched the natives at (${x}|${y})`],
    [titles.atTile('nothingThere', x, y), `Your troops found nothing left at (${x}|${y}) and turned back`],
    [titles.atTile('eventRewards', x, y), `Your share of the rewards at (${x}|${y})`],
    [titles.atTile('eventSupplyDelivered', x, y), `Supplies delivered at (${x}|${y})`],
    [titles.atTile('eventSupplyCompleted', x, y), `The supply event at (${x}|${y}) is complete`],
    [titles.atTile('eventSupplyFailed', x, y), `The supply event at (${x}|${y}) failed: your supplies are lost`],
    [titles.atTile('nativeCamp', x, y), `The natives made camp at (${x}|${y})`],
    [titles.atTile('objectiveCaptured', x, y), `You captured the objective at (${x}|${y})`],
    [titles.atTile('objectiveAttackFailed', x, y), `Your attack on the objective at (${x}|${y}) failed`],
    [titles.atTile('objectiveLost', x, y), `You lost the objective at (${x}|${y})`],
    [titles.atTile('objectiveHeld', x, y), `Your objective at (${x}|${y}) held`],
    [titles.atTile('objectiveScouted', x, y), `Your scouts watched the objective at (${x}|${y})`],
    [titles.atTile('objectiveReinforced', x, y), `Your troops arrived at the objective at (${x}|${y})`],
    [titles.atTile('monumentSupplied', x, y), `Supplies arrived at the monument site at (${x}|${y})`],
    [titles.atTile('monumentCompleted', x, y), `The monument at (${x}|${y}) is complete`],
    [titles.atTile('monumentRepaired', x, y), `The monument at (${x}|${y}) is repaired`],
    [titles.eventDefence(name, true), `The natives were driven off at ${name}`],
    [titles.eventDefence(name, false), `The natives overran ${name}`],
  ];
  for (const won of [true, false]) {
    out.push([titles.defenceResult(name, won), `${name} was attacked: ${won ? 'defeat' : 'victory'}`]);
    // A lost battle never conquers or destroys (nobleAttack): its fate is 'unchanged'.
    for (const fate of won ? FATES : ['unchanged' as const]) {
      out.push([titles.attackResult(name, won, fate),
        `${won ? 'Victory' : 'Defeat'} at ${name}${fate === 'conquered' ? ' - village conquered' : fate === 'destroyed' ? ' - village destroyed' : ''}`]);
    }
  }
  return out;
}

describe('report titles', () => {
  it('every key is in the English catalogue under reports.titles, and the catalogue has no title no builder makes', () => {
    const catalogue = Object.keys(enUS.reports.titles).map((k) => `reports.titles.${k}`).sort();
    expect(catalogue).toEqual([...REPORT_TITLE_KEYS].sort());
    const made = new Set(cases('Highmoor', 1, 2).map(([title]) => title.key));
    expect([...made].sort()).toEqual([...REPORT_TITLE_KEYS].sort());
  });

  it('each builder renders, with its parameters, to the English a player saw before (i18next and the bare fallback)', async () => {
    await initI18n();
    for (const [title, english] of cases("Aldric's village 2", -12, 7)) {
      expect(reportTitle.parse(title)).toEqual(title);
      expect(t(title.key, title.params), title.key).toBe(english);
      expect(interpolate(panelText(title.key)!, title.params), title.key).toBe(english);
    }
  });

  it('any village name renders as it is: no markup, interpolation or nesting taken from a name', async () => {
    await initI18n();
    const name = fc.oneof(fc.string(), fc.constantFrom('{{name}}', '$t(reports.title)', '<b>Keep</b> & co', '{{x}} - {{text}}', 'a $t(reports.titles.legacy, {"text": "b"})'));
    fc.assert(fc.property(name, fc.integer({ min: -400, max: 400 }), fc.integer({ min: -400, max: 400 }), (n, x, y) => {
      for (const [title, english] of cases(n, x, y)) {
        if (t(title.key, title.params) !== english) return false;
      }
      return true;
    }), { numRuns: 200 });
  });
});

/** The fixed parts of each English title (around its {{parameters}}), long enough to mean a title. */
const englishParts = Object.values(enUS.reports.titles)
  .flatMap((text) => text.split(/\{\{\s*\w+\s*\}\}/))
  .map((part) => part.trim())
  .filter((part) => part.length >= 8);

/**
 * Report titles that are also refusal texts (SPEC.md section 7: a settle send is refused with the
 * same words): a rule may return this as its `error`, which is not a report title, so the exact
 * string is let through (a title naming a key is checked below, and NewReport.title is typed).
 */
const ALSO_REFUSALS = new Set(['You cannot settle a village right now']);

/** The text of every string and template literal of a file (comments are not looked at). */
function literals(file: string): string[] {
  const src = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push(n.text);
    else if (ts.isTemplateExpression(n)) out.push(n.head.text, ...n.templateSpans.map((s) => s.literal.text));
    ts.forEachChild(n, visit);
  };
  visit(src);
  return out;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('no report English on the server', () => {
  it('the parts are found where they are (the check sees a title written in English)', () => {
    expect(englishParts).toEqual(expect.arrayContaining(['Troops starved in', 'Victory at', '- village conquered', 'was attacked: defeat']));
    const sample = path.join(process.cwd(), 'tests/unit/server/game/reports/titles.test.ts');
    expect(literals(sample).some((l) => l.includes('Troops starved in'))).toBe(true);
  });

  it('no string in server/world or server/game holds a report title\'s English; only the builders name a title key', () => {
    const found: string[] = [];
    const keyed: string[] = [];
    for (const file of [...sources('server/world'), ...sources('server/game')]) {
      for (const l of literals(file)) {
        if (ALSO_REFUSALS.has(l)) continue;
        for (const part of englishParts) if (l.includes(part)) found.push(`${file}: "${l}"`);
        if (l.startsWith('reports.titles.')) keyed.push(file);
      }
    }
    expect(found).toEqual([]);
    expect([...new Set(keyed)]).toEqual([path.join('server/game/reports/titles.ts')]);
  });
});
