import type { GamedataResponse } from '../../../server/contract';
import { Icon } from '../../panels/Icon';
import { iconFor, type IconName } from '../../panels/iconNames';
import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { BATTLE, WALLS } from '../../../server/game/data/constants';
import { pct } from './guide/guideNumbers';

const RES = ['wood', 'stone', 'iron', 'food'] as const;

/** The stat icons of the table header, spelled out under it. */
const LEGEND: Array<[IconName, string]> = [
  ['stat:attack', 'attack'], ['stat:defmelee', 'defmelee'], ['stat:defcav', 'defcav'], ['stat:defranged', 'defranged'],
  ['stat:speed', 'speed'], ['stat:consumption', 'consumption'], ['resource:all', 'helpPage.troops.carry'],
  ['resource:population', 'helpPage.troops.size'], ['stat:required', 'required'], ['stat:scout', 'scout'],
];

/** Every unit with its stats (icons of SPEC.md section 3), cost, and the building, level and research it needs. */
export function HelpTroops({ gamedata: g }: { gamedata: GamedataResponse }) {
  const t = useText();
  const stat = (icon: IconName, label: string) => <th scope="col"><Icon name={icon} title={label} /></th>;
  return (
    <section className="ak-vpage__section" aria-label={t('helpPage.troops.title')}>
      <h2><Icon name="ui:army" />{t('helpPage.troops.title')}</h2>
      <p className="ak-vpage__note">{t('helpPage.troops.intro')}</p>
      <div className="ak-table-scroll">
        <table className="ak-vpage__table ak-help__units">
          <thead><tr>
            <th scope="col">{t('helpPage.troops.unit')}</th>
            {stat('stat:attack', t('unitStats.attack'))}
            {stat('stat:defmelee', t('unitStats.defmelee'))}
            {stat('stat:defcav', t('unitStats.defcav'))}
            {stat('stat:defranged', t('unitStats.defranged'))}
            {stat('stat:speed', t('unitStats.speed'))}
            {stat('stat:consumption', t('unitStats.consumption'))}
            {stat('resource:all', t('helpPage.troops.carry'))}
            {stat('resource:population', t('helpPage.troops.size'))}
          </tr></thead>
          <tbody>
            {g.units.map((u) => (
              <tr key={u.key}>
                <th scope="row">
                  <div className="ak-help__unit">
                    <span className="ak-help__unit-name">
                      <Icon name={iconFor('unit', u.key)} size="var(--fs-lg)" />
                      {t(`panels.names.unit.${u.key}`)}
                      <span className="ak-help__unit-type"><Icon name={iconFor('stat', u.attackType)} title={t(`unitStats.${u.attackType}`)} /></span>
                      {u.scout && <Icon name="stat:scout" title={t('unitStats.scout')} />}
                    </span>
                    <span className="ak-help__cost" aria-label={t('helpPage.troops.cost')}>{RES.filter((r) => u.cost[r] > 0).map((r) => (
                      <span key={r}><Icon name={`resource:${r}`} title={t(`resources.${r}`)} />{formatNumber(u.cost[r])}</span>
                    ))}</span>
                    <span className="ak-help__needs"><Icon name="stat:required" title={t('unitStats.required')} />
                      {[
                        `${t(`panels.names.building.${u.building}`)} ${u.level}`,
                        ...u.requires.map((r) => `${t(`panels.names.building.${r.building}`)} ${r.level}`),
                        ...(u.research ? [t(`research.${u.research}`)] : []),
                      ].join(', ')}
                    </span>
                  </div>
                </th>
                <td>{formatNumber(u.attack)}</td>
                <td>{formatNumber(u.defence.melee)}</td>
                <td>{formatNumber(u.defence.cav)}</td>
                <td>{formatNumber(u.defence.ranged)}</td>
                <td>{formatNumber(u.speed)}</td>
                <td>{formatNumber(u.consumption)}</td>
                <td>{formatNumber(u.carry)}</td>
                <td>{formatNumber(u.size)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="ak-help__legend" aria-label={t('helpPage.troops.legend')}>
        {LEGEND.map(([icon, key]) => (
          <li key={key}><Icon name={icon} />{key.startsWith('helpPage.') ? t(key) : t(`unitStats.${key}`)}</li>
        ))}
      </ul>
      <p className="ak-vpage__note">{t('helpPage.troops.battle', {
        luck: pct(BATTLE.luckMax), perLevel: pct(WALLS.perLevel), maxLevel: WALLS.maxLevel, max: pct(WALLS.perLevel * WALLS.maxLevel),
      })}</p>
    </section>
  );
}
