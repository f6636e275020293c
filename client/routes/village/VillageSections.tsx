import type { ReactNode } from 'react';
import type { VillageResponse, VillageState } from '../../../server/contract';
import { Icon } from '../../panels/Icon';
import { iconFor, type IconName } from '../../panels/iconNames';
import { formatCoords, formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';

function Section({ icon, title, empty, children }: { icon: IconName; title: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="ak-voverview__section" aria-label={title}>
      <h2><Icon name={icon} />{title}</h2>
      {empty ? <p className="ak-voverview__empty">{empty}</p> : children}
    </section>
  );
}

export function DistrictList({ districts }: { districts: string[] }) {
  const t = useText();
  return (
    <Section icon="district:economy" title={t('villageOverview.districts')} empty={districts.length ? null : t('villageOverview.noDistricts')}>
      <ul className="ak-voverview__chips">
        {districts.map((d) => (
          <li key={d} className="ak-voverview__chip"><Icon name={iconFor('district', d)} />{t(`panels.names.district.${d}`)}</li>
        ))}
      </ul>
    </Section>
  );
}

export function BuildingList({ buildings }: { buildings: VillageState['buildings'] }) {
  const t = useText();
  const sorted = [...buildings].sort((a, b) => a.type.localeCompare(b.type));
  return (
    <Section icon="building:town_hall" title={t('villageOverview.buildings')} empty={buildings.length ? null : t('villageOverview.noBuildings')}>
      <ul className="ak-voverview__grid">
        {sorted.map((b) => (
          <li key={b.id} className="ak-voverview__card">
            <Icon name={iconFor('building', b.type)} size="var(--fs-xxl)" />
            <span className="ak-voverview__card-name">{t(`panels.names.building.${b.type}`)}</span>
            <span className="ak-voverview__level">{t('villageOverview.level', { level: b.level })}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function TileList({ tiles }: { tiles: VillageState['tiles'] }) {
  const t = useText();
  return (
    <Section icon="ui:tile" title={`${t('villageOverview.tiles')} (${tiles.length})`} empty={tiles.length ? null : t('villageOverview.noTiles')}>
      <ul className="ak-voverview__chips">
        {tiles.map((tile) => (
          <li key={`${tile.x}|${tile.y}`} className="ak-voverview__chip ak-voverview__chip--coords">{formatCoords(tile.x, tile.y)}</li>
        ))}
      </ul>
    </Section>
  );
}

export function UnitList({ units }: { units: VillageResponse['units'] }) {
  const t = useText();
  const shown = units.filter((u) => u.amount > 0);
  const group = (home: boolean) => shown.filter((u) => u.home === home);
  const table = (home: boolean) => {
    const list = group(home);
    if (!list.length) return null;
    return (
      <div className="ak-voverview__units">
        <h3>{t(home ? 'villageOverview.home' : 'villageOverview.away')}</h3>
        <ul className="ak-voverview__grid">
          {list.map((u) => (
            <li key={`${u.unit}-${home}`} className="ak-voverview__card">
              <Icon name={iconFor('unit', u.unit)} size="var(--fs-xxl)" />
              <span className="ak-voverview__card-name">{t(`panels.names.unit.${u.unit}`)}</span>
              <span className="ak-voverview__level">{formatNumber(u.amount)}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  };
  return (
    <Section icon="ui:army" title={t('villageOverview.units')} empty={shown.length ? null : t('villageOverview.noUnits')}>
      {table(true)}
      {table(false)}
    </Section>
  );
}
