import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { renderRules, RULES_PATH } from '../../scripts/rules-doc';
import { BUILDINGS } from '../../server/game/data/buildings';
import { UNITS } from '../../server/game/data/units';
import { RESEARCH } from '../../server/game/data/research';

describe('docs/RULES.md', () => {
  const rendered = renderRules();

  it('is up to date with the data tables (run `npx tsx scripts/rules-doc.ts` after changing them)', () => {
    expect(fs.existsSync(RULES_PATH), 'docs/RULES.md is missing').toBe(true);
    const committed = fs.readFileSync(RULES_PATH, 'utf8');
    // Compare line by line first so a failure names the first stale line instead of a 900-line diff.
    const a = committed.split('\n');
    const b = rendered.split('\n');
    const first = b.findIndex((line, i) => a[i] !== line);
    expect(first === -1 ? null : { line: first + 1, committed: a[first], expected: b[first] }).toBeNull();
    expect(committed).toBe(rendered);
  });

  it('documents every building, unit and technology and the main formulas', () => {
    for (const b of BUILDINGS) expect(rendered).toContain(`### ${b.name} (\`${b.key}\`)`);
    for (const u of UNITS) expect(rendered).toContain(`| \`${u.key}\` | ${u.name} |`);
    for (const r of RESEARCH) expect(rendered).toContain(`| ${r.id} | \`${r.key}\` | ${r.name} |`);
    for (const f of ['min(store_res, amount + r x h)', 'floor(base x (1 + improvement))', 'floor(prod_food x (1 + impr_food)) - population - consumption',
      'round(10000 x s^k)']) {
      expect(rendered).toContain(f);
    }
  });

  it('renders the same text every time', () => {
    expect(renderRules()).toBe(rendered);
  });
});
