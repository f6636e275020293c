import { Icon } from '../../panels/Icon';
import { ProgressBar, type ProgressTone } from '../../panels/ProgressBar';
import { amountAt, isFull, villageTracks, type StoredResource } from '../../panels/resourceTicking';
import { useNow } from '../../panels/useNow';
import { formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import type { KingdomTabProps } from './KingdomOverview';
import { RowStatusCells, VillageNameCell } from './VillageNameCell';

const COLUMNS: { r: StoredResource; label: string }[] = [
  { r: 'wood', label: 'kingdomPage.wood' },
  { r: 'stone', label: 'kingdomPage.stone' },
  { r: 'iron', label: 'kingdomPage.iron' },
  { r: 'food', label: 'kingdomPage.foodStore' },
];

/** kingdomStorage: each village's stock against its warehouse and food cellar, ticking like the resource panel. */
export function KingdomStorage({ rows, currentVillageId, onSelectVillage, clockSkewMs }: KingdomTabProps & { clockSkewMs: number }) {
  const t = useText();
  const now = useNow(clockSkewMs);
  return (
    <>
      <p className="ak-kingdom__muted">{t('kingdomPage.storageNote')}</p>
      <div className="ak-table-scroll">
        <table className="ak-kingdom__table ak-kingdom__table--storage">
          <thead>
            <tr>
              <th scope="col">{t('kingdomPage.village')}</th>
              {COLUMNS.map((c) => <th key={c.r} scope="col"><Icon name={`resource:${c.r}`} /> {t(c.label)}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const tracks = row.village && villageTracks(row.village);
              return (
                <tr key={row.item.id}>
                  <VillageNameCell row={row} current={row.item.id === currentVillageId} onSelect={onSelectVillage} />
                  {tracks ? COLUMNS.map(({ r, label }) => {
                    const track = tracks[r];
                    const amount = amountAt(track, now);
                    const alert = isFull(track, now) || track.ratePerHour < 0;
                    const tone: ProgressTone = alert ? 'danger' : r;
                    return (
                      <td key={r} className={alert ? 'is-alert' : undefined}>
                        <ProgressBar compact tone={tone} label={`${row.item.name}: ${t(label)}`} hideLabel
                          detail={`${formatNumber(amount)} / ${formatNumber(track.cap)}`} value={amount} max={track.cap} />
                      </td>
                    );
                  }) : <RowStatusCells row={row} span={COLUMNS.length} />}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
