import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReportDetail } from '../../../server/contract/reports';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { formatDateTime } from '../../i18n/format';
import { useText } from '../../panels/text';
import { BattleReport } from './BattleReport';
import { DeliveryReport, GenericReport, MoveReport, ScoutReport, StarvationReport } from './OtherReports';
import { isMerchantsTrip, MerchantsReport } from './MerchantsReport';
import { isObjectiveBattle, ObjectiveBattleReport, SupplyReport, type ObjectiveBattleData, type SupplyData } from './ObjectiveReports';
import type { BattleData, DeliveryData, MerchantsData, MoveData, ScoutData, StarvationData } from './reportData';
import { reportIcon, reportKindName, reportTitle } from './reportKinds';

export interface ReportViewProps {
  report: ReportDetail | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  order?: readonly string[];
  /** A village's name when it is one of the player's own. */
  villageName?: (id: number) => string | undefined;
}

/**
 * /reports/{id}: a single report by kind (battle, scout, reinforce, move, settle, return, starvation,
 * merchants: a trip's or a delivery's; at events and objectives: their battles, event_supply, monument_supply).
 * A kind this client does not know, or data it cannot read, is shown field by field instead.
 */
export function ReportView({ report, loading, error, onRetry, order, villageName }: ReportViewProps) {
  const t = useText();
  const back = <p><Link className="ak-reports__back" to="/reports">{t('reports.back')}</Link></p>;
  if (!report || loading || error) return <>{back}<PanelFrame title={t('reports.title')} loading={loading} error={error} onRetry={onRetry} /></>;
  const d = (report.data ?? {}) as Record<string, unknown>;
  const part = { order, villageName };
  const body = report.kind === 'battle' && isObjectiveBattle(d) ? <ObjectiveBattleReport d={d as ObjectiveBattleData} {...part} />
    : report.kind === 'battle' && readableBattle(d) ? <BattleReport d={d as BattleData} {...part} />
    : report.kind === 'event_supply' || report.kind === 'monument_supply' ? <SupplyReport d={d as SupplyData} kind={report.kind} />
    : report.kind === 'scout' ? <ScoutReport d={d as ScoutData} {...part} />
    : report.kind === 'starvation' ? <StarvationReport d={d as StarvationData} {...part} />
    : report.kind === 'merchants' && isMerchantsTrip(d) ? <MerchantsReport d={d as MerchantsData} {...part} />
    : report.kind === 'merchants' ? <DeliveryReport d={d as DeliveryData} {...part} />
    : ['move', 'reinforce', 'settle', 'return'].includes(report.kind) ? <MoveReport d={d as MoveData} kind={report.kind} {...part} />
    : <GenericReport d={d} {...part} />;
  const title = reportTitle(report.title, t);
  return (
    <>
      {back}
      <section className="ak-vpage__section ak-reports__report" aria-label={title} data-testid="report" data-kind={report.kind}>
        <h2><Icon name={reportIcon(report.kind)} size="28px" />{title}</h2>
        <p className="ak-vpage__note">{reportKindName(report.kind, t)} · {formatDateTime(report.created_at)}</p>
        <Fallback fallback={<GenericReport d={d} {...part} />}>{body}</Fallback>
      </section>
    </>
  );
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A battle the battle view can draw: no sides at all (no village there), or sides of the shape arrival.ts writes. */
function readableBattle(d: Record<string, unknown>): boolean {
  if (d.attacker === undefined && d.defender === undefined) return true;
  const a = d.attacker;
  const def = d.defender;
  return isObject(a) && isObject(a.units) && isObject(def) && Array.isArray(def.groups) && (def.lost === undefined || Array.isArray(def.lost))
    && (d.siege === undefined || Array.isArray(d.siege)) && (d.loot === undefined || isObject(d.loot));
}

/** Data of an unexpected shape must not take the page down: the report is then shown field by field. */
class Fallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  componentDidCatch() { /* shown as the generic view */ }
  render() { return this.state.failed ? this.props.fallback : this.props.children; }
}
