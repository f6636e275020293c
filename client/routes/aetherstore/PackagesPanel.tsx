import { useState } from 'react';
import type { AetherPackages } from '../../api/aether';
import { Countdown } from '../../panels/Countdown';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { ProgressBar } from '../../panels/ProgressBar';
import { useText } from '../../panels/text';
import { formatNumber } from '../../i18n/format';
import { msUntil } from './storeMath';

const DAY_MS = 24 * 3600_000;

export interface PackagesPanelProps {
  /** GET aether/packages; undefined while loading. */
  data?: AetherPackages;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Server time now (ms). */
  now: number;
  clockSkewMs?: number;
  /** Takes a package; absent when not allowed (a sitter, a finished game). Resolves to whether it went. */
  onGrant?: (id: string) => Promise<boolean>;
  /** Why taking a package is not offered, when it is not. */
  blocked?: string;
  /** The next grant's countdown reached zero: read again. */
  onReady?: () => void;
}

/**
 * The alpha's aether packages (GAME.md section 7): no payment is taken, one grant a UTC day. Says
 * whether today's is taken and counts down to the next, with the day's progress as a bar.
 */
export function PackagesPanel({ data, loading, error, onRetry, now, clockSkewMs, onGrant, blocked, onReady }: PackagesPanelProps) {
  const t = useText();
  const [busy, setBusy] = useState<string | undefined>();
  const left = data ? msUntil(data.next_grant_at, now) : 0;
  const take = async (id: string) => {
    if (!onGrant) return;
    setBusy(id);
    try { await onGrant(id); } finally { setBusy(undefined); }
  };
  return (
    <PanelFrame className="ak-store__panel" title={<><Icon name="resource:aether" />{t('aetherStore.packages.title')}</>}
      loading={loading} error={error} onRetry={onRetry} empty={data && data.packages.length === 0 ? t('aetherStore.packages.none') : null}
      aria-label={t('aetherStore.packages.title')}>
      {data && (
        <>
          <p className="ak-store__free" data-testid="packages-free">{t('aetherStore.packages.free')}</p>
          {data.granted_today ? (
            <div className="ak-store__next" data-testid="packages-granted">
              <p className="ak-vpage__note">{t('aetherStore.packages.grantedToday')}</p>
              <p className="ak-store__countdown">
                {t('aetherStore.packages.nextIn')} <Countdown until={data.next_grant_at} clockSkewMs={clockSkewMs} onZero={onReady} />
              </p>
              <ProgressBar value={DAY_MS - left} max={DAY_MS} label={t('aetherStore.packages.dayProgress')} tone="aether" />
            </div>
          ) : <p className="ak-vpage__note" data-testid="packages-available">{t('aetherStore.packages.available')}</p>}
          {blocked && <p className="ak-vpage__note">{blocked}</p>}
          <ul className="ak-store__packages">
            {data.packages.map((p) => (
              <li key={p.id} className="ak-store__package">
                <Icon name="resource:aether" size="var(--fs-xl)" />
                <span className="ak-store__package-name">{t(p.name)}</span>
                <span className="ak-store__package-amount">{t('aetherStore.packages.amount', { amount: formatNumber(p.aether) })}</span>
                <button type="button" className="ak-btn ak-btn--primary" disabled={!onGrant || data.granted_today || busy !== undefined}
                  onClick={() => void take(p.id)}>
                  {t('aetherStore.packages.take', { name: t(p.name) })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </PanelFrame>
  );
}
