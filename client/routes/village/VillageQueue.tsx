import { useGame } from '../../app/game';
import { QueuePanel } from '../../panels/queue/QueuePanel';
import { queueCapacity } from '../../panels/queue/queueMath';
import { useText } from '../../panels/text';
import { useEconomyActions, useFinished, useGamedata } from './useEconomy';

/**
 * The current village's queue in the left sidebar: reads the game context, cancels and buys builders
 * through the economy calls, and reloads when a countdown runs out (SPEC.md section 4).
 */
export function VillageQueue() {
  const game = useGame();
  const t = useText();
  const gamedata = useGamedata();
  const actions = useEconomyActions();
  const finished = useFinished();
  const data = game.village;
  const profile = game.profile?.profile;
  const loading = !data && game.currentVillageId !== undefined;
  const sitter = Boolean(game.user?.isSitter);
  return (
    <QueuePanel
      items={data?.buildQueue}
      capacity={data ? queueCapacity(gamedata?.tiers, data.village.tier) : undefined}
      clockSkewMs={game.clockSkewMs}
      loading={loading}
      onZero={game.reload}
      onCancel={finished ? undefined : actions.cancel}
      builders={profile ? {
        charges: profile.builders,
        aether: profile.aether,
        costEach: gamedata?.aetherCosts.builder ?? 10,
        active: Boolean(game.buildersActive),
        onToggle: finished ? undefined : game.setBuildersActive,
        onBuy: finished || sitter ? undefined : actions.buyBuilders,
        buyBlocked: sitter ? t('queuePanel.sitterNoAether') : undefined,
      } : undefined}
    />
  );
}
