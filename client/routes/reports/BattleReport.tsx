import { Icon } from '../../panels/Icon';
import { iconFor } from '../../panels/iconNames';
import { formatCoords, formatNumber, formatPercent } from '../../i18n/format';
import { useText } from '../../panels/text';
import type { Army } from '../../api/units';
import { armyCount } from '../army/armyMath';
import { UnitList } from '../army/UnitList';
import { Facts } from './Facts';
import type { BattleData, ReportSide } from './reportData';
import { survivors } from './reportData';

export interface ReportPartProps {
  order?: readonly string[];
  /** A village's name when it is one of the player's own. */
  villageName?: (id: number) => string | undefined;
}

const RES = ['wood', 'stone', 'iron', 'food'] as const;

/**
 * A side of a report: the village's name and place and the player's name as stored at the arrival;
 * an older report without them falls back to the player's own village name or "Village 12 · Player 3".
 */
export function SideName({ side, villageName }: { side: ReportSide } & Pick<ReportPartProps, 'villageName'>) {
  const t = useText();
  const { name, x, y, username, user_id: userId, village_id: villageId } = side;
  const place = name
    ? <>{name}{typeof x === 'number' && typeof y === 'number' && <> {formatCoords(x, y)}</>}</>
    : villageId === null || villageId === undefined ? '—' : villageName?.(villageId) ?? t('reports.report.village', { id: villageId });
  const who = username ?? (userId === null || userId === undefined ? undefined : t('reports.report.player', { id: userId }));
  return <>{place}{who !== undefined && <span className="ak-reports__sub"> · {who}</span>}</>;
}

