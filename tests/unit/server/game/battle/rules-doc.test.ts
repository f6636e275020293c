import { describe, expect, it } from 'vitest';
import { renderRules } from '../../../../../scripts/rules-doc';

describe('docs/RULES.md armies section', () => {
  const doc = renderRules();

  it('documents every formula of the battle, loot, movement, siege, loyalty and starvation rules', () => {
    for (const f of [
      'A = sum(attack x count) x (1 + luck)',
      'x (1 + 0.025 x min(wall level, 20))',
      'r = (loser / winner)^1.5',
      'floor(count x r)',
      'min(floor(capacity), sum of floor(stock))',
      'sqrt(dx^2 + dy^2)',
      'round(distance / slowest unit speed / world speed x 3,600,000)',
      'd = floor(A / 2) + a whole number uniform in [0, 10]',
      'min(5, floor(d / 2))',
      '1 x hours x world speed',
      'uniform in [20, 35]',
      'ceil(deficit / consumption)',
      'You cannot settle a village right now',
    ]) {
      expect(doc).toContain(f);
    }
  });

  it('shows the worked examples computed by battle()', () => {
    expect(doc).toContain('| 100 Swordsmen vs 100 Militia, walls 20 | 4,000 | 2,250 | attacker | 42.2% | 42 x Swordsman | 100 x Militia |');
    expect(doc).toContain('| 10 | 3 | 5-15 | 2-5 |');
  });
});
