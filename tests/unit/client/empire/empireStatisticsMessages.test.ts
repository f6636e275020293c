// The statistics' Empire messages (issue 17) as a player reads them: the values the server writes
// (server/world/statistics/refresh.ts and medals.ts) rendered with the catalogue's names, never raw keys.
import { describe, expect, it } from 'vitest';
import { empireMessageText } from '../../../../client/panels/empireMessage';
import { interpolate, panelText } from '../../../../client/panels/text';
import { MILESTONE_TYPES, MEDAL_CATEGORIES } from '../../../../server/game/statistics';

const t = (k: string, v?: Record<string, string | number>) => interpolate(panelText(k) ?? k, v);
const say = (type: string, ...values: Array<string | null>) =>
  empireMessageText(t, { type, value1: values[0] ?? null, value2: values[1] ?? null, value3: values[2] ?? null, value4: values[3] ?? null });

describe('statistics Empire messages', () => {
  it('milestone_vp_gained [milestone type, threshold, prestige] names the counter and formats the amounts', () => {
    expect(say('milestone_vp_gained', 'pvp_att', '1000', '1')).toBe("Milestone: the Empire's PvP attacker kills reached 1,000 (+1 prestige)");
    expect(say('milestone_vp_gained', 'resources', '100000000', '5')).toBe("Milestone: the Empire's resources won reached 100,000,000 (+5 prestige)");
    expect(say('milestone_vp_gained', 'medals', '1', '1')).toBe("Milestone: the Empire's medals reached 1 (+1 prestige)");
    expect(say('milestone_vp_gained', 'land', '25', '1')).toBe("Milestone: the Empire's claimed land reached 25 (+1 prestige)");
    expect(say('milestone_vp_gained', 'events', '5', '1')).toBe("Milestone: the Empire's events completed reached 5 (+1 prestige)");
  });

  it('medal_kingdom_gained [kingdom, category, week, rank] and medal_empire_gained [Empire, category, week, rank]', () => {
    expect(say('medal_kingdom_gained', 'Dagny', 'pvp_att', '2', '1')).toBe('Dagny won a medal in week 2: rank 1 in PvP attack');
    expect(say('medal_kingdom_gained', 'Dagny', 'pve_res', '12', '10')).toBe('Dagny won a medal in week 12: rank 10 in PvE resources');
    expect(say('medal_empire_gained', 'Iron Covenant', 'pvp_def', '3', '2')).toBe('Iron Covenant won an Empire medal in week 3: rank 2 in PvP defence');
    expect(say('medal_empire_gained', 'Iron Covenant', 'pve_win', '1', '3')).toBe('Iron Covenant won an Empire medal in week 1: rank 3 in PvE wins');
  });

  it('every milestone type and medal category the server knows has a name; an unknown one is shown as stored', () => {
    for (const type of MILESTONE_TYPES) expect(panelText(`empire.messageValues.milestones.${type}`), type).toBeTruthy();
    for (const c of MEDAL_CATEGORIES) expect(panelText(`empire.messageValues.medalCategories.${c}`), c).toBeTruthy();
    expect(say('medal_empire_gained', 'Iron Covenant', 'trade', '1', '3')).toBe('Iron Covenant won an Empire medal in week 1: rank 3 in trade');
    // Only the category slot is looked up: a kingdom named like a category keeps its name.
    expect(say('medal_kingdom_gained', 'pvp_att', 'pvp_def', '1', '4')).toBe('pvp_att won a medal in week 1: rank 4 in PvP defence');
    for (const text of [say('milestone_vp_gained', 'pve_def', '10000', '2'), say('medal_kingdom_gained', 'A', 'pve_win', '1', '1')]) {
      expect(text).not.toMatch(/\{\{|pve_|pvp_|undefined/);
    }
  });
});