/** A battle (attack or siege): the sides, the armies and their losses, loot, siege hits and loyalty. */
export function BattleReport({ d, order, villageName }: ReportPartProps & { d: BattleData }) {
  const t = useText();
  const place = (id: number | null | undefined) => (id === null || id === undefined ? '—' : villageName?.(id) ?? t('reports.report.village', { id }));
  if (!d.attacker || !d.defender) {
    return <p>{t('reports.report.noVillage')} {d.to && formatCoords(d.to.x, d.to.y)}</p>;
  }
  const a = d.attacker;
  const def = d.defender;
  const loot = RES.map((r) => [r, d.loot?.[r] ?? 0] as const).filter(([, n]) => n > 0);
  const lostOf = (owner: number | 'home'): Army => def.lost?.find((g) => g.owner === owner)?.units ?? {};
  const siege = d.siege ?? [];
  const loyalty = d.loyalty;
  const fate = loyalty?.result;
  return (
    <>
      {fate === 'conquered' && <p className="ak-reports__banner ak-reports__banner--fate" role="note"><Icon name="ui:loyalty" />{t('reports.report.conquered')}</p>}
      {fate === 'destroyed' && <p className="ak-reports__banner ak-reports__banner--fate" role="note"><Icon name="ui:attack_alert" />{t('reports.report.destroyed')}</p>}
      <Facts items={[
        [t('reports.report.attacker'), <SideName side={a} villageName={villageName} />, 'stat:attack'],
        [t('reports.report.defender'), <SideName side={def} villageName={villageName} />, 'stat:defense'],
        d.moveType !== undefined && [t('reports.report.moveType'), t(`movements.${d.moveType}`)],
        d.winner !== undefined && [t('reports.report.winner'), d.winner === 'attacker' ? t('reports.report.attackerWon') : t('reports.report.defenderWon')],
        d.luck !== undefined && [t('reports.report.luck'), formatPercent(d.luck)],
        d.wall !== undefined && [t('reports.report.wall'), d.wall, 'stat:wall'],
        d.attackStrength !== undefined && [t('reports.report.attackStrength'), formatNumber(Math.round(d.attackStrength))],
        d.defenceStrength !== undefined && [t('reports.report.defenceStrength'), formatNumber(Math.round(d.defenceStrength))],
      ]} />
      <div className="ak-table-scroll">
        <table className="ak-vpage__table ak-reports__armies">
          <thead><tr>
            <th scope="col"><span className="ak-visually-hidden">{t('reports.report.side')}</span></th>
            <th scope="col">{t('reports.report.units')}</th>
            <th scope="col">{t('reports.report.lost')}</th>
            <th scope="col">{t('reports.report.survived')}</th>
            {/* Says what the pair counts: every unit of the side sent (or standing), then lost. */}
            <th scope="col">{t('reports.report.total')}</th>
          </tr></thead>
          <tbody>
            <SideRow label={t('reports.report.attacker')} units={a.units} lost={a.lost} order={order} />
            {(def.groups ?? []).map((g) => (
              <SideRow key={String(g.owner)} order={order} units={g.units} lost={lostOf(g.owner)}
                label={g.owner === 'home' ? t('reports.report.defender') : t('reports.report.reinforcementsFrom', { village: place(g.owner) })} />
            ))}
            {(def.groups ?? []).length === 0 && <SideRow label={t('reports.report.defender')} units={{}} lost={{}} order={order} />}
          </tbody>
        </table>
      </div>
      <h3><Icon name="resource:all" />{t('reports.report.loot')}</h3>
      {loot.length === 0 ? <p className="ak-vpage__empty">{t('reports.report.noLoot')}</p> : (
        <ul className="ak-army__stats">
          {loot.map(([r, n]) => <li key={r}><Icon name={`resource:${r}`} title={t(`resources.${r}`)} />{formatNumber(n)} {t(`resources.${r}`)}</li>)}
        </ul>
      )}
      {siege.length > 0 && (
        <>
          <h3><Icon name={iconFor('building', 'siege_workshop')} />{t('reports.report.siege')}</h3>
          <ul className="ak-reports__hits">
            {siege.map((h) => (
              <li key={h.building}>
                <Icon name={iconFor('building', h.building)} />
                <span>{t(`buildings.${h.building}`)}: {t('reports.report.levelFromTo', { from: h.from, to: h.to })}</span>
                {h.from === h.to && <span className="ak-reports__sub"> · {t('reports.report.noDamage')}</span>}
                {h.points !== undefined && <span className="ak-reports__sub"> · {t('reports.report.points', { n: h.points })}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {d.disbanded && <Disbanded disbanded={d.disbanded} />}
      {loyalty && (loyalty.from !== loyalty.to || (fate && fate !== 'unchanged')) && (
        <p className="ak-reports__line"><Icon name="ui:loyalty" />
          {t('reports.report.loyalty')}: {t('reports.report.loyaltyFromTo', { from: Math.round(loyalty.from), to: Math.round(loyalty.to) })}
          {fate === 'lowered' && <span className="ak-reports__sub"> · {t('reports.report.lowered')}</span>}</p>
      )}
    </>
  );
}

/** What a conquest took from the old owner: the village's troops at home, abroad and on the move. */
function Disbanded({ disbanded }: { disbanded: NonNullable<BattleData['disbanded']> }) {
  const t = useText();
  const all: Army = {};
  const add = (a: Army | undefined) => { for (const [k, n] of Object.entries(a ?? {})) all[k] = (all[k] ?? 0) + Number(n); };
  add(disbanded.home);
  for (const g of disbanded.abroad ?? []) add(g.units);
  for (const m of disbanded.moving ?? []) add(m.units);
  return (
    <section data-testid="report-disbanded">
      <h3><Icon name="ui:loyalty" />{t('reports.report.disbanded')}</h3>
      <p className="ak-reports__sub">{t('reports.report.disbandedWhy')}</p>
      <UnitList army={all} none={t('reports.report.disbandedNone')} />
    </section>
  );
}

function SideRow({ label, units, lost, order }: { label: string; units: Army; lost: Army; order?: readonly string[] }) {
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
