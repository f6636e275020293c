import { Link } from 'react-router';
import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { ProgressBar } from '../../panels/ProgressBar';
import { formatCoords, formatNumber, formatPercent } from '../../i18n/format';
import { useText } from '../../panels/text';
import type { Army } from '../../api/units';
import { armyCount } from '../army/armyMath';
import { UnitList } from '../army/UnitList';
import { objectiveName } from '../objectives/objectiveMath';
import { SideName, type ReportPartProps } from './BattleReport';
import { Facts } from './Facts';
import { survivors, type ReportSide } from './reportData';
import '../objectives/objectives.css';

/**
 * Reports of native events and objectives (issue 16): battles at an event's natives or an objective, a
 * defend event's natives at a village, the rewards of a cleared stage, a camp; deliveries to a supply
 * event ('event_supply': delivered, returned, progress, or failed: supplies lost) and to a monument
 * site ('monument_supply'). Reports are stored JSON: every field is optional and read defensively.
 */

type Res = Partial<Record<'wood' | 'stone' | 'iron' | 'food' | 'aether', number>>;
type Groups = Array<{ owner: number | 'home'; units: Army }>;

/** The event or objective a report is about (server: objectiveOf / objective / objective_captured / the flat fields). */
export interface ReportObjective { id?: number; type?: string; name?: string; x?: number; y?: number; stage?: number | null; difficulty?: number | null; state?: string; camp?: boolean; outcome?: string | null }

