import { Link } from 'react-router';
import type { ReportDetail } from '../../../server/contract/reports';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { formatCoords, formatDateTime, formatNumber, formatPercent } from '../../panels/format';
import { useText } from '../../panels/text';
import type { Army } from '../../api/units';
import { armyCount, sumGroups } from '../army/armyMath';
import { UnitList } from '../army/UnitList';
import type { BattleData, MoveData, ScoutData } from './reportData';

export interface ReportViewProps {
  report: ReportDetail | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  order?: readonly string[];
}

/** /reports/{id}: a single report by kind (battle, scout, reinforce, move, settle, return). */
export function ReportView({ report, loading, error, onRetry, order }: ReportViewProps) {
  const t = useText();
  const back = <p><Link to="/reports">{t('reports.back')}</Link></p>;
  if (!report || loading || error) return <>{back}<PanelFrame title={t('reports.title')} loading={loading} error={error} onRetry={onRetry} /></>;
  const d = report.data;
  return (
    <>
      {back}
      <section className="ak-vpage__section" aria-label={report.title}>
        <h2>{report.title}</h2>
        <p className="ak-vpage__note">{t(`reports.kinds.${report.kind}`)} · {formatDateTime(report.created_at)}</p>
        {report.kind === 'battle' ? <Battle d={d as BattleData} order={order} />
          : report.kind === 'scout' ? <Scout d={d as ScoutData} order={order} />
          : <Move d={d as MoveData} order={order} />}
      </section>
    </>
  );
}

function SideRow({ label, units, lost, order }: { label: string; units: Army; lost: Army; order?: readonly string[] }) {
  const t = useText();
  return (
    <tr>
      <th scope="row">{label}</th>
      <td><UnitList army={units} order={order} /></td>
      <td><UnitList army={lost} order={order} none="0" /></td>
      <td>{formatNumber(armyCount(units))} / {formatNumber(armyCount(lost))} <span className="ak-visually-hidden">{t('reports.report.total')}</span></td>
    </tr>
  );
}

function Battle({ d, order }: { d: BattleData; order?: readonly string[] }) {
  const t = useText();
  if (!d.attacker || !d.defender) {
    return d.to ? <p>{t('reports.report.target')} {formatCoords(d.to.x, d.to.y)}</p> : null;
  }
  const a = d.attacker;
  const def = d.defender;
  const loot = Object.entries(d.loot ?? {}).filter(([, n]) => n > 0);
  return (
    <>
      <dl className="ak-vpage__facts">
        <dt>{t('reports.report.attacker')}</dt><dd>{a.village_id === null ? '—' : t('reports.report.village', { id: a.village_id })}</dd>
        <dt>{t('reports.report.defender')}</dt><dd>{def.name} {formatCoords(def.x, def.y)}</dd>
        <dt>{t('reports.report.winner')}</dt><dd>{d.winner === 'attacker' ? t('reports.report.attackerWon') : t('reports.report.defenderWon')}</dd>
        {d.luck !== undefined && <><dt>{t('reports.report.luck')}</dt><dd>{formatPercent(d.luck)}</dd></>}
        {d.wall !== undefined && <><dt>{t('reports.report.wall')}</dt><dd>{d.wall}</dd></>}
        {d.attackStrength !== undefined && <><dt>{t('reports.report.attackStrength')}</dt><dd>{formatNumber(Math.round(d.attackStrength))}</dd></>}
        {d.defenceStrength !== undefined && <><dt>{t('reports.report.defenceStrength')}</dt><dd>{formatNumber(Math.round(d.defenceStrength))}</dd></>}
      </dl>
      <div className="ak-vpage__table-wrap">
        <table className="ak-vpage__table">
          <thead><tr>
            <th scope="col"><span className="ak-visually-hidden">{t('reports.kind')}</span></th>
            <th scope="col">{t('reports.report.units')}</th>
            <th scope="col">{t('reports.report.lost')}</th>
            <th scope="col">{t('reports.report.total')}</th>
          </tr></thead>
          <tbody>
            <SideRow label={t('reports.report.attacker')} units={a.units} lost={a.lost} order={order} />
            <SideRow label={t('reports.report.defender')} units={sumGroups(def.groups)} lost={sumGroups(def.lost)} order={order} />
          </tbody>
        </table>
      </div>
      <h3><Icon name="resource:all" />{t('reports.report.loot')}</h3>
      {loot.length === 0 ? <p>{t('reports.report.noLoot')}</p> : (
        <ul className="ak-army__stats">
          {loot.map(([r, n]) => <li key={r}><Icon name={`resource:${r}` as 'resource:wood'} title={t(`resources.${r}`)} />{formatNumber(n)} {t(`resources.${r}`)}</li>)}
        </ul>
      )}
      {(d.siege ?? []).length > 0 && (
        <>
          <h3>{t('reports.report.siege')}</h3>
          <ul>{d.siege!.map((h) => <li key={h.building}>{t(`buildings.${h.building}`)}: {t('reports.report.levelFromTo', { from: h.from, to: h.to })}</li>)}</ul>
        </>
      )}
      {d.loyalty && d.loyalty.from !== d.loyalty.to && (
        <p>{t('reports.report.loyalty')}: {t('reports.report.loyaltyFromTo', { from: Math.round(d.loyalty.from), to: Math.round(d.loyalty.to) })}</p>
      )}
      {d.loyalty?.result === 'conquered' && <p><strong>{t('reports.report.conquered')}</strong></p>}
      {d.loyalty?.result === 'destroyed' && <p><strong>{t('reports.report.destroyed')}</strong></p>}
    </>
  );
}

