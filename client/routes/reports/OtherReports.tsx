import { Icon } from '../../panels/Icon';
import { formatCoords, formatNumber } from '../../i18n/format';
import { panelText, useText } from '../../panels/text';
import { sumGroups } from '../army/armyMath';
import { UnitList } from '../army/UnitList';
import { SideName, type ReportPartProps } from './BattleReport';
import { Facts } from './Facts';
import { isArmyLike, type DeliveryData, type MoveData, type ScoutData, type StarvationData } from './reportData';

const RES = ['wood', 'stone', 'iron', 'food'] as const;

/** Resources with their icons, the non-zero ones only (nothing when all are zero). */
export function Resources({ res }: { res: Record<string, number> | null | undefined }) {
  const t = useText();
  const shown = RES.map((r) => [r, res?.[r] ?? 0] as const).filter(([, n]) => n > 0);
  if (!shown.length) return null;
  return (
    <ul className="ak-army__stats">
      {shown.map(([r, n]) => <li key={r}><Icon name={`resource:${r}`} title={t(`resources.${r}`)} />{formatNumber(n)} {t(`resources.${r}`)}</li>)}
    </ul>
  );
}

export const hasAny = (res: Record<string, number> | null | undefined) => Object.values(res ?? {}).some((n) => n > 0);

/** A scouting: the attacker's side (sent, lost, what was seen) or the target's (scouts seen, its losses). */
export function ScoutReport({ d, order, villageName }: ReportPartProps & { d: ScoutData }) {
  const t = useText();
  const r = d.report;
  return (
    <>
      <Facts items={[
        d.name !== undefined && d.x !== undefined && d.y !== undefined
          ? [t('reports.report.target'), <SideName side={{ user_id: null, village_id: d.village_id ?? null, name: d.name, x: d.x, y: d.y, username: d.username }} />, 'stat:scout']
          : d.village_id !== undefined && [t('reports.report.villageLabel'), villageName?.(d.village_id) ?? t('reports.report.village', { id: d.village_id })],
        d.attacker && [t('reports.report.from'), <SideName side={d.attacker} villageName={villageName} />, 'stat:attack'],
        d.to && [t('reports.report.target'), formatCoords(d.to.x, d.to.y)],
        d.success !== undefined && [t('reports.report.result'), d.success ? t('reports.report.scoutSucceeded') : t('reports.report.scoutFailed')],
      ]} />
      {d.to && <p>{t('reports.report.noVillage')}</p>}
      {d.sent && (
        <Facts items={[
          [t('reports.report.sent'), <UnitList army={d.sent} order={order} />],
          [t('reports.report.lost'), <UnitList army={d.lost} order={order} none="0" />],
        ]} />
      )}
      {d.defenderLosses && <Facts items={[[t('reports.report.yourLosses'), <UnitList army={sumGroups(d.defenderLosses)} order={order} none="0" />]]} />}
      {r && (
        <>
          <h3><Icon name="stat:scout" />{t('reports.report.seen')}</h3>
          <Facts items={[
            [t('reports.report.walls'), r.wallLevel, 'stat:wall'],
            [t('reports.report.armySize'), formatNumber(r.armySize), 'ui:army'],
            [t('reports.report.food'), formatNumber(r.food), 'resource:food'],
            [t('reports.report.districts'), r.districts.length ? r.districts.map((k) => t(`districts.${k}`)).join(', ') : t('reports.report.noDistricts')],
          ]} />
        </>
      )}
      {d.success === true && r === null && <p className="ak-vpage__empty">{t('reports.report.nothingSeen')}</p>}
    </>
  );
}

