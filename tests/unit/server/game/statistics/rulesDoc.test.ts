import { describe, expect, it } from 'vitest';
import { renderRules } from '../../../../../scripts/rules-doc';
import { MILESTONES, STATISTICS } from '../../../../../server/game/data/statistics';
import { MEDAL_CATEGORIES, MILESTONE_TYPES } from '../../../../../server/game/statistics';

describe('docs/RULES.md: statistics, rankings and medals', () => {
  const doc = renderRules();
  const section = doc.slice(doc.indexOf('## 18. Statistics, rankings and medals'));

  it('has the section, with the medals per category, the refresh and every category', () => {
    expect(doc).toContain('## 18. Statistics, rankings and medals');
    expect(section).toContain(`the top ${STATISTICS.medalsPerCategory} kingdoms and the top ${STATISTICS.medalsPerCategory} Empires`);
    expect(section).toContain(`every ${STATISTICS.rankRefreshMs / 1000} seconds`);
    expect(section).toContain(`${STATISTICS.weekDays} days / world speed`);
    for (const c of MEDAL_CATEGORIES) expect(section).toContain(`\`${c}\``);
  });

  it('lists every milestone with its thresholds and prestige', () => {
    for (const t of MILESTONE_TYPES) {
      const row = section.split('\n').find((l) => l.startsWith(`| \`${t}\``));
      expect(row, t).toBeDefined();
      expect(row).toContain(MILESTONES[t].prestige.join(' / '));
      expect(row!.replace(/,/g, '')).toContain(MILESTONES[t].thresholds.join(' / '));
    }
  });
});
