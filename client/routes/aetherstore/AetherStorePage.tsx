import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFinished } from '../../app/hooks/useFinished';
import { useAccount, useCurrentVillage, useGamedata, useProfile, useServerClock } from '../../app/state';
import { toasts } from '../../app/toasts';
import { notifyError, refusalKeyOf } from '../../api/errors';
import { ApiError } from '../../api/http';
import * as aether from '../../api/aether';
import * as merchants from '../../api/merchants';
import { formatDuration, formatNumber } from '../../i18n/format';
import { Icon } from '../../panels/Icon';
import { useNow } from '../../panels/useNow';
import { useText } from '../../panels/text';
import { useEconomyActions } from '../village/useEconomy';
import { BuildersPanel } from './BuildersPanel';
import { BuyResourcesPanel, type StoreRefused } from './BuyResourcesPanel';
import { DeliveriesPanel } from './DeliveriesPanel';
import { PackagesPanel } from './PackagesPanel';
import { purchaseDeliveries } from './storeMath';
import '../village/village.css';
import '../army/army.css';
import './aetherstore.css';

/** A refusal (4xx with the server's words) as the panel shows it; the toast is shown as for every call. */
function refusal(e: unknown, group: string): StoreRefused | false {
  const toast = notifyError(e, group);
  return e instanceof ApiError && e.status >= 400 && e.status < 500 && toast ? { refused: toast.text, rule: refusalKeyOf(e) } : false;
}

/**
 * /aetherstore (SPEC.md section 2, GAME.md section 7): the aether balance; resources for aether for the
 * current village with the deliveries on their way; builder charges; the alpha's free packages. A sitter
 * sees the store but never spends aether. After every purchase the profile (aether) and lists are read again.
 */
export default function AetherStorePage() {
  const t = useText();
  const gamedata = useGamedata();
  const { village, currentVillageId, loading: villageLoading, buildersActive, setBuildersActive } = useCurrentVillage();
  const { profile, reload } = useProfile();
  const { user } = useAccount();
  const { clockSkewMs } = useServerClock();
  const finished = useFinished();
  const client = useQueryClient();
  const economy = useEconomyActions();
  const now = useNow(clockSkewMs);
  const sitter = Boolean(user?.isSitter);
  const villageId = village?.village.id ?? currentVillageId;
  const balance = profile?.profile.aether;
  const blocked = sitter ? t('aetherStore.sitter') : finished ? t('aetherStore.finished') : undefined;
  const canSpend = !sitter && !finished;

  const packages = useQuery({ queryKey: aether.aetherPackagesQueryKey, queryFn: aether.getAetherPackages });
  const incoming = useQuery({
    queryKey: merchants.merchantsQueryKey.list(villageId, 'incoming', 0),
    queryFn: () => merchants.tradeList(villageId!, 'incoming', 0),
    enabled: villageId !== undefined,
  });
  const refresh = useCallback(() => {
    reload();
    void client.invalidateQueries({ queryKey: merchants.merchantsQueryKey.all });
    void client.invalidateQueries({ queryKey: aether.aetherPackagesQueryKey });
  }, [client, reload]);

  const rate = gamedata?.aetherCosts.purchase ?? { aether: 1, resources: 100 };
  const deliverySeconds = gamedata?.durations.purchase ?? 600;
  return (
    <div className="ak-vpage ak-store">
      <header className="ak-vpage__head">
        <p className="ak-vpage__kicker">{village?.village.name ?? t('aetherStore.kicker')}</p>
        <h1 className="ak-vpage__title">{t('aetherStore.title')}</h1>
      </header>
      <dl className="ak-vpage__facts ak-store__balance" aria-live="polite">
        <div><dt><Icon name="resource:aether" />{t('aetherStore.balance')}</dt><dd data-testid="store-balance">{balance === undefined ? '…' : formatNumber(balance)}</dd></div>
        <div><dt><Icon name="ui:builders" />{t('aetherStore.charges')}</dt><dd>{profile ? formatNumber(profile.profile.builders) : '…'}</dd></div>
      </dl>
      {sitter && <p className="ak-vpage__note" data-testid="store-sitter">{t('aetherStore.sitter')}</p>}
      <div className="ak-store__grid">
        <BuyResourcesPanel villageName={village?.village.name} aether={balance} rate={rate} deliverySeconds={deliverySeconds}
          loading={villageLoading && !village} blocked={blocked}
          onBuy={canSpend && villageId !== undefined ? async (resource, amount) => {
            try {
              await merchants.buyResources(villageId, { resource, amount });
              toasts.push('success', t('aetherStore.buy.done', { amount: formatNumber(amount), resource: t(`resources.${resource}`), time: formatDuration(deliverySeconds) }));
              refresh();
              return true;
            } catch (e) { return refusal(e, merchants.AETHER_PURCHASE_ERROR); }
          } : undefined} />
        <DeliveriesPanel deliveries={incoming.data ? purchaseDeliveries(incoming.data.items) : undefined}
          loading={villageId !== undefined && incoming.isPending} error={incoming.error ? t('aetherStore.deliveries.loadError') : null}
          onRetry={() => void incoming.refetch()} now={now} clockSkewMs={clockSkewMs} onArrived={refresh} />
        <BuildersPanel charges={profile?.profile.builders} aether={balance} costEach={gamedata?.aetherCosts.builder ?? 10}
          active={buildersActive} onToggle={finished ? undefined : setBuildersActive}
          onBuy={canSpend ? economy.buyBuilders : undefined} blocked={blocked} />
        <PackagesPanel data={packages.data} loading={packages.isPending} error={packages.error ? t('aetherStore.packages.loadError') : null}
          onRetry={() => void packages.refetch()} now={now} clockSkewMs={clockSkewMs} blocked={blocked}
          onReady={() => void packages.refetch()}
          onGrant={canSpend ? async (id) => {
            try {
              const r = await aether.grantAetherPackage(id);
              toasts.push('success', t('aetherStore.packages.granted', { amount: formatNumber(r.granted.aether), name: t(r.granted.name) }));
              client.setQueryData(aether.aetherPackagesQueryKey, r);
              refresh();
              return true;
            } catch (e) {
              notifyError(e, aether.AETHER_ERROR);
              void packages.refetch();
              return false;
            }
          } : undefined} />
      </div>
    </div>
  );
}