export interface ObjectiveBattleData {
  attacker?: (ReportSide & { units?: Army; lost?: Army }) | null;
  defender?: (ReportSide & { objective_id?: number; type?: string; groups?: Groups; lost?: Groups }) | null;
  natives?: { units?: Army; lost?: Army; survivors?: Army } | null;
  objective?: ReportObjective | null;
  objective_captured?: { id: number; type?: string; x?: number; y?: number } | null;
  /** Kills (attack) or defence (defend event) this battle counted for the stage, and the share so far. */
  contribution?: { kills?: number; defence?: number; stage?: number; total?: number; share?: number } | null;
  value?: number;
  rewards?: Res | null;
  share?: number;
  winner?: 'attacker' | 'defender';
  luck?: number;
  wall?: number;
  attackStrength?: number;
  defenceStrength?: number;
  moveType?: string;
  held?: boolean;
  undefended?: boolean;
  camp?: boolean;
  objective_id?: number;
  type?: string;
  x?: number;
  y?: number;
  village_id?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A battle report about an event or objective (rather than a village): drawn by ObjectiveBattleReport. */
export function isObjectiveBattle(d: Record<string, unknown>): boolean {
  return isObject(d.natives) || isObject(d.objective) || isObject(d.objective_captured) || d.camp === true || (isObject(d.rewards) && d.attacker === undefined)
    || (isObject(d.defender) && typeof (d.defender as Record<string, unknown>).objective_id === 'number');
}

/** The objective of a report, from whichever field carries it. */
function objectiveOf(d: ObjectiveBattleData): ReportObjective | undefined {
  if (isObject(d.objective)) return d.objective;
  if (isObject(d.objective_captured)) return d.objective_captured;
  if (isObject(d.defender) && typeof d.defender.objective_id === 'number') return { id: d.defender.objective_id, type: d.defender.type, x: d.defender.x ?? undefined, y: d.defender.y ?? undefined };
  if (typeof d.objective_id === 'number') return { id: d.objective_id, type: d.type, x: d.x, y: d.y };
  return undefined;
}

/** The event or objective's name and place, linked to its page. */
export function ObjectiveLink({ o }: { o: ReportObjective }) {
  const t = useText();
  const type = o.type ?? '';
  const category = ['landmark', 'monument', 'artifact'].includes(type) ? 'objective' : 'event';
  const name = type || o.name ? objectiveName(t, { name: o.name ?? '', type: type as 'attack1', category }) : t('notBuilt.pages.objective');
  const where = typeof o.x === 'number' && typeof o.y === 'number' ? ` ${formatCoords(o.x, o.y)}` : '';
  return typeof o.id === 'number' ? <Link to={`/objective/${o.id}`}>{name}{where}</Link> : <>{name}{where}</>;
}

/** Resource amounts with their icons (aether too); nothing when all are zero. */
export function ResourceAmounts({ of, none }: { of: Res | null | undefined; none?: string }) {
  const t = useText();
  const keys = (['wood', 'stone', 'iron', 'food', 'aether'] as const).filter((k) => Number(of?.[k] ?? 0) > 0);
  if (!keys.length) return none ? <p className="ak-vpage__empty">{none}</p> : null;
  return (
    <ul className="ak-army__stats">
      {keys.map((k) => <li key={k}><Icon name={iconFor('resource', k)} title={t(`resources.${k}`)} />{formatNumber(Number(of![k]))} {t(`resources.${k}`)}</li>)}
    </ul>
  );
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

/** A battle at an event or objective, a defend event at a village, a stage's rewards or a camp. */
export function ObjectiveBattleReport({ d, order, villageName }: ReportPartProps & { d: ObjectiveBattleData }) {
  const t = useText();
  const o = objectiveOf(d);
  const natives = isObject(d.natives) ? d.natives : undefined;
  const attacker = isObject(d.attacker) ? d.attacker : undefined;
  const defender = isObject(d.defender) ? d.defender : undefined;
  const groups = Array.isArray(defender?.groups) ? defender!.groups : [];
  const lostOf = (owner: number | 'home'): Army => (Array.isArray(defender?.lost) ? defender!.lost.find((g) => g.owner === owner)?.units : undefined) ?? {};
  const c = isObject(d.contribution) ? d.contribution : undefined;
  // Natives attacking a village (a defend event): they are the attacking side; at an event's tile they defend.
  const nativesAttack = !attacker && !!natives;
  const camp = d.camp === true || o?.camp === true;
  const place = (id: number) => villageName?.(id) ?? t('reports.report.village', { id });
  return (
    <>
      {d.objective_captured && (
        <p className="ak-reports__banner ak-reports__banner--fate" role="note" data-testid="report-captured">
          <Icon name="ui:tile" />{t('objectivePages.report.captured')} <ObjectiveLink o={d.objective_captured} />
        </p>
      )}
      {camp && <p className="ak-reports__banner" role="note"><Icon name="ui:settle" />{t('objectivePages.report.camp')}</p>}
      {o?.outcome === 'destroyed' && <p className="ak-reports__banner" role="note"><Icon name="stat:attack" />{t('objectivePages.report.campDestroyed')}</p>}
      {d.undefended && <p className="ak-reports__banner ak-reports__banner--fate" role="note"><Icon name="ui:attack_alert" />{t('objectivePages.report.undefended')}</p>}
      <Facts items={[
        o && [t('objectivePages.report.at'), <ObjectiveLink o={o} />, 'ui:tile'],
        typeof o?.stage === 'number' && [t('objectivePages.report.stage'), o.stage],
        typeof o?.difficulty === 'number' && [t('objectivePages.overview.difficulty'), t(`events.difficulty${o.difficulty}`)],
        attacker && [t('reports.report.attacker'), <SideName side={attacker} villageName={villageName} />, 'stat:attack'],
        nativesAttack && [t('reports.report.attacker'), t('objectivePages.natives'), 'stat:attack'],
        defender && !defender.objective_id && [t('reports.report.defender'), <SideName side={defender} villageName={villageName} />, 'stat:defense'],
        defender?.objective_id !== undefined && [t('reports.report.defender'), defender.username ?? t('objectivePages.natives'), 'stat:defense'],
        d.winner !== undefined && [t('reports.report.winner'), d.winner === 'attacker' ? t('reports.report.attackerWon') : t('reports.report.defenderWon')],
        d.luck !== undefined && [t('reports.report.luck'), formatPercent(d.luck)],
        d.wall !== undefined && d.wall > 0 && [t('reports.report.wall'), d.wall, 'stat:wall'],
        d.attackStrength !== undefined && [t('reports.report.attackStrength'), formatNumber(Math.round(d.attackStrength))],
        d.defenceStrength !== undefined && [t('reports.report.defenceStrength'), formatNumber(Math.round(d.defenceStrength))],
        typeof d.value === 'number' && [t('objectivePages.report.value'), formatNumber(Math.round(d.value))],
        c && typeof c.kills === 'number' && [t('objectivePages.report.kills'), formatNumber(Math.round(c.kills))],
        c && typeof c.defence === 'number' && [t('objectivePages.report.defence'), formatNumber(Math.round(c.defence))],
        c && typeof c.share === 'number' && [t('objectivePages.report.share'), pct(c.share)],
        typeof d.share === 'number' && [t('objectivePages.report.share'), pct(d.share)],
      ]} />
      {(attacker || natives || groups.length > 0) && (
        <div className="ak-table-scroll">
          <table className="ak-vpage__table ak-reports__armies">
            <thead><tr>
              <th scope="col"><span className="ak-visually-hidden">{t('reports.report.side')}</span></th>
              <th scope="col">{t('reports.report.units')}</th>
              <th scope="col">{t('reports.report.lost')}</th>
              <th scope="col">{t('reports.report.survived')}</th>
              <th scope="col">{t('reports.report.total')}</th>
            </tr></thead>
            <tbody>
              {attacker && <Row label={t('reports.report.attacker')} units={attacker.units ?? {}} lost={attacker.lost ?? {}} order={order} />}
              {natives && <Row label={t('objectivePages.natives')} units={natives.units ?? {}} lost={natives.lost ?? {}} order={order} />}
              {groups.filter(() => !(natives && defender?.objective_id !== undefined && !defender.user_id)).map((g) => (
                <Row key={String(g.owner)} order={order} units={g.units} lost={lostOf(g.owner)}
                  label={g.owner === 'home' ? t('reports.report.defender') : t('reports.report.reinforcementsFrom', { village: place(g.owner) })} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(d.rewards !== undefined || typeof d.share === 'number') && (
        <section data-testid="report-rewards">
          <h3><Icon name="ui:medal" />{t('objectivePages.report.rewards')}</h3>
          <ResourceAmounts of={d.rewards} none={t('objectivePages.report.noRewards')} />
        </section>
      )}
    </>
  );
}

function Row({ label, units, lost, order }: { label: string; units: Army; lost: Army; order?: readonly string[] }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td><UnitList army={units} order={order} /></td>
      <td><UnitList army={lost} order={order} none="0" /></td>
      <td><UnitList army={survivors(units, lost)} order={order} none="0" /></td>
      <td>{formatNumber(armyCount(units))} / {formatNumber(armyCount(lost))}</td>
    </tr>
  );
}

export interface SupplyData {
  objective_id?: number;
  type?: string;
  x?: number;
  y?: number;
  of?: 'resources' | 'aether';
  sent?: Res;
  aether?: number;
  /** event_supply: amounts (a number); monument_supply: totals, with the resources in *_resources. */
  delivered?: number;
  returned?: number;
  delivered_resources?: Res;
  returned_resources?: Res;
  aether_returned?: number;
  /** event_supply: numbers; monument_supply: resources each. */
  progress?: { delivered?: number | Res; required?: number | Res };
  completed?: boolean;
  failed?: boolean;
  lost?: number;
  /** monument_supply: supplied, completed or repaired. */
  event?: string;
  damaged?: boolean;
}

/** Merchants' supplies at a supply event (event_supply) or a monument site (monument_supply). */
export function SupplyReport({ d, kind }: { d: SupplyData; kind: 'event_supply' | 'monument_supply' }) {
  const t = useText();
  const o: ReportObjective | undefined = typeof d.objective_id === 'number' || d.type ? { id: d.objective_id, type: d.type ?? (kind === 'monument_supply' ? 'monument' : undefined), x: d.x, y: d.y } : undefined;
  const aether = d.of === 'aether';
  const progress = isObject(d.progress) ? d.progress : undefined;
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  return (
    <>
      {d.failed && <p className="ak-reports__banner ak-reports__banner--fate" role="note" data-testid="report-supplies-lost"><Icon name="ui:attack_alert" />{t('objectivePages.report.suppliesLost')}</p>}
      {d.completed && <p className="ak-reports__banner" role="note"><Icon name="ui:medal" />{t('objectivePages.report.supplyCompleted')}</p>}
      {d.event === 'completed' && <p className="ak-reports__banner" role="note"><Icon name="tile:monument" />{t('objectivePages.report.monumentCompleted')}</p>}
      {d.event === 'repaired' && <p className="ak-reports__banner" role="note"><Icon name="tile:monument" />{t('objectivePages.report.monumentRepaired')}</p>}
      <Facts items={[
        o && [t('objectivePages.report.at'), <ObjectiveLink o={o} />, 'ui:tile'],
        typeof d.delivered === 'number' && [t('reports.report.delivered'), formatNumber(d.delivered), aether ? 'resource:aether' : 'resource:all'],
        typeof d.returned === 'number' && d.returned > 0 && [t('objectivePages.report.returned'), formatNumber(d.returned)],
        typeof d.lost === 'number' && [t('reports.report.lost'), formatNumber(d.lost)],
        d.damaged && d.event !== 'repaired' && [t('objectivePages.report.state'), t('objectivePages.monument.damaged')],
      ]} />
      {(d.sent || (aether && typeof d.aether === 'number')) && (
        <>
          <h3><Icon name="resource:merchants" />{t('objectivePages.report.sent')}</h3>
          <ResourceAmounts of={aether ? { aether: d.aether } : d.sent} none={t('reports.report.nothingDelivered')} />
        </>
      )}
      {((d.returned ?? 0) > 0 || (d.aether_returned ?? 0) > 0) && (
        <>
          <h3>{t('objectivePages.report.returnedHome')}</h3>
          <ResourceAmounts of={aether ? { aether: d.aether_returned ?? d.returned } : d.returned_resources} />
        </>
      )}
      {progress && num(progress.required) !== undefined && (
        <ProgressBar value={num(progress.delivered) ?? 0} max={num(progress.required)!} detail="fraction" tone={aether ? 'aether' : 'gold'} label={t('objectivePages.report.progress')} />
      )}
      {progress && isObject(progress.required) && (
        <div className="ak-obj__bars">
          {(['wood', 'stone', 'iron', 'food'] as const).map((k) => {
            const req = Number((progress.required as Res)[k] ?? 0);
            return req > 0 ? <ProgressBar key={k} value={Number((progress.delivered as Res | undefined)?.[k] ?? 0)} max={req} detail="fraction" tone={k} label={t(`resources.${k}`)} /> : null;
          })}
        </div>
      )}
    </>
  );
}
