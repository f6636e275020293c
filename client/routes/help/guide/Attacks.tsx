import type { GamedataResponse, GamedataUnit } from '../../../../server/contract';
import { MOVE_TYPES } from '../../../../server/contract/units';
import { BATTLE, LOYALTY, SIEGE, WALLS } from '../../../../server/game/data/constants';
import { NOBLE_KEY } from '../../../../server/game/battle/loyalty';
import { formatDuration, formatNumber } from '../../../i18n/format';
import { useText } from '../../../panels/text';
import { GUIDE_ROUTES } from '../../../app/guide';
import { effectOf, needsText, pct, protectionSeconds, travelSeconds } from './guideNumbers';
import { GuideStep, More, P } from './GuideStep';

/** The distance of the travel examples, in tiles. */
const EXAMPLE_TILES = 10;
/** The army of the loot example. */
const EXAMPLE_ARMY = 100;

/**
 * /help/guide/attacks: move types, travel, battle, walls, loot, siege, Nobles and loyalty, beginner
 * protection. Numbers from GET user/gamedata and, where the rule's constant is not part of it, from the
 * data module the rule itself reads (server/game/data/constants: BATTLE, WALLS, SIEGE, LOYALTY).
 */
export function Attacks({ gamedata: g }: { gamedata: GamedataResponse }) {
  const t = useText();
  const n = (x: number) => formatNumber(x);
  const unitName = (key: string) => t(`panels.names.unit.${key}`);
  // The first unit of the table with the highest speed, the lowest speed and the largest carry.
  const pick = (better: (a: GamedataUnit, b: GamedataUnit) => boolean) => g.units.reduce<GamedataUnit | undefined>((a, b) => (!a || better(b, a) ? b : a), undefined);
  const fastest = pick((a, b) => a.speed > b.speed);
  const slowest = pick((a, b) => a.speed < b.speed);
  const looter = pick((a, b) => a.carry > b.carry);
  const slots = effectOf(g, 'siege_workshop', 'siege_slots');
  const damage = effectOf(g, 'siege_academy', 'siege_damage');
  const walls = g.buildings.find((b) => b.key === 'walls');
  const noble = g.units.find((u) => u.key === NOBLE_KEY);
  const protection = protectionSeconds(g);
  return (
    <>
      <GuideStep anchor="moves" icon="ui:army" title={t('guide.attacks.moves.title')}>
        <P>{t('guide.attacks.moves.text')}</P>
        <ul className="ak-guide__list">
          {MOVE_TYPES.map((m) => <li key={m}><strong>{t(`guide.attacks.moves.name.${m}`)}</strong>{': '}{t(`guide.attacks.moves.about.${m}`)}</li>)}
        </ul>
        <P>{t('guide.attacks.moves.own')}</P>
      </GuideStep>
      <GuideStep anchor="travel" icon="stat:speed" title={t('guide.attacks.travel.title')}>
        <P>{t('guide.attacks.travel.text', { speed: g.speed })}</P>
        {fastest && slowest && <P>{t('guide.attacks.travel.example', {
          tiles: EXAMPLE_TILES,
          fast: unitName(fastest.key), fastTime: formatDuration(travelSeconds(EXAMPLE_TILES, fastest.speed, g.speed)),
          slow: unitName(slowest.key), slowTime: formatDuration(travelSeconds(EXAMPLE_TILES, slowest.speed, g.speed)),
        })}</P>}
        <P>{t('guide.attacks.travel.callBack', { window: formatDuration(g.durations.callbackWindow) })}</P>
      </GuideStep>
      <GuideStep anchor="battle" icon="stat:attack" title={t('guide.attacks.battle.title')}>
        <P>{t('guide.attacks.battle.text', { luck: pct(BATTLE.luckMax) })}</P>
        <P>{t('guide.attacks.battle.losses', { exponent: BATTLE.lossExponent })}</P>
        <More to="/village/army/simulate">{t('guide.open', { what: t('guide.attacks.battle.simulator') })}</More>
      </GuideStep>
      <GuideStep anchor="walls" icon="building:walls" title={t('guide.attacks.walls.title')}>
        <P>{t('guide.attacks.walls.text', {
          perLevel: pct(WALLS.perLevel), max: WALLS.maxLevel, total: pct(WALLS.perLevel * WALLS.maxLevel),
          research: walls?.research ? t(`research.${walls.research}`) : '—',
        })}</P>
      </GuideStep>
      <GuideStep anchor="loot" icon="resource:all" title={t('guide.attacks.loot.title')}>
        <P>{t('guide.attacks.loot.text')}</P>
        {looter && <P>{t('guide.attacks.loot.example', { count: EXAMPLE_ARMY, unit: unitName(looter.key), carry: n(looter.carry), total: n(looter.carry * EXAMPLE_ARMY) })}</P>}
      </GuideStep>
      <GuideStep anchor="siege" icon="building:siege_workshop" title={t('guide.attacks.siege.title')}>
        <P>{t('guide.attacks.siege.text', { levels: (slots?.levels ?? []).join(', '), slots: slots?.levels.length ?? 0 })}</P>
        <P>{t('guide.attacks.siege.damage', {
          maxLevels: SIEGE.maxLevelsPerHit, points: SIEGE.pointsPerLevel, base: damage?.maxBase ?? 0,
        })}</P>
      </GuideStep>
      <GuideStep anchor="nobles" icon="ui:loyalty" title={t('guide.attacks.nobles.title')}>
        <P>{t('guide.attacks.nobles.text', {
          start: LOYALTY.start, regen: n(LOYALTY.regenPerHour * g.speed), max: LOYALTY.max,
          noble: noble ? unitName(noble.key) : '—', needs: noble ? needsText(noble, t) : '—',
          dropMin: LOYALTY.nobleDropMin, dropMax: LOYALTY.nobleDropMax,
        })}</P>
        <P>{t('guide.attacks.nobles.zero')}</P>
        <More to={GUIDE_ROUTES['first-hour'].settle}>{t('guide.see', { what: t('guide.firstHour.settle.title') })}</More>
      </GuideStep>
      <GuideStep anchor="protection" icon="stat:shield" title={t('guide.attacks.protection.title')}>
        <P>{protection > 0
          ? t('guide.attacks.protection.text', { period: formatDuration(protection), hours: n(g.beginnerProtectionHours) })
          : t('guide.attacks.protection.off')}</P>
        <P>{t('guide.attacks.protection.ends')}</P>
        <P>{t('guide.attacks.protection.never')}</P>
      </GuideStep>
    </>
  );
}
