import { Countdown } from '../../panels/Countdown';
import { Icon } from '../../panels/Icon';
import { ProgressBar } from '../../panels/ProgressBar';
import { PanelFrame } from '../../panels/PanelFrame';
import { formatCoords } from '../../panels/format';
import { useText } from '../../panels/text';
import type { Movement, StationedArmy, VillageTroops } from '../../api/units';
import { canCallBack, movementProgress } from './armyMath';
import { UnitList } from './UnitList';

export interface OverviewViewProps {
  troops: VillageTroops | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Server time now (ms). */
  now: number;
  clockSkewMs?: number;
  /** Unit keys in the game's order. */
  order?: readonly string[];
  onCallBack?: (movementId: number) => void;
  onSendBack?: (otherVillageId: number) => void;
  /** A countdown reached zero: the troops should be reloaded. */
  onArrived?: () => void;
}

/** /village/army overview: movements in and out, troops at home, abroad and reinforcements standing here. */
export function OverviewView(p: OverviewViewProps) {
  const t = useText();
  if (!p.troops || p.loading || p.error) {
    return <PanelFrame title={t('army.tabs.overview')} loading={p.loading} error={p.error} onRetry={p.onRetry} />;
  }
  const tr = p.troops;
  return (
    <>
      <MovementTable title={t('army.overview.incoming')} moves={tr.incoming} incoming {...p} />
      <MovementTable title={t('army.overview.outgoing')} moves={tr.outgoing} {...p} />
      <section className="ak-vpage__section" aria-label={t('army.overview.home')}>
        <h2><Icon name="ui:army" />{t('army.overview.home')}</h2>
        <UnitList army={tr.home} order={p.order} none={t('army.overview.noHome')} />
      </section>
      <Stationed title={t('army.overview.abroad')} none={t('army.overview.noneAbroad')} groups={tr.abroad} {...p} />
      <Stationed title={t('army.overview.support')} none={t('army.overview.noSupport')} groups={tr.support} {...p} />
    </>
  );
}

function MovementTable({ title, moves, incoming, now, clockSkewMs, order, onCallBack, onArrived }: OverviewViewProps & { title: string; moves: Movement[]; incoming?: boolean }) {
  const t = useText();
  return (
    <section className="ak-vpage__section" aria-label={title}>
      <h2>{title}</h2>
      {moves.length === 0 ? <p className="ak-vpage__empty">{t('army.overview.noMovements')}</p> : (
        <div className="ak-vpage__table-wrap">
          <table className="ak-vpage__table">
            <thead><tr>
              <th scope="col">{t('army.overview.kind')}</th>
              <th scope="col">{incoming ? t('army.overview.from') : t('army.overview.target')}</th>
              <th scope="col">{t('army.overview.units')}</th>
              <th scope="col">{t('army.overview.arrives')}</th>
              <th scope="col"><span className="ak-visually-hidden">{t('army.overview.callBack')}</span></th>
            </tr></thead>
            <tbody>
              {moves.map((m) => {
                const end = incoming ? m.from : m.to;
                const kind = m.kind === 'returning' && m.origin_kind ? `${t('movements.returning')} (${t(`movements.${m.origin_kind}`)})` : t(`movements.${m.kind}`);
                return (
                  <tr key={m.id}>
                    <th scope="row">{kind}</th>
                    <td>{formatCoords(end.x, end.y)}</td>
                    <td>{m.units ? <UnitList army={m.units} order={order} /> : t('army.overview.unknownUnits')}</td>
                    <td>
                      <Countdown until={m.due_at} clockSkewMs={clockSkewMs} onZero={onArrived} />
                      <ProgressBar value={movementProgress(m.started_at, m.due_at, now)} max={1} compact label={t('army.overview.progress')} hideLabel />
                    </td>
                    <td>
                      {!incoming && onCallBack && canCallBack(m, now) && (
                        <button type="button" className="ak-btn" onClick={() => onCallBack(m.id)}>{t('army.overview.callBack')}</button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Stationed({ title, none, groups, order, onSendBack }: OverviewViewProps & { title: string; none: string; groups: StationedArmy[] }) {
  const t = useText();
  return (
    <section className="ak-vpage__section" aria-label={title}>
      <h2>{title}</h2>
      {groups.length === 0 ? <p className="ak-vpage__empty">{none}</p> : (
        <div className="ak-vpage__table-wrap">
          <table className="ak-vpage__table">
            <tbody>
              {groups.map((g) => (
                <tr key={g.village_id}>
                  <th scope="row">{t('army.overview.village', { id: g.village_id })}</th>
                  <td><UnitList army={g.units} order={order} /></td>
                  <td>{onSendBack && <button type="button" className="ak-btn" onClick={() => onSendBack(g.village_id)}>{t('army.overview.sendBack')}</button>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
