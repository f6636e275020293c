import type { GamedataBuilding, GamedataResponse } from '../../../server/contract';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { effectsAt } from '../village/effects';

const RES = ['wood', 'stone', 'iron', 'food'] as const;

/** Every building: district, tier, research, and price, work, inhabitants and effect at each level. */
export function HelpBuildings({ gamedata: g }: { gamedata: GamedataResponse }) {
  const t = useText();
  const byDistrict: Array<{ key: string; label: string; list: GamedataBuilding[] }> = [
    { key: 'core', label: t('helpPage.buildings.core'), list: g.buildings.filter((b) => !b.district) },
    ...g.districts.map((d) => ({ key: d.key, label: t(`panels.names.district.${d.key}`), list: g.buildings.filter((b) => b.district === d.key) })),
  ];
  return (
    <>
      <section className="ak-vpage__section" aria-label={t('helpPage.buildings.title')}>
        <h2><Icon name="building:town_hall" />{t('helpPage.buildings.title')}</h2>
        <p className="ak-vpage__note">{t('helpPage.buildings.intro')}</p>
      </section>
      {byDistrict.map((group) => (
        <section key={group.key} className="ak-vpage__section" aria-label={group.label}>
          <h2><Icon name={group.key === 'core' ? 'building:town_hall' : iconFor('district', group.key)} />{group.label}
            <span className="ak-vpage__count">({group.list.length})</span></h2>
          <div className="ak-help__list">
            {group.list.map((b) => <BuildingHelp key={b.key} b={b} speed={g.speed} />)}
          </div>
        </section>
      ))}
    </>
  );
}

function BuildingHelp({ b, speed }: { b: GamedataBuilding; speed: number }) {
  const t = useText();
  return (
    <details className="ak-help__item" id={`help-${b.key}`}>
      <summary>
        <Icon name={iconFor('building', b.key)} size="var(--fs-xl)" />
        <span className="ak-help__item-name">{t(`panels.names.building.${b.key}`)}</span>
        <span className="ak-help__item-meta">
          <span className="ak-badge">{t(`tiers.${b.tier}`)}</span>
          {b.research && <span className="ak-badge ak-badge--info"><Icon name={iconFor('tech', b.research)} />{t(`research.${b.research}`)}</span>}
          <span className="ak-help__item-effect">{effectsAt(b, 1, speed, t).join(' · ')}</span>
        </span>
      </summary>
      <p className="ak-vpage__note">{b.description}</p>
      <div className="ak-table-scroll">
        <table className="ak-vpage__table ak-vpage__table--levels">
          <thead><tr>
            <th scope="col">{t('villageBuilding.level')}</th>
            {RES.map((r) => <th key={r} scope="col"><Icon name={`resource:${r}`} title={t(`resources.${r}`)} /></th>)}
            <th scope="col">{t('helpPage.buildings.work')}</th>
            <th scope="col"><Icon name="resource:population" title={t('resources.population')} /></th>
            <th scope="col">{t('villageBuilding.effect')}</th>
          </tr></thead>
          <tbody>
            {b.levels.map((l) => (
              <tr key={l.level}>
                <th scope="row">{l.level}</th>
                {RES.map((r) => <td key={r}>{formatNumber(l.cost[r])}</td>)}
                <td>{formatNumber(l.work)}</td>
                <td>{formatNumber(l.population)}</td>
                <td>{effectsAt(b, l.level, speed, t).join(' · ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
