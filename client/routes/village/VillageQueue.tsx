import { useFinished } from '../../app/hooks/useFinished';
import { useAccount, useCurrentVillage, useGamedata, useProfile, useServerClock } from '../../app/state';
import { QueuePanel } from '../../panels/queue/QueuePanel';
import { queueCapacity } from '../../panels/queue/queueMath';
import { useText } from '../../panels/text';
import { useEconomyActions } from './useEconomy';

/**
 * The current village's queue in the left sidebar: reads the current village, profile and game data, cancels and buys builders
 * through the economy calls, and reloads when a countdown runs out (SPEC.md section 4).
 */
export function VillageQueue() {
  const { village: data, currentVillageId, buildersActive, setBuildersActive } = useCurrentVillage();
  const { profile: profileResponse, reload } = useProfile();
  const { user } = useAccount();
  const { clockSkewMs } = useServerClock();
  const t = useText();
  const gamedata = useGamedata();
  const actions = useEconomyActions();
  const finished = useFinished();
  const profile = profileResponse?.profile;
  const loading = !data && currentVillageId !== undefined;
  const sitter = Boolean(user?.isSitter);
  return (
    <QueuePanel
      items={data?.buildQueue}
      capacity={data ? queueCapacity(gamedata?.tiers, data.village.tier) : undefined}
      clockSkewMs={clockSkewMs}
      loading={loading}
      onZero={reload}
      onCancel={finished ? undefined : actions.cancel}
      builders={profile ? {
        charges: profile.builders,
        aether: profile.aether,
        costEach: gamedata?.aetherCosts.builder ?? 10,
        active: buildersActive,
        onToggle: finished ? undefined : setBuildersActive,
        onBuy: finished || sitter ? undefined : actions.buyBuilders,
        buyBlocked: sitter ? t('queuePanel.sitterNoAether') : undefined,
      } : undefined}
    />
  );
}
