import { Icon } from '../../panels/Icon';
import { formatNumber, formatSigned } from '../../panels/format';
import { useText } from '../../panels/text';
import { totalRates, villageRates } from './kingdomTotals';
import type { KingdomTabProps } from './KingdomOverview';
import { RowStatusCells, VillageNameCell } from './VillageNameCell';

const COLUMNS = ['production', 'culture', 'science'] as const;

/**
 * kingdomAccountProduction: the account-wide outputs (culture, science) and the work rate per village,
 * beside the account's balances (culture, aether, builders), which have no village of their own.
 */
export function KingdomAccountProduction({ profile: p, rows, currentVillageId, onSelectVillage }: KingdomTabProps) {
  const t = useText();
  const total = totalRates(rows.map((r) => r.village));
  return (
    <>
      <h3>{t('kingdomPage.accountTitle')}</h3>
      <dl className="ak-kingdom__account">
        <div><dt><Icon name="resource:culture" />{t('kingdomPage.culture')}</dt><dd>{formatNumber(p.culture)} <small>{formatSigned(total.culture)} {t('kingdomPage.perHour')}</small></dd></div>
        <div><dt><Icon name="resource:science" />{t('kingdomPage.science')}</dt><dd>{formatNumber(p.science)} <small>{formatSigned(total.science)} {t('kingdomPage.perHour')}</small></dd></div>
        <div><dt><Icon name="resource:aether" />{t('kingdomPage.aether')}</dt><dd>{formatNumber(p.aether)}</dd></div>
        <div><dt><Icon name="ui:builders" />{t('kingdomPage.builders')}</dt><dd>{formatNumber(p.builders)}</dd></div>
      </dl>
      <h3>{t('kingdomPage.perVillageTitle')}</h3>
      <div className="ak-kingdom__scroll">
        <table className="ak-kingdom__table">
          <thead>
            <tr>
              <th scope="col">{t('kingdomPage.village')}</th>
              {COLUMNS.map((c) => <th key={c} scope="col" className="is-num"><Icon name={`resource:${c}`} /> {t(`kingdomPage.${c}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const r = row.village && villageRates(row.village);
              return (
                <tr key={row.item.id}>
                  <VillageNameCell row={row} current={row.item.id === currentVillageId} onSelect={onSelectVillage} />
                  {r ? COLUMNS.map((c) => <td key={c} className="is-num">{formatSigned(r[c])}</td>) : <RowStatusCells row={row} span={COLUMNS.length} />}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('kingdomPage.total')} <small>({t('kingdomPage.perHour')})</small></th>
              {COLUMNS.map((c) => <td key={c} className="is-num">{formatSigned(total[c])}</td>)}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
