import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFinished } from '../../app/hooks/useFinished';
import { useCurrentVillage, useGamedata, useProfile } from '../../app/state';
import { toasts } from '../../app/toasts';
import { notifyError } from '../../api/errors';
import { claimTile, TILE_CLAIM_ERROR } from '../../api/tiles';
import type { TileClaimOffer } from '../../map/TilePanel';
import type { TileInfo } from '../../map/world';
import { formatCoords, formatNumber } from '../../i18n/format';
import { useText } from '../../panels/text';
import { checkClaim } from '../village/tileClaim';

/**
 * The map's 'Claim tile' offer for the current village (PUT map/tile): shown on a free land tile within
 * the village's claim radius; disabled with the population it needs when the free claims are used.
 * A claim reloads the continent (['map', 'world']) and the village.
 */
export function useTileClaim(): (tile: TileInfo) => TileClaimOffer | undefined {
  const { village } = useCurrentVillage();
  const { reload } = useProfile();
  const t = useText();
  const gamedata = useGamedata();
  const finished = useFinished();
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const v = village?.village;
  return useCallback((tile: TileInfo) => {
    if (!v || !gamedata || finished) return undefined;
    const check = checkClaim(v, { x: tile.x, y: tile.y, type: tile.type, hasVillage: !!tile.village, claimed: !!tile.claimedBy }, gamedata);
    if (!check.offer) return undefined;
    const key = `${tile.x}|${tile.y}`;
    const note = check.ok
      ? t(check.free ? 'tileClaim.free' : 'tileClaim.byPopulation', { village: v.name, n: check.n })
      : t('tileClaim.needsPopulation', { population: formatNumber(check.population) });
    return {
      note,
      disabled: !check.ok || busy !== null,
      busy: busy === key,
      onClaim: async () => {
        setBusy(key);
        try {
          const res = await claimTile(v.id, tile.x, tile.y);
          toasts.push('success', t('tileClaim.claimed', { tile: t(`tiles.${res.tile.type}`), coords: formatCoords(res.tile.x, res.tile.y), village: v.name }));
          void client.invalidateQueries({ queryKey: ['map'] });
          void client.invalidateQueries({ queryKey: ['buildings'] });
          reload();
        } catch (err) {
          notifyError(err, TILE_CLAIM_ERROR);
        } finally {
          setBusy(null);
        }
      },
    };
  }, [v, gamedata, finished, busy, t, client, reload]);
}
