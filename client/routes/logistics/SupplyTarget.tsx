import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as objectivesApi from '../../api/objectives';
import type { MapObjective, ObjectiveAnswer } from '../../api/objectives';
import { ProfileContext } from '../../app/state/profile';
import { Icon } from '../../panels/Icon';
import { ProgressBar } from '../../panels/ProgressBar';
import { formatCoords, formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { objectiveIcon, objectiveName, stateText } from '../objectives/objectiveMath';
export { useObjectiveAt, type LoadObjectives } from '../objectives/useObjectiveAt';
import { AETHER_PER_MERCHANT, merchantsForAether as serverMerchantsForAether } from '../../../server/game/trade/supplies';
import { parseLoad } from './logisticsMath';
import '../objectives/objectives.css';

/**
 * Merchants to a supply event or a monument site (issue 16, GAME.md section 8): which event or objective
 * stands on the send form's target tile (GET map/objectives), its supplies progress (GET objectives/{id}),
 * and the aether an Aether deposit (supply2) takes instead of resources.
 */

export { AETHER_PER_MERCHANT };

/** Merchants an aether load takes (the server's rule; none for no aether). */
export function merchantsForAether(aether: number): number {
  return aether > 0 ? serverMerchantsForAether(aether) : 0;
}

/** What the target takes: an Aether deposit takes aether, a supply event or monument site resources; else it is no supply target. */
export function supplyKindOf(o: Pick<MapObjective, 'type' | 'category'> | undefined): 'aether' | 'resources' | undefined {
  if (!o) return undefined;
  if (o.type === 'supply2') return 'aether';
  if (o.type === 'supply1' || o.type === 'monument') return 'resources';
  return undefined;
}

export type AetherProblem = 'badAmount' | 'nothing' | 'noAether' | 'capacity';

/** The aether field checked as the server will: whole number, more than 0, no more than the account has, merchants enough. */
export function checkAether(text: string, have: number | undefined, free: number): { aether: number; needed: number; problem?: AetherProblem } {
  const n = parseLoad(text);
  if (n === undefined) return { aether: 0, needed: 0, problem: 'badAmount' };
  const needed = merchantsForAether(n);
  const problem: AetherProblem | undefined = n === 0 ? 'nothing' : have !== undefined && n > have ? 'noAether' : needed > free ? 'capacity' : undefined;
  return { aether: n, needed, problem };
}

export type LoadObjective = (id: number) => Promise<ObjectiveAnswer>;

/** The account's aether from the profile, when a profile is provided. */
export function useAccountAether(): number | undefined {
  return useContext(ProfileContext)?.profile?.profile.aether;
}

/** The supply target's name, state and progress (supplies delivered of the target, or the monument's resources). */
export function SupplyTargetInfo({ objective, load = objectivesApi.objective }: { objective: MapObjective; load?: LoadObjective }) {
  const t = useText();
  const q = useQuery({ queryKey: objectivesApi.objectiveQueryKey(objective.id), queryFn: () => load(objective.id), staleTime: 10_000, retry: false });
  const d = q.data?.objective;
  const kind = supplyKindOf(objective);
  return (
    <div className="ak-logistics__supply" data-testid="send-supply-target" aria-live="polite">
      <p className="ak-logistics__supplyname">
        <Icon name={objectiveIcon(objective.type)} /> <strong>{objectiveName(t, objective)}</strong> {formatCoords(objective.x, objective.y)} · {stateText(t, objective)}
      </p>
      {!kind && <p className="ak-army__missing">{t('refusals.objectives.notSupplyTarget')}</p>}
      {d?.supplies && (
        <ProgressBar value={d.supplies.delivered} max={d.supplies.required} detail="fraction" tone={d.supplies.of === 'aether' ? 'aether' : 'gold'}
          label={t(d.supplies.of === 'aether' ? 'objectivePages.supplies.aether' : 'objectivePages.supplies.resources')} />
      )}
      {d?.monument && (
        <div className="ak-obj__bars">
          {(['wood', 'stone', 'iron', 'food'] as const).map((k) => (d.monument!.target[k] > 0
            ? <ProgressBar key={k} value={d.monument!.delivered[k]} max={d.monument!.target[k]} detail="fraction" tone={k} label={t(`resources.${k}`)} />
            : null))}
        </div>
      )}
      {d?.monument?.damaged && <p className="ak-obj__warn">{t('objectivePages.monument.damaged')}</p>}
    </div>
  );
}

/** The aether field an Aether deposit takes, with the account's aether and 'max'. */
export function AetherField({ value, onChange, have, free }: { value: string; onChange: (v: string) => void; have: number | undefined; free: number }) {
  const t = useText();
  const max = Math.max(0, Math.min(have ?? 0, free * AETHER_PER_MERCHANT));
  return (
    <div className="ak-logistics__loads">
      <div className="ak-logistics__load">
        <label htmlFor="trade-aether"><Icon name="resource:aether" />{t('resources.aether')}</label>
        <input id="trade-aether" className="ak-input" inputMode="numeric" autoComplete="off" placeholder="0" value={value} onChange={(e) => onChange(e.target.value)} />
        <button type="button" className="ak-btn" aria-label={t('logistics.send.maxOf', { resource: t('resources.aether') })} onClick={() => onChange(String(max))}>{t('logistics.send.max')}</button>
        <span className="ak-logistics__have">{have === undefined ? '' : t('objectivePages.send.inAccount', { amount: formatNumber(have) })}</span>
      </div>
      <p className="ak-vpage__note">{t('objectivePages.send.aetherNote', { n: AETHER_PER_MERCHANT })}</p>
    </div>
  );
}
