// @vitest-environment jsdom
// The troops help page's battle line says the rules' own luck and walls numbers (server/game/data/constants):
// the catalogue holds no number of its own, so a tuned constant shows on the page.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import enUS from '../../../../client/i18n/en-US.json';
import { HelpTroops } from '../../../../client/routes/help/HelpTroops';
import { BATTLE, WALLS } from '../../../../server/game/data/constants';
import { economyGamedata } from '../../../../stories/economy/fixtures';

afterEach(cleanup);

describe('the troops help battle line', () => {
  it('renders luck and walls from the battle constants', () => {
    const { container } = render(<HelpTroops gamedata={economyGamedata} />);
    const luck = `±${Math.round(BATTLE.luckMax * 1000) / 10}%`;
    const perLevel = `${Math.round(WALLS.perLevel * 1000) / 10}%`;
    const max = `${Math.round(WALLS.perLevel * WALLS.maxLevel * 1000) / 10}%`;
    expect(container.textContent).toContain(`Luck moves attack strength by up to ${luck}. Walls add ${perLevel} defence per level, up to level ${WALLS.maxLevel} (${max}).`);
  });

  it('the catalogue line carries no number of its own', () => {
    expect(enUS.helpPage.troops.battle).not.toMatch(/\d/);
  });
});
