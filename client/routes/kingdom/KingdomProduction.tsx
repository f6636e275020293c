import { formatSigned } from '../../i18n/format';
import { useText } from '../../panels/text';
import type { KingdomTabProps } from './KingdomOverview';
import { RatesTable } from './RatesTable';

const COLUMNS = ['wood', 'stone', 'iron', 'food'] as const;

const cell = (n: number) => <span className={n < 0 ? 'is-negative' : undefined}>{formatSigned(n)}</span>;

/** kingdomProduction: what each village produces per hour, per resource, with the kingdom's total. */
export function KingdomProduction({ rows, currentVillageId, onSelectVillage }: KingdomTabProps) {
  const t = useText();
  return (
    <>
      <p className="ak-kingdom__muted">{t('kingdomPage.productionNote')}</p>
      <RatesTable rows={rows} currentVillageId={currentVillageId} onSelectVillage={onSelectVillage} columns={COLUMNS} cell={cell} />
    </>
  );
}
