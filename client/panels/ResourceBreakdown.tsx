import type { RateBreakdown, StoredResource } from './resourceTicking';
import { formatNumber, formatPercent, formatSigned } from '../i18n/format';
import { useText } from './text';

/** Where a resource's hourly rate comes from: base, bonus and, for food, what population and units eat. */
export function ResourceBreakdown({ id, resource, breakdown: b }: { id: string; resource: StoredResource; breakdown: RateBreakdown }) {
  const t = useText();
  return (
    <dl className="ak-res__breakdown" id={id}>
      <div><dt>{t('panels.resources.base')}</dt><dd>{formatNumber(b.base)}{t('panels.common.perHour')}</dd></div>
      <div><dt>{t('panels.resources.bonus')}</dt><dd>{formatPercent(b.bonus)}</dd></div>
      {resource === 'food' && (
        <>
          <div><dt>{t('panels.resources.gross')}</dt><dd>{formatNumber(b.gross)}{t('panels.common.perHour')}</dd></div>
          <div><dt>{t('panels.resources.population')}</dt><dd className="is-minus">-{formatNumber(b.population ?? 0)}{t('panels.common.perHour')}</dd></div>
          <div><dt>{t('panels.resources.consumption')}</dt><dd className="is-minus">-{formatNumber(b.consumption ?? 0)}{t('panels.common.perHour')}</dd></div>
        </>
      )}
      <div className="ak-res__total"><dt>{t('panels.resources.total')}</dt><dd className={b.net < 0 ? 'is-minus' : undefined}>{formatSigned(b.net)}{t('panels.common.perHour')}</dd></div>
    </dl>
  );
}
