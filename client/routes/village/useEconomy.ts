import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueueResponse } from '../../../server/contract';
import { useCurrentVillage, useProfile } from '../../app/state';
import { toasts } from '../../app/toasts';
import { notifyError } from '../../api/errors';
import * as economy from '../../api/economy';
import { formatNumber } from '../../i18n/format';
import { useText, type TextFn } from '../../panels/text';
import { queueItemName } from '../../panels/queue/QueueItemRow';
import type { QueueEntry } from '../../panels/queue/queueMath';
import { RESOURCES, type Cost } from './availability';

/** "40 Wood, 30 Stone" (only the non-zero amounts); the `none` text when everything is 0. */
export function costText(cost: Partial<Cost> | undefined, t: TextFn): string {
  const parts = RESOURCES.filter((r) => (cost?.[r] ?? 0) > 0).map((r) => `${formatNumber(cost![r]!)} ${t(`resources.${r}`)}`);
  return parts.length ? parts.join(', ') : t('queuePanel.nothing');
}

/**
 * The village's economy actions. Each sends the builder choice (useCurrentVillage buildersActive) with a
 * queued item, shows a success toast, and reloads; a refusal shows the server's text through the SPEC
 * toast layer (client/api/errors.ts) under the call's key. Each resolves to whether it succeeded.
 */
export function useEconomyActions() {
  const { village, currentVillageId, buildersActive } = useCurrentVillage();
  const { profile, reload } = useProfile();
  const t = useText();
  const villageId = village?.village.id ?? currentVillageId;
  const withBuilders = Boolean(buildersActive && (profile?.profile.builders ?? 0) > 0);
  const client = useQueryClient();

  const run = useCallback(async <T,>(call: () => Promise<T>, group: string, success: (r: T) => string): Promise<boolean> => {
    try {
      const r = await call();
      toasts.push('success', success(r));
      reload();
      // Views computed from the village (buildings) or the account (research) change with it.
      void client.invalidateQueries({ queryKey: ['buildings'] });
      void client.invalidateQueries({ queryKey: ['research'] });
      return true;
    } catch (err) {
      notifyError(err, group);
      return false;
    }
  }, [reload, client]);

  const queued = (r: QueueResponse) => t('villageActions.queued', { name: queueItemName(r.item, t) });

  return {
    villageId,
    withBuilders,
    /** Queue the next level: a new building by type, one already standing or queued by its row id. */
    queueBuilding: (s: { key: string; id?: number; isNew: boolean }) => {
      if (villageId === undefined) return Promise.resolve(false);
      return run(
        () => (!s.isNew && s.id !== undefined ? economy.queueUpgrade(villageId, s.id, withBuilders) : economy.queueBuilding(villageId, s.key, withBuilders)),
        economy.ECONOMY_ERROR.building, queued,
      );
    },
    queuePoints: (kind: 'science' | 'culture', amount: number) => {
      if (villageId === undefined) return Promise.resolve(false);
      const call = kind === 'science' ? economy.queueScience : economy.queueCulture;
      return run(() => call(villageId, amount, withBuilders), economy.ECONOMY_ERROR.modify, queued);
    },
    cancel: (item: QueueEntry) => {
      if (villageId === undefined) return Promise.resolve(false);
      return run(() => economy.cancelQueueItem(villageId, item.id), economy.ECONOMY_ERROR.modify,
        (r) => t('villageActions.cancelled', { name: queueItemName(item, t), refund: costText(r.refund, t) }));
    },
    commissionDistrict: (district: string) => {
      if (villageId === undefined) return Promise.resolve(false);
      return run(() => economy.commissionDistrict(villageId, district), economy.ECONOMY_ERROR.modify,
        () => t('villageActions.commissioned', { name: t(`panels.names.district.${district}`) }));
    },
    tierUp: () => {
      if (villageId === undefined) return Promise.resolve(false);
      return run(() => economy.tierUp(villageId), economy.ECONOMY_ERROR.modify,
        (r) => t('villageActions.tieredUp', { name: village?.village.name ?? '', tier: t(`tiers.${r.tier}`) }));
    },
    buyBuilders: (amount: number) => run(() => economy.buyBuilders(amount), economy.ECONOMY_ERROR.builders,
      (r) => t('villageActions.boughtBuilders', { count: formatNumber(amount), aether: formatNumber(r.spent) })),
  };
}
