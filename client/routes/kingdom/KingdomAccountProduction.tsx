import { Icon } from '../../panels/Icon';
import { formatNumber, formatSigned } from '../../i18n/format';
import { useText } from '../../panels/text';
import { totalRates } from './kingdomTotals';
import type { KingdomTabProps } from './KingdomOverview';
import { RatesTable } from './RatesTable';

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
      <RatesTable rows={rows} currentVillageId={currentVillageId} onSelectVillage={onSelectVillage} columns={COLUMNS} />
    </>
  );
}
