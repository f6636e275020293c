import { useContext, useState } from 'react';
import { QueryClientContext, useQueryClient } from '@tanstack/react-query';
import type { QuestId } from '../../../server/game/quests/data';
import type { ClaimQuestResponse } from '../../../server/contract/quests';
import { claimQuest, QUESTS_ERROR, questsQueryKey } from '../../api/quests';
import { notifyError } from '../../api/errors';
import { queryKeys } from '../../api/keys';
import { useQuestsHidden, useQuestsQuery } from '../../app/hooks/useQuests';
import { AccountContext } from '../../app/state/account';
import { useCurrentVillage } from '../../app/state/currentVillage';
import { useProfile } from '../../app/state/profile';
import { toasts } from '../../app/toasts';
import { formatNumber } from '../../i18n/format';
import { useText, type TextFn } from '../text';
import { useNow } from '../useNow';
import { amountAt, villageTracks } from '../resourceTicking';
import { useServerClock } from '../../app/state/serverClock';
import { QuestList } from './QuestList';

const RESOURCES = ['wood', 'stone', 'iron', 'food'] as const;

/** "150 Wood, 150 Stone" (the non-zero amounts). */
function amounts(c: ClaimQuestResponse['paid'], t: TextFn): string {
  return RESOURCES.filter((r) => c[r] > 0).map((r) => `${formatNumber(c[r])} ${t(`resources.${r}`)}`).join(', ');
}

/** The toast after a claim: what the village's storage took, and what did not fit. */
export function claimToast(r: Pick<ClaimQuestResponse, 'paid' | 'lost'>, t: TextFn): string {
  const paid = amounts(r.paid, t);
  const lost = amounts({ wood: Math.floor(r.lost.wood), stone: Math.floor(r.lost.stone), iron: Math.floor(r.lost.iron), food: Math.floor(r.lost.food) }, t);
  if (!paid) return t('quests.nothingPaid');
  return lost ? t('quests.paidLost', { paid, lost }) : t('quests.paid', { paid });
}

/**
 * The quest panel with its data: GET quests (asked again on every reload), the hidden state in
 * localStorage, and the claim into the current village (a success toast says what was paid; the profile
 * and the village reload so the resource panel shows it).
 */
export function QuestPanel({ finished }: { finished?: boolean }) {
  const t = useText();
  const query = useQuestsQuery();
  const [hidden, setHidden] = useQuestsHidden();
  const [claiming, setClaiming] = useState<QuestId | null>(null);
  const { currentVillageId, village } = useCurrentVillage();
  const { reload } = useProfile();
  const client = useQueryClient();
  const villageId = village?.village.id ?? currentVillageId;
  // The current village's free room, ticking while a reward waits to be claimed (what would not fit is said first).
  const { clockSkewMs } = useServerClock();
  const waiting = query.data?.quests.some((q) => q.done && !q.claimed) ?? false;
  const now = useNow(clockSkewMs, waiting);
  const tracks = village ? villageTracks(village.village) : undefined;
  const room = tracks && {
    wood: tracks.wood.cap - amountAt(tracks.wood, now), stone: tracks.stone.cap - amountAt(tracks.stone, now),
    iron: tracks.iron.cap - amountAt(tracks.iron, now), food: tracks.food.cap - amountAt(tracks.food, now),
  };
  const claim = async (id: QuestId) => {
    if (villageId === undefined) return;
    setClaiming(id);
    try {
      const r = await claimQuest(id, villageId);
      client.setQueryData(questsQueryKey, { quests: r.quests });
      toasts.push('success', claimToast(r, t));
      void client.invalidateQueries({ queryKey: queryKeys.village(villageId) });
      reload();
    } catch (err) {
      notifyError(err, QUESTS_ERROR);
      void client.invalidateQueries({ queryKey: questsQueryKey });
    } finally {
      setClaiming(null);
    }
  };
  return (
    <QuestList
      quests={query.data?.quests}
      loading={query.isPending && query.fetchStatus !== 'idle'}
      error={query.isError && !query.data ? t('quests.error') : null}
      onRetry={() => void query.refetch()}
      hidden={hidden}
      onHiddenChange={setHidden}
      onClaim={finished ? undefined : claim}
      claiming={claiming}
      room={room}
    />
  );
}

/**
 * The quest panel where the game runs (inside GameProvider and react-query's provider); nothing in a
 * bare render of the sidebar (a unit test or story without them).
 */
export function QuestSlot({ finished }: { finished?: boolean }) {
  const account = useContext(AccountContext);
  const queries = useContext(QueryClientContext);
  if (!account?.user || !queries) return null;
  return <QuestPanel finished={finished} />;
}
