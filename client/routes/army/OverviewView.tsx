import { useState } from 'react';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { Countdown } from '../../panels/Countdown';
import { ProgressBar } from '../../panels/ProgressBar';
import { formatCoords } from '../../i18n/format';
import { useText } from '../../panels/text';
import type { Army, Movement, StationedArmy, TroopsType } from '../../api/units';
import { canCallBack, movementProgress } from './armyMath';
import { ObjectiveTroopsSection, type ObjectiveTroopsListState, type RecallOutcome } from './ObjectiveTroopsSection';
import { TroopsSection, type TroopsListState } from './TroopsSection';
import { UnitList } from './UnitList';

export type TroopsLists = { [K in TroopsType]: TroopsListState<K> };

export interface OverviewViewProps {
  /** The five lists of GET units/village/{id}/troops, each paged on its own. */
  lists: TroopsLists;
  /** Server time now (ms). */
  now: number;
  clockSkewMs?: number;
  /** Unit keys in the game's order. */
  order?: readonly string[];
  /** A village's name when it is known (the player's own villages), else "Village {id}". */
  villageName?: (id: number) => string | undefined;
  onCallBack?: (movementId: number) => void;
  /** Sends back (or recalls) a stationed group by its id (`movement_id`). */
  onSendBack?: (groupId: number) => void;
  /** A countdown reached zero: the troops should be reloaded. */
  onArrived?: () => void;
  /** GET objectives/village/{id}/troops: the groups standing at objectives (issue 16); absent: no such section. */
  objectives?: ObjectiveTroopsListState;
  /** Recalls the village's group at an objective (POST objectives/{id}/recall/{villageId}). */
  onRecall?: (objectiveId: number) => Promise<RecallOutcome> | RecallOutcome;
}

/**
 * /village/army overview: movements in and out, troops at home, troops abroad (own units in other
 * villages, which can be called home), troops at objectives (which can be recalled) and reinforcements
 * standing here (which can be sent back).
 */
export function OverviewView(p: OverviewViewProps) {
  const t = useText();
  const l = p.lists;
  return (
    <>
      <TroopsSection title={t('army.overview.incoming')} testId="troops-incoming" list={l.incoming} none={t('army.overview.noIncoming')}>
        {(moves) => <MovementTable moves={moves} incoming {...p} />}
      </TroopsSection>
      <TroopsSection title={t('army.overview.outgoing')} testId="troops-outgoing" list={l.outgoing} none={t('army.overview.noOutgoing')}>
        {(moves) => <MovementTable moves={moves} {...p} />}
      </TroopsSection>
      <TroopsSection title={t('army.overview.home')} icon="ui:army" testId="troops-standing" list={l.standing} none={t('army.overview.noHome')}>
        {(items) => <UnitList army={Object.fromEntries(items.map((i) => [i.unit, i.amount])) as Army} order={p.order} none={t('army.overview.noHome')} />}
      </TroopsSection>
      <TroopsSection title={t('army.overview.abroad')} testId="troops-abroad" list={l.abroad} none={t('army.overview.noneAbroad')}>
        {(groups) => <Stationed groups={groups} where={t('army.overview.standsIn')} side="abroad" {...p} />}
      </TroopsSection>
      {p.objectives && <ObjectiveTroopsSection list={p.objectives} order={p.order} onRecall={p.onRecall} />}
      <TroopsSection title={t('army.overview.support')} testId="troops-support" list={l.support} none={t('army.overview.noSupport')}>
        {(groups) => <Stationed groups={groups} where={t('army.overview.sentFrom')} side="support" {...p} />}
      </TroopsSection>
    </>
  );
}

function MovementTable({ moves, incoming, now, clockSkewMs, order, onCallBack, onArrived }: OverviewViewProps & { moves: Movement[]; incoming?: boolean }) {
  const t = useText();
  // Calling back abandons the march for good: it is asked first (issue 13, point 1).
  const [asking, setAsking] = useState<Movement | undefined>();
  const askKind = asking ? t(`movements.${asking.kind}`) : '';
  return (
    <div className="ak-table-scroll">
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
                    <button type="button" className="ak-btn" aria-haspopup="dialog" onClick={() => setAsking(m)}>{t('army.overview.callBack')}</button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ConfirmDialog open={asking !== undefined} icon="ui:army"
        title={t('confirm.callBack.title', { kind: askKind, target: asking ? formatCoords(asking.to.x, asking.to.y) : '' })}
        message={t('confirm.callBack.message')} irreversible={t('confirm.callBack.irreversible', { kind: askKind })}
        confirmLabel={t('confirm.callBack.confirm')} cancelLabel={t('confirm.callBack.keep')}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => { const m = asking; setAsking(undefined); if (m) onCallBack?.(m.id); }} />
    </div>
  );
}

function Stationed({ groups, where, side, order, onSendBack, villageName }: OverviewViewProps & { groups: StationedArmy[]; where: string; side: 'abroad' | 'support' }) {
  const t = useText();
  const [asking, setAsking] = useState<StationedArmy | undefined>();
  const nameOf = (g: StationedArmy) => villageName?.(g.village_id) ?? t('army.overview.village', { id: g.village_id });
  return (
    <div className="ak-table-scroll">
      <table className="ak-vpage__table ak-army__stationed">
        <thead><tr>
          <th scope="col">{where}</th>
          <th scope="col">{t('army.overview.units')}</th>
          <th scope="col"><span className="ak-visually-hidden">{t('army.overview.sendBack')}</span></th>
        </tr></thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.village_id}>
              <th scope="row">{nameOf(g)}</th>
              <td><UnitList army={g.units} order={order} /></td>
              <td>{onSendBack && g.movement_id !== null && <button type="button" className="ak-btn" aria-haspopup="dialog" onClick={() => setAsking(g)}>{t('army.overview.sendBack')}</button>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog open={asking !== undefined} icon="ui:army"
        title={t(`confirm.sendBack.${side}Title`, { village: asking ? nameOf(asking) : '' })}
        message={t('confirm.sendBack.message')} irreversible={t(`confirm.sendBack.${side}Irreversible`, { village: asking ? nameOf(asking) : '' })}
        confirmLabel={t('confirm.sendBack.confirm')} cancelLabel={t('confirm.sendBack.keep')}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => { const g = asking; setAsking(undefined); if (g && g.movement_id !== null) onSendBack?.(g.movement_id); }} />
    </div>
  );
}
