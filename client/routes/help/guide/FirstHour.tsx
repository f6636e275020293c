import type { GamedataResponse } from '../../../../server/contract';
import { STARTING_STOCK } from '../../../../server/game/data/constants';
import { SETTLER_KEY } from '../../../../server/game/data/units';
import { cultureThresholds } from '../../../../server/game/economy/culture';
import { formatDuration, formatNumber } from '../../../i18n/format';
import { useText } from '../../../panels/text';
import { GUIDE_ROUTES } from '../../../app/guide';
import { costText, needsText, protectionSeconds } from './guideNumbers';
import { GuideStep, More, P } from './GuideStep';

/** /help/guide/first-hour: from registering to the second village, with this world's numbers. */
export function FirstHour({ gamedata: g }: { gamedata: GamedataResponse }) {
  const t = useText();
  const a = GUIDE_ROUTES.attacks;
  const n = (x: number) => formatNumber(x);
  const tier = (k: string) => g.tiers.find((x) => x.key === k);
  const village = g.tiers[0];
  const protection = protectionSeconds(g);
  const rate = (k: keyof GamedataResponse['baseRates']) => n(g.baseRates[k] * g.speed);
  const tier1 = g.research.filter((x) => x.tier === g.research[0]?.tier);
  const firstTech = g.research[0];
  const unlocks = (keys: string) => keys.split(',').filter(Boolean).map((k) => t(`panels.names.building.${k}`)).join(', ');
  const firstUnit = g.units[0];
  const scout = g.units.find((u) => u.scout);
  const settlers = g.units.find((u) => u.key === SETTLER_KEY);
  const secondVillage = cultureThresholds({ villages: 1, towns: 0, cities: 0 }).village;
  return (
    <>
      <GuideStep anchor="register" icon="ui:member" title={t('guide.firstHour.register.title')}>
        <P>{t('guide.firstHour.register.text')}</P>
      </GuideStep>
      <GuideStep anchor="found" icon="ui:kingdom" title={t('guide.firstHour.found.title')}>
        <P>{t('guide.firstHour.found.text', { stock: n(STARTING_STOCK.wood), aether: n(g.startingAether) })}</P>
        <P>{protection > 0 ? t('guide.firstHour.found.protection', { period: formatDuration(protection) }) : t('guide.attacks.protection.off')}</P>
        <More to={a.protection}>{t('guide.see', { what: t('guide.attacks.protection.title') })}</More>
      </GuideStep>
      <GuideStep anchor="produce" icon="resource:all" title={t('guide.firstHour.produce.title')}>
        <P>{t('guide.firstHour.produce.text', { wood: rate('wood'), stone: rate('stone'), iron: rate('iron'), food: rate('food') })}</P>
        <P>{t('guide.firstHour.produce.storage', { storage: n(g.baseStorage) })}</P>
        <P>{t('guide.firstHour.produce.queue', { queue: village?.queueLength ?? 0, production: rate('production') })}</P>
        <More to="/help/resources">{t('guide.see', { what: t('helpPage.resources.title') })}</More>
      </GuideStep>
      <GuideStep anchor="district" icon="district:economy" title={t('guide.firstHour.district.title')}>
        <P>{t('guide.firstHour.district.text')}</P>
        <P>{t('guide.firstHour.district.slots', { village: tier('village')?.districtSlots ?? 0, town: tier('town')?.districtSlots ?? 0, city: tier('city')?.districtSlots ?? 0 })}</P>
        <ul className="ak-guide__list">
          {g.districts.map((d) => (
            <li key={d.key}><strong>{t(`panels.names.district.${d.key}`)}</strong>{': '}
              {g.buildings.filter((b) => b.district === d.key).map((b) => t(`panels.names.building.${b.key}`)).join(', ')}</li>
          ))}
        </ul>
      </GuideStep>
      <GuideStep anchor="research" icon="ui:research" title={t('guide.firstHour.research.title')}>
        <P>{t('guide.firstHour.research.text', {
          min: n(Math.min(...tier1.map((x) => x.science_base))), max: n(Math.max(...tier1.map((x) => x.science_base))),
        })}</P>
        {firstTech && <P>{t('guide.firstHour.research.example', {
          tech: t(`research.${firstTech.key}`), science: n(firstTech.science_base), buildings: unlocks(firstTech.unlocks_building),
        })}</P>}
        <More to="/research">{t('guide.open', { what: t('researchPage.title') })}</More>
      </GuideStep>
      {firstUnit && (
        <GuideStep anchor="train" icon="ui:army" title={t('guide.firstHour.train.title')}>
          <P>{t('guide.firstHour.train.text', {
            unit: t(`panels.names.unit.${firstUnit.key}`), needs: needsText(firstUnit, t), cost: costText(firstUnit.cost, t),
            attack: n(firstUnit.attack), speed: firstUnit.speed, consumption: n(firstUnit.consumption),
          })}</P>
          <More to="/help/troops">{t('guide.see', { what: t('helpPage.troops.title') })}</More>
        </GuideStep>
      )}
      {scout && (
        <GuideStep anchor="scout" icon="stat:scout" title={t('guide.firstHour.scout.title')}>
          <P>{t('guide.firstHour.scout.text', { unit: t(`panels.names.unit.${scout.key}`), needs: needsText(scout, t), speed: scout.speed })}</P>
        </GuideStep>
      )}
      <GuideStep anchor="attack" icon="stat:attack" title={t('guide.firstHour.attack.title')}>
        <P>{t('guide.firstHour.attack.text')}</P>
        <More to={a.path}>{t('guide.see', { what: t('guide.sections.attacks.title') })}</More>
      </GuideStep>
      <GuideStep anchor="report" icon="ui:reports" title={t('guide.firstHour.report.title')}>
        <P>{t('guide.firstHour.report.text')}</P>
      </GuideStep>
      <GuideStep anchor="claim" icon="ui:tile" title={t('guide.firstHour.claim.title')}>
        <P>{t('guide.firstHour.claim.text', {
          radius: village?.claimRadius ?? 0, free: village?.freeClaims ?? 0, thresholds: g.tileThresholds.map(n).join(', '),
        })}</P>
        <P>{t('guide.firstHour.claim.tiers', {
          town: tier('town')?.claimRadius ?? 0, townFree: tier('town')?.freeClaims ?? 0,
          city: tier('city')?.claimRadius ?? 0, cityFree: tier('city')?.freeClaims ?? 0,
        })}</P>
      </GuideStep>
      <GuideStep anchor="settle" icon="ui:settle" title={t('guide.firstHour.settle.title')}>
        {settlers && <P>{t('guide.firstHour.settle.text', {
          unit: t(`panels.names.unit.${settlers.key}`), needs: needsText(settlers, t), cost: costText(settlers.cost, t),
        })}</P>}
        <P>{t('guide.firstHour.settle.culture', { culture: n(secondVillage) })}</P>
      </GuideStep>
    </>
  );
}
