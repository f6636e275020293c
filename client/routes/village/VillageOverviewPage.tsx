import { useFinished } from '../../app/hooks/useFinished';
import { useCurrentVillage, useProfile } from '../../app/state';
import { notifyError } from '../../api/errors';
import { renameVillage } from '../../api/villages';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { formatCoords, formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { RenameVillage } from './RenameVillage';
import { BuildingList, DistrictList, TileList, UnitList } from './VillageSections';
import './VillageOverviewPage.css';

/** /village/overview: the current village's name (renamable), tier, place, people, districts, buildings, tiles and units. */
export default function VillageOverviewPage() {
  const { village: data, loading } = useCurrentVillage();
  const { reload } = useProfile();
  const finished = useFinished();
  const t = useText();
  if (!data) {
    return (
      <div className="ak-voverview">
        <PanelFrame title={t('villageOverview.title')} loading={loading} empty={loading ? null : t('villageOverview.empty')} />
      </div>
    );
  }
  const v = data.village;
  // Failures get the toast every call shows (SPEC.md section 8) and the same text under the field.
  const rename = async (name: string) => {
    try {
      await renameVillage(v.id, name);
    } catch (err) {
      throw new Error(notifyError(err, 'error_village_modify')?.text ?? t('villageOverview.renameFailed'));
    }
    reload();
  };
  return (
    <div className="ak-voverview">
      <p className="ak-voverview__kicker">{t('villageOverview.title')}</p>
      <RenameVillage key={`${v.id}:${v.name}`} name={v.name} onRename={rename} disabled={finished} />
      {finished && <p className="ak-voverview__notice">{t('villageOverview.finished')}</p>}
      <dl className="ak-voverview__facts">
        <div><dt>{t('villageOverview.tier')}</dt><dd>{t(`panels.tier.${v.tier}`)}</dd></div>
        <div><dt>{t('villageOverview.coords')}</dt><dd>{formatCoords(v.x, v.y)}</dd></div>
        <div><dt><Icon name="resource:population" />{t('villageOverview.population')}</dt><dd>{formatNumber(v.population)}</dd></div>
        <div><dt><Icon name="ui:loyalty" />{t('villageOverview.loyalty')}</dt><dd>{formatNumber(v.loyalty)}</dd></div>
      </dl>
      {v.settling && <p className="ak-voverview__notice">{t('villageOverview.settling')}</p>}
      <DistrictList districts={v.districts} />
      <BuildingList buildings={v.buildings} />
      <TileList tiles={v.tiles} />
      <UnitList units={data.units} />
    </div>
  );
}