function Scout({ d, order }: { d: ScoutData; order?: readonly string[] }) {
  const t = useText();
  return (
    <>
      {d.name !== undefined && d.x !== undefined && d.y !== undefined && <p>{t('reports.report.target')}: {d.name} {formatCoords(d.x, d.y)}</p>}
      {d.to && <p>{t('reports.report.target')}: {formatCoords(d.to.x, d.to.y)}</p>}
      {d.success !== undefined && <p>{d.success ? t('reports.report.scoutSucceeded') : t('reports.report.scoutFailed')}</p>}
      {d.sent && (
        <dl className="ak-vpage__facts">
          <dt>{t('reports.report.units')}</dt><dd><UnitList army={d.sent} order={order} /></dd>
          <dt>{t('reports.report.lost')}</dt><dd><UnitList army={d.lost} order={order} none="0" /></dd>
        </dl>
      )}
      {d.defenderLosses && <p>{t('reports.report.lost')}: <UnitList army={sumGroups(d.defenderLosses)} order={order} none="0" /></p>}
      {d.report && (
        <dl className="ak-vpage__facts">
          <dt>{t('reports.report.walls')}</dt><dd>{d.report.wallLevel}</dd>
          <dt>{t('reports.report.armySize')}</dt><dd>{formatNumber(d.report.armySize)}</dd>
          <dt>{t('reports.report.food')}</dt><dd>{formatNumber(d.report.food)}</dd>
          <dt>{t('reports.report.districts')}</dt>
          <dd>{d.report.districts.length ? d.report.districts.map((k) => t(`districts.${k}`)).join(', ') : t('reports.report.noDistricts')}</dd>
        </dl>
      )}
    </>
  );
}

function Move({ d, order }: { d: MoveData; order?: readonly string[] }) {
  const t = useText();
  const res = Object.entries(d.resources ?? {}).filter(([, n]) => n > 0);
  return (
    <dl className="ak-vpage__facts">
      {d.village_id !== undefined && <><dt>{t('reports.report.target')}</dt><dd>{t('reports.report.village', { id: d.village_id })}</dd></>}
      {d.x !== undefined && d.y !== undefined && <><dt>{t('reports.report.target')}</dt><dd>{formatCoords(d.x, d.y)}</dd></>}
      {d.to && <><dt>{t('reports.report.target')}</dt><dd>{formatCoords(d.to.x, d.to.y)}</dd></>}
      {d.units && <><dt>{t('reports.report.units')}</dt><dd><UnitList army={d.units} order={order} /></dd></>}
      {res.length > 0 && <><dt>{t('reports.report.resources')}</dt><dd>{res.map(([r, n]) => `${formatNumber(n)} ${t(`resources.${r}`)}`).join(', ')}</dd></>}
      {d.reason && <><dt>{t('reports.report.reason')}</dt><dd>{d.reason}</dd></>}
    </dl>
  );
}
