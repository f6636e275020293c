import { Icon } from '../../panels/Icon';
import { formatSigned } from '../../panels/format';
import { useText } from '../../panels/text';
import { totalRates, villageRates, type VillageRates } from './kingdomTotals';
import type { KingdomTabProps } from './KingdomOverview';
import { RowStatusCells, VillageNameCell } from './VillageNameCell';

const COLUMNS = ['wood', 'stone', 'iron', 'food'] as const satisfies readonly (keyof VillageRates)[];

/** kingdomProduction: what each village produces per hour, per resource, with the kingdom's total. */
export function KingdomProduction({ rows, currentVillageId, onSelectVillage }: KingdomTabProps) {
  const t = useText();
  const total = totalRates(rows.map((r) => r.village));
  const cell = (n: number) => <span className={n < 0 ? 'is-negative' : undefined}>{formatSigned(n)}</span>;
  return (
    <>
      <p className="ak-kingdom__muted">{t('kingdomPage.productionNote')}</p>
      <div className="ak-kingdom__scroll">
        <table className="ak-kingdom__table">
          <thead>
            <tr>
              <th scope="col">{t('kingdomPage.village')}</th>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="is-num"><Icon name={`resource:${c}`} /> {t(`kingdomPage.${c}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const r = row.village && villageRates(row.village);
              return (
                <tr key={row.item.id}>
                  <VillageNameCell row={row} current={row.item.id === currentVillageId} onSelect={onSelectVillage} />
                  {r ? COLUMNS.map((c) => <td key={c} className="is-num">{cell(r[c])}</td>) : <RowStatusCells row={row} span={COLUMNS.length} />}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('kingdomPage.total')} <small>({t('kingdomPage.perHour')})</small></th>
              {COLUMNS.map((c) => <td key={c} className="is-num">{cell(total[c])}</td>)}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
