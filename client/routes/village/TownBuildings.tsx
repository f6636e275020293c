import { useState } from 'react';
import { Link } from 'react-router';
import type { GamedataBuilding, GamedataResponse } from '../../../server/contract';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { useText } from '../../panels/text';
import { inDistrict, townGroupOf, type BuildingStatus, type Cost, type DistrictFilter } from './availability';
import { BuildingCard } from './BuildingCard';
import { effectsAt } from './effects';
import { ReasonList } from './ReasonList';

export interface TownBuildingsProps {
  /** Every building of the game with its status in this village, in the order to show them. */
  rows: Array<{ b: GamedataBuilding; s: BuildingStatus }>;
  districts: GamedataResponse['districts'];
  production: number;
  speed: number;
  stock: Cost;
  withBuilders?: boolean;
  /** Queue a building's next level; absent: no buttons (finished game). */
  onQueue?: (s: BuildingStatus) => Promise<unknown>;
  /** The filter to start with (stories). */
  initialFilter?: DistrictFilter;
}

/**
 * The town hall's buildings: what can be built now first, then what needs one step (one missing
 * requirement, named on the card), then the rest folded away with its count; a district filter above.
 */
export function TownBuildings({ rows, districts, production, speed, stock, withBuilders, onQueue, initialFilter = 'all' }: TownBuildingsProps) {
  const t = useText();
  const [filter, setFilter] = useState<DistrictFilter>(initialFilter);
  const filters: DistrictFilter[] = ['all', 'core', ...districts.map((d) => d.key)];
  const shown = rows.filter(({ b }) => inDistrict(b, filter));
  const now = shown.filter(({ b, s }) => townGroupOf(s, b) === 'now');
  const oneStep = shown.filter(({ b, s }) => townGroupOf(s, b) === 'oneStep');
  const later = shown.filter(({ b, s }) => townGroupOf(s, b) === 'later');
  const filterName = (f: DistrictFilter) => (f === 'all' || f === 'core' ? t(`villageTown.filter.${f}`) : t(`panels.names.district.${f}`));
  const cards = (list: typeof rows) => (
    <div className="ak-vpage__cards">
      {list.map(({ b, s }) => (
        <BuildingCard key={b.key} building={b} status={s} production={production} speed={speed} stock={stock} withBuilders={withBuilders}
          onQueue={onQueue ? () => onQueue(s) : undefined} />
      ))}
    </div>
  );
  return (
    <section className="ak-vpage__section ak-town" aria-label={t('villageTown.built')}>
      <h2><Icon name="building:town_hall" />{t('villageTown.built')}</h2>
      <fieldset className="ak-segmented" data-testid="district-filter">
        <legend className="ak-segmented__legend">{t('villageTown.filter.label')}</legend>
        {filters.map((f) => {
          const count = rows.filter(({ b }) => inDistrict(b, f)).length;
          return (
            <label key={f} className="ak-segmented__option">
              <input type="radio" name="town-district" value={f} checked={filter === f} onChange={() => setFilter(f)} />
              {f !== 'all' && f !== 'core' && <Icon name={iconFor('district', f)} />}
              <span>{filterName(f)}</span> <span className="ak-vpage__count">{count}</span>
            </label>
          );
        })}
      </fieldset>

      <section className="ak-town__group" aria-label={t('villageTown.available')} data-group="now">
        <h3>{t('villageTown.available')} <span className="ak-vpage__count">({now.length})</span></h3>
        {now.length === 0 ? <p className="ak-vpage__empty">{t('villageTown.noneAvailable')}</p> : cards(now)}
      </section>

      <section className="ak-town__group" aria-label={t('villageTown.oneStep')} data-group="oneStep">
        <h3>{t('villageTown.oneStep')} <span className="ak-vpage__count">({oneStep.length})</span></h3>
        <p className="ak-vpage__note">{t('villageTown.oneStepNote')}</p>
        {oneStep.length === 0 ? <p className="ak-vpage__empty">{t('villageTown.noneOneStep')}</p> : cards(oneStep)}
      </section>

      {later.length > 0 && (
        <details className="ak-town__rest" data-group="later">
          <summary>{t('villageTown.rest', { count: later.length })}</summary>
          <ul className="ak-locked">
            {later.map(({ b, s }) => (
              <li key={b.key} className="ak-locked__item" data-building={b.key}>
                <Icon name={iconFor('building', b.key)} size="var(--fs-xl)" />
                <div className="ak-locked__body">
                  <Link to={`/village/${b.key}`} className="ak-bcard__name">{t(`panels.names.building.${b.key}`)}</Link>
                  <span className="ak-locked__gives">{effectsAt(b, Math.max(1, s.level), speed, t).join(' · ')}</span>
                  <ReasonList reasons={s.reasons.filter((r) => r.key === 'tier' || r.key === 'district' || r.key === 'research' || r.key === 'maxLevel')}
                    researchName={(k) => t(`research.${k}`)} />
                </div>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
