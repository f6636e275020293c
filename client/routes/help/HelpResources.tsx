import type { GamedataResponse } from '../../../server/contract';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
const RATES = ['wood', 'stone', 'iron', 'food', 'production', 'science', 'culture'] as const;

/** Resources, tiles (with their bonuses), tiers and districts, from GET user/gamedata. */
export function HelpResources({ gamedata: g }: { gamedata: GamedataResponse }) {
  const t = useText();
  return (
    <>
      <section className="ak-vpage__section" aria-label={t('helpPage.resources.title')}>
        <h2><Icon name="resource:all" />{t('helpPage.resources.title')}</h2>
        <p className="ak-vpage__note">{t('helpPage.resources.intro', { speed: g.speed })}</p>
        <ul className="ak-help__rates">
          {RATES.map((r) => (
            <li key={r}>
              <Icon name={`resource:${r}`} size="var(--fs-xl)" />
              <span className="ak-help__rate-name">{t(`resources.${r}`)}</span>
              <span className="ak-help__rate-value">{formatNumber(g.baseRates[r] * g.speed)}{t('panels.common.perHour')}</span>
              <span className="ak-help__rate-text">{t(`helpPage.resources.about.${r}`)}</span>
            </li>
          ))}
          <li>
            <Icon name="resource:store_res" size="var(--fs-xl)" />
            <span className="ak-help__rate-name">{t('resources.store_res')} · {t('resources.store_food')}</span>
            <span className="ak-help__rate-value">{formatNumber(g.baseStorage)}</span>
            <span className="ak-help__rate-text">{t('helpPage.resources.about.storage')}</span>
          </li>
          <li>
            <Icon name="resource:aether" size="var(--fs-xl)" />
            <span className="ak-help__rate-name">{t('resources.aether')}</span>
            <span className="ak-help__rate-value">{formatNumber(g.startingAether)}</span>
            <span className="ak-help__rate-text">{t('helpPage.resources.about.aether', { builder: g.aetherCosts.builder })}</span>
          </li>
        </ul>
        <p className="ak-vpage__note">{t('helpPage.resources.food')}</p>
        <p className="ak-vpage__note">{t('helpPage.resources.builders', {
          building: pct(g.builderBoost.building), other: pct(g.builderBoost.other), cost: g.aetherCosts.builder,
        })}</p>
      </section>

      <section className="ak-vpage__section" aria-label={t('helpPage.tiles.title')}>
        <h2><Icon name="ui:tile" />{t('helpPage.tiles.title')}</h2>
        <p className="ak-vpage__note">{t('helpPage.tiles.intro', { thresholds: g.tileThresholds.map((x) => formatNumber(x)).join(', ') })}</p>
        <div className="ak-table-scroll">
          <table className="ak-vpage__table">
            <thead><tr>
              <th scope="col">{t('helpPage.tiles.tile')}</th>
              <th scope="col">{t('helpPage.tiles.bonus')}</th>
              <th scope="col">{t('helpPage.tiles.village')}</th>
              <th scope="col">{t('helpPage.tiles.about')}</th>
            </tr></thead>
            <tbody>
              {g.tiles.map((tile) => (
                <tr key={tile.type}>
                  <th scope="row"><span className="ak-help__swatch" style={{ background: tile.colour }} aria-hidden="true" />
                    <Icon name={iconFor('tile', tile.type)} />{t(`tiles.${tile.type}`)}</th>
                  <td>{tile.bonus
                    ? <>+{pct(tile.bonus.amount)} <Icon name={`resource:${tile.bonus.resource}`} title={t(`resources.${tile.bonus.resource}`)} />
                      {tile.needsDraining ? ` ${t('helpPage.tiles.draining')}` : ''}</>
                    : '—'}</td>
                  <td>{tile.buildable ? t('helpPage.yes') : t('helpPage.no')}</td>
                  <td className="ak-help__text">{tile.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="ak-vpage__section" aria-label={t('helpPage.tiers.title')}>
        <h2><Icon name="ui:tier_up" />{t('helpPage.tiers.title')}</h2>
        <div className="ak-table-scroll">
          <table className="ak-vpage__table">
            <thead><tr>
              <th scope="col">{t('helpPage.tiers.tier')}</th>
              <th scope="col">{t('helpPage.tiers.maxLevel')}</th>
              <th scope="col">{t('helpPage.tiers.queue')}</th>
              <th scope="col">{t('helpPage.tiers.slots')}</th>
              <th scope="col">{t('helpPage.tiers.capacity')}</th>
              <th scope="col">{t('helpPage.tiers.radius')}</th>
              <th scope="col">{t('helpPage.tiers.freeClaims')}</th>
            </tr></thead>
            <tbody>
              {g.tiers.map((x) => (
                <tr key={x.key}>
                  <th scope="row">{t(`tiers.${x.key}`)}</th>
                  <td>{x.maxLevel}</td><td>{x.queueLength}</td><td>{x.districtSlots}</td>
                  <td>{formatNumber(x.merchantCapacity)}</td><td>{x.claimRadius}</td><td>{x.freeClaims}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="ak-vpage__section" aria-label={t('helpPage.districts.title')}>
        <h2><Icon name="district:economy" />{t('helpPage.districts.title')}</h2>
        <ul className="ak-districts">
          {g.districts.map((d) => (
            <li key={d.key} className="ak-district">
              <div className="ak-district__head"><Icon name={iconFor('district', d.key)} size="var(--fs-xl)" /><strong>{t(`panels.names.district.${d.key}`)}</strong></div>
              <p className="ak-district__desc">{d.description}</p>
              <p className="ak-district__unlocks"><span>{t('villageTown.unlocks')}</span>{' '}
                {g.buildings.filter((b) => b.district === d.key).map((b) => t(`panels.names.building.${b.key}`)).join(', ')}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
