import type { ReactNode } from 'react';
import { Icon } from '../../panels/Icon';
import { formatSigned } from '../../i18n/format';
import { useText } from '../../panels/text';
import { totalRates, villageRates, type VillageRates } from './kingdomTotals';
import type { KingdomTabProps } from './KingdomOverview';
import { RowStatusCells, VillageNameCell } from './VillageNameCell';

type Column = keyof VillageRates & string;

/** A per-village table of hourly rates (one column per rate) with the kingdom's total as its footer. */
export function RatesTable<C extends Column>({ rows, currentVillageId, onSelectVillage, columns, cell = formatSigned }: Pick<KingdomTabProps, 'rows' | 'currentVillageId' | 'onSelectVillage'> & {
  columns: readonly C[];
  cell?: (n: number) => ReactNode;
}) {
  const t = useText();
  const total = totalRates(rows.map((r) => r.village));
  return (
    <div className="ak-table-scroll">
      <table className="ak-kingdom__table">
        <thead>
          <tr>
            <th scope="col">{t('kingdomPage.village')}</th>
            {columns.map((c) => <th key={c} scope="col" className="is-num"><Icon name={`resource:${c}`} /> {t(`kingdomPage.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const r = row.village && villageRates(row.village);
            return (
              <tr key={row.item.id}>
                <VillageNameCell row={row} current={row.item.id === currentVillageId} onSelect={onSelectVillage} />
                {r ? columns.map((c) => <td key={c} className="is-num">{cell(r[c])}</td>) : <RowStatusCells row={row} span={columns.length} />}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('kingdomPage.total')} <small>({t('kingdomPage.perHour')})</small></th>
            {columns.map((c) => <td key={c} className="is-num">{cell(total[c])}</td>)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
