import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { Icon } from '../../panels/Icon';
import { ListState } from '../../panels/ListState';
import { formatCoords, formatDateTime } from '../../i18n/format';
import { useText } from '../../panels/text';
import type { ObjectiveTroops } from '../../api/objectives';
import { objectiveIcon } from '../objectives/objectiveMath';
import { objectiveTypeKey } from './armyMath';
import { UnitList } from './UnitList';

export type ObjectiveTroopsGroup = ObjectiveTroops['items'][number];

/** GET objectives/village/{id}/troops as the page holds it (one list, not paged). */
export interface ObjectiveTroopsListState {
  data?: ObjectiveTroops;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** A recall's outcome: `refused` is the server's text (a 4xx), shown under the list in its words. */
export type RecallOutcome = { refused?: string } | void;

export interface ObjectiveTroopsSectionProps {
  list: ObjectiveTroopsListState;
  /** Unit keys in the game's order. */
  order?: readonly string[];
  /** POST objectives/{id}/recall/{villageId} for the group at objective `objectiveId`; absent: no Recall buttons. */
  onRecall?: (objectiveId: number) => Promise<RecallOutcome> | RecallOutcome;
}

/**
 * The army overview's "At objectives": the village's groups standing at objectives (issue 16) — each with
 * the objective's type icon and name, its (x|y) linking to /objective/{id}, the units and a Recall button.
 * Recalling asks first: the group stops garrisoning the objective, and if it was the last group there the
 * next attack may take it.
 */
export function ObjectiveTroopsSection({ list, order, onRecall }: ObjectiveTroopsSectionProps) {
  const t = useText();
  const title = t('army.objectiveTroops.title');
  const [asking, setAsking] = useState<ObjectiveTroopsGroup | undefined>();
  const [busy, setBusy] = useState<number | undefined>();
  const [refused, setRefused] = useState<{ id: number; text: string } | undefined>();
  const nameOf = (g: ObjectiveTroopsGroup) => t(objectiveTypeKey(g.type));
  const recall = async (g: ObjectiveTroopsGroup) => {
    setRefused(undefined);
    setBusy(g.objective_id);
    try {
      const out = await onRecall?.(g.objective_id);
      if (out && out.refused) setRefused({ id: g.objective_id, text: out.refused });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <section className="ak-vpage__section" aria-label={title} data-testid="troops-objectives" aria-busy={list.loading || busy !== undefined || undefined}>
      <h2><Icon name="tile:landmark" />{title}</h2>
      <ListState error={list.error} onRetry={list.onRetry} retryLabel={t('army.retry')} loading={list.loading} items={list.data?.items}
        empty={t('army.objectiveTroops.none')}>
        {(groups) => (
          <div className="ak-table-scroll">
            <table className="ak-vpage__table ak-army__stationed ak-army__objectives">
              <thead><tr>
                <th scope="col">{t('army.objectiveTroops.objective')}</th>
                <th scope="col">{t('army.overview.units')}</th>
                <th scope="col"><span className="ak-visually-hidden">{t('army.objectiveTroops.recall')}</span></th>
              </tr></thead>
              <tbody>
                {groups.map((g) => (
                  <tr key={g.objective_id} data-testid={`objective-troops-${g.objective_id}`}>
                    <th scope="row">
                      <span className="ak-army__objective">
                        <Icon name={objectiveIcon(g.type)} />
                        <span>{nameOf(g)}</span>
                        <Link to={`/objective/${g.objective_id}`} aria-label={t('army.objectiveTroops.open', { name: nameOf(g), coords: formatCoords(g.x, g.y) })}>
                          {formatCoords(g.x, g.y)}
                        </Link>
                      </span>
                      <span className="ak-army__since">{t('army.objectiveTroops.since', { when: formatDateTime(g.since) })}</span>
                    </th>
                    <td><UnitList army={g.units} order={order} /></td>
                    <td>
                      {onRecall && (
                        <button type="button" className="ak-btn" aria-haspopup="dialog" disabled={busy !== undefined}
                          onClick={() => setAsking(g)}>{t('army.objectiveTroops.recall')}</button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
      {refused && <p className="ak-army__missing" role="alert" data-testid="recall-refused">{refused.text}</p>}
      <ConfirmDialog open={asking !== undefined} icon="ui:army"
        title={t('army.objectiveTroops.confirmTitle', { name: asking ? nameOf(asking) : '', coords: asking ? formatCoords(asking.x, asking.y) : '' })}
        message={t('army.objectiveTroops.confirmMessage')} irreversible={t('army.objectiveTroops.confirmIrreversible')}
        confirmLabel={t('army.objectiveTroops.confirm')} cancelLabel={t('army.objectiveTroops.keep')}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => { const g = asking; setAsking(undefined); if (g) void recall(g); }} />
    </section>
  );
}
