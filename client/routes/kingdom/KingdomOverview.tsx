import type { ProfileResponse } from '../../../server/contract';
import { Icon } from '../../panels/Icon';
import type { IconName } from '../../panels/iconNames';
import { ProgressBar } from '../../panels/ProgressBar';
import { formatNumber } from '../../i18n/format';
import { researchName, useText } from '../../panels/text';
import { RowStatusCells, VillageNameCell } from './VillageNameCell';
import type { KingdomVillageRow } from './useKingdomVillages';

export interface KingdomTabProps {
  profile: ProfileResponse['profile'];
  rows: KingdomVillageRow[];
  currentVillageId: number | undefined;
  onSelectVillage: (id: number) => void;
}

function Stat({ icon, label, value }: { icon: IconName; label: string; value: string }) {
  return (
    <div className="ak-kingdom__stat">
      <Icon name={icon} size="var(--fs-xxl)" />
      <div><div className="ak-kingdom__stat-value">{value}</div><div className="ak-kingdom__stat-label">{label}</div></div>
    </div>
  );
}

/** The kingdom at a glance: account figures, then every village with tier, population and loyalty. */
export function KingdomOverview({ profile: p, rows, currentVillageId, onSelectVillage }: KingdomTabProps) {
  const t = useText();
  return (
    <>
      <div className="ak-kingdom__stats">
        <Stat icon="ui:village" label={t('kingdomPage.villages')} value={formatNumber(rows.length)} />
        <Stat icon="resource:culture" label={t('kingdomPage.culture')} value={formatNumber(p.culture)} />
        <Stat icon="resource:aether" label={t('kingdomPage.aether')} value={formatNumber(p.aether)} />
        <Stat icon="ui:builders" label={t('kingdomPage.builders')} value={formatNumber(p.builders)} />
      </div>
      <div className="ak-kingdom__research">
        {p.researching !== null && p.researching_name
          ? <ProgressBar tone="science" label={`${t('kingdomPage.researching')}: ${researchName(t, p.researching, p.researching_name)}`} value={p.science} max={p.science_base} detail="fraction" />
          : <p className="ak-kingdom__muted">{t('kingdomPage.noResearch')}</p>}
      </div>
      <div className="ak-table-scroll">
        <table className="ak-kingdom__table">
          <thead>
            <tr>
              <th scope="col">{t('kingdomPage.village')}</th>
              <th scope="col">{t('kingdomPage.tier')}</th>
              <th scope="col" className="is-num">{t('kingdomPage.population')}</th>
              <th scope="col" className="is-num">{t('kingdomPage.loyalty')}</th>
              <th scope="col" className="is-num">{t('kingdomPage.incoming')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.item.id}>
                <VillageNameCell row={row} current={row.item.id === currentVillageId} onSelect={onSelectVillage} />
                {row.village ? (
                  <>
                    <td>{t(`panels.tier.${row.village.tier}`)}</td>
                    <td className="is-num">{formatNumber(row.village.population)}</td>
                    <td className="is-num">{formatNumber(row.village.loyalty)}</td>
                  </>
                ) : <RowStatusCells row={row} span={3} />}
                <td className="is-num">
                  {row.item.incomings > 0
                    ? <span className="ak-kingdom__alert"><Icon name="ui:attack_alert" title={t('panels.kingdomList.incoming', { count: row.item.incomings })} />{row.item.incomings}</span>
                    : '0'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
