import { Icon } from '../../panels/Icon';
import { formatCoords, formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { SideName, type ReportPartProps } from './BattleReport';
import { Facts } from './Facts';
import { hasAny, Resources } from './OtherReports';
import type { MerchantsData } from './reportData';

/**
 * Merchants that reached a village (the sender's and the receiver's report, server/world/arrival): from
 * where and whom, to where, what they carried, what the stores took and what was lost because they were
 * full; or, when the village was gone, that they turned back with their load.
 */
export function MerchantsReport({ d, villageName }: ReportPartProps & { d: MerchantsData }) {
  const t = useText();
  const from = d.sender ?? (d.from_village_id === undefined || d.from_village_id === null ? undefined
    : { user_id: null, village_id: d.from_village_id });
  const to = d.village_id !== undefined
    ? <SideName side={{ user_id: null, village_id: d.village_id, name: d.name, x: d.x, y: d.y, username: d.username }} villageName={villageName} />
    : d.to ? formatCoords(d.to.x, d.to.y) : undefined;
  const carried = d.resources;
  return (
    <>
      <Facts items={[
        from && [t('reports.report.from'), <SideName side={from} villageName={villageName} />, 'ui:village'],
        to !== undefined && [t('reports.report.to'), to, 'ui:village'],
        typeof d.merchants === 'number' && d.merchants > 0 && [t('reports.report.merchantsLabel'), formatNumber(d.merchants), 'resource:merchants'],
      ]} />
      {d.to && <p role="note">{t('reports.report.merchantsTurnedBack')}</p>}
      <h3><Icon name="resource:all" />{t('reports.report.carried')}</h3>
      {hasAny(carried) ? <Resources res={carried} /> : <p className="ak-vpage__empty">{t('reports.report.noDetails')}</p>}
      {!d.to && (
        <>
          <h3><Icon name="resource:all" />{t('reports.report.delivered')}</h3>
          {hasAny(d.delivered) ? <Resources res={d.delivered} /> : <p className="ak-vpage__empty">{t('reports.report.nothingDelivered')}</p>}
          <h3>{t('reports.report.lootLost')}</h3>
          {hasAny(d.lost) ? <Resources res={d.lost} /> : <p className="ak-vpage__empty">{t('reports.report.nothingLost')}</p>}
        </>
      )}
    </>
  );
}

/** A 'merchants' report of a trip (sender, target or a turned-back trip), not an exchange's or a purchase's delivery. */
export function isMerchantsTrip(d: Record<string, unknown>): boolean {
  return d.origin === undefined && (d.sender !== undefined || d.from_village_id !== undefined || d.to !== undefined);
}