/** Move, reinforce, settle and return reports: where, which units, what they carried, why they turned back. */
export function MoveReport({ d, kind, order, villageName }: ReportPartProps & { d: MoveData; kind: string }) {
  const t = useText();
  const place = (id: number) => villageName?.(id) ?? t('reports.report.village', { id });
  const reason = d.reason === undefined ? undefined
    : panelText(`reports.report.reasons.${d.reason}`) !== undefined ? t(`reports.report.reasons.${d.reason}`) : d.reason;
  return (
    <>
      <Facts items={[
        d.village_id !== undefined && [kind === 'return' ? t('reports.report.home') : t('reports.report.villageLabel'), place(d.village_id), 'ui:village'],
        d.from_village_id !== undefined && d.from_village_id !== null && [t('reports.report.from'), place(d.from_village_id)],
        d.from && [t('reports.report.from'), formatCoords(d.from.x, d.from.y)],
        d.x !== undefined && d.y !== undefined && [t('reports.report.target'), formatCoords(d.x, d.y), 'ui:settle'],
        d.to && [t('reports.report.target'), formatCoords(d.to.x, d.to.y)],
        !!d.origin && [t('reports.report.origin'), t(`movements.${d.origin}`)],
        reason !== undefined && [t('reports.report.reason'), reason],
      ]} />
      {d.to && <p>{t('reports.report.turnedBack')}</p>}
      {d.units && <Facts items={[[t('reports.report.units'), <UnitList army={d.units} order={order} none="0" />]]} />}
      {hasAny(d.resources) && <><h3><Icon name="resource:all" />{t('reports.report.resources')}</h3><Resources res={d.resources} /></>}
      {hasAny(d.lost) && <><h3>{t('reports.report.lootLost')}</h3><Resources res={d.lost} /></>}
    </>
  );
}

/** Resources delivered to a village (an exchange, a purchase, an event's rewards): what arrived, and what the full stores lost. */
export function DeliveryReport({ d, villageName }: ReportPartProps & { d: DeliveryData }) {
  const t = useText();
  const where = d.name ?? (d.village_id !== undefined ? villageName?.(d.village_id) ?? t('reports.report.village', { id: d.village_id }) : undefined);
  const origin = d.origin === 'exchange' || d.origin === 'purchase' || d.origin === 'event' ? t(`reports.report.deliveryOf.${d.origin}`) : undefined;
  return (
    <>
      <Facts items={[
        where !== undefined && [t('reports.report.villageLabel'), where, 'ui:village'],
        origin !== undefined && [t('reports.report.origin'), origin, 'resource:merchants'],
      ]} />
      <h3><Icon name="resource:all" />{t('reports.report.delivered')}</h3>
      {hasAny(d.delivered ?? d.resources) ? <Resources res={d.delivered ?? d.resources} /> : <p className="ak-vpage__empty">{t('reports.report.noDetails')}</p>}
      {hasAny(d.lost) && <><h3>{t('reports.report.lootLost')}</h3><Resources res={d.lost} /></>}
    </>
  );
}

/** Troops that starved: where, and how many of each unit. */
export function StarvationReport({ d, order, villageName }: ReportPartProps & { d: StarvationData }) {
  const t = useText();
  const where = d.name ?? (d.village_id !== undefined ? villageName?.(d.village_id) ?? t('reports.report.village', { id: d.village_id }) : undefined);
  return (
    <>
      <p className="ak-reports__banner" role="note"><Icon name="stat:consumption" />{t('reports.report.starvedExplain')}</p>
      <Facts items={[
        where !== undefined && [t('reports.report.villageLabel'), d.x !== undefined && d.y !== undefined ? `${where} ${formatCoords(d.x, d.y)}` : where, 'ui:village'],
        [t('reports.report.starved'), <UnitList army={d.lost} order={order} none="0" />],
      ]} />
    </>
  );
}

/** A report of a kind this client does not know: every field, armies with their icons, the rest as text. */
export function GenericReport({ d, order }: ReportPartProps & { d: Record<string, unknown> }) {
  const t = useText();
  const entries = Object.entries(d ?? {});
  if (!entries.length) return <p className="ak-vpage__empty">{t('reports.report.noDetails')}</p>;
  return (
    <Facts items={entries.map(([k, v]) => [k, isArmyLike(v, order ?? []) ? <UnitList army={v} order={order} /> : plain(v)])} />
  );
}

function plain(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'number') return formatNumber(v);
  if (typeof v === 'string' || typeof v === 'boolean') return String(v);
  try { return JSON.stringify(v); } catch { return String(v); }
}
