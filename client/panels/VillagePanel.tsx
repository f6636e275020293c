import { useState } from 'react';
import { Link } from 'react-router';
import type { VillageState } from '../../server/contract';
import { Icon } from './Icon';
import type { IconName } from './iconNames';
import { PanelFrame, type PanelStatusProps } from './PanelFrame';
import { effectiveRate } from './resourceTicking';
import { formatClock, formatCoords, formatNumber, formatPercent } from '../i18n/format';
import { useNow } from './useNow';
import { useText } from './text';
import './VillagePanel.css';

export interface VillagePanelProps extends PanelStatusProps {
  village: VillageState | undefined;
  /** Server time minus client time (game context), so the clock shows the server's UTC time. */
  clockSkewMs: number;
  /** Start in the bonus-percentage view (stories). */
  initialView?: 'values' | 'bonus';
}

/** The server clock in UTC, refreshed every second. */
export function ServerClock({ clockSkewMs }: { clockSkewMs: number }) {
  const t = useText();
  const now = useNow(clockSkewMs);
  return (
    <div className="ak-vpanel__clock" title={t('panels.villagePanel.serverTime')}>
      <Icon name="ui:clock" />
      <time dateTime={new Date(now).toISOString()}>{formatClock(now)}</time>
      <span className="ak-vpanel__utc">UTC</span>
    </div>
  );
}

interface Row { key: string; icon: IconName; value: string; bonus: string | null }

/** The current village at a glance: clock, population, production, culture, science, and its main pages. */
export function VillagePanel({ village, clockSkewMs, loading, error, onRetry, initialView = 'values' }: VillagePanelProps) {
  const t = useText();
  const [view, setView] = useState(initialView);
  const v = village;
  const rows: Row[] = v
    ? [
        { key: 'population', icon: 'resource:population', value: formatNumber(v.population), bonus: null },
        { key: 'production', icon: 'resource:production', value: formatNumber(effectiveRate(v.production, v.impr_production)), bonus: formatPercent(v.impr_production) },
        { key: 'culture', icon: 'resource:culture', value: formatNumber(effectiveRate(v.culture, v.impr_culture)), bonus: formatPercent(v.impr_culture) },
        { key: 'science', icon: 'resource:science', value: formatNumber(effectiveRate(v.science, v.impr_science)), bonus: formatPercent(v.impr_science) },
      ]
    : [];
  const bonus = view === 'bonus';
  return (
    <PanelFrame
      className="ak-vpanel"
      aria-label={t('panels.villagePanel.label')}
      title={v ? <><Icon name="ui:village" /><span className="ak-vpanel__name" title={v.name}>{v.name}</span></> : t('panels.villagePanel.label')}
      actions={v && !loading && !error ? (
        <button
          type="button"
          className="ak-button ak-button--small"
          aria-pressed={bonus}
          onClick={() => setView(bonus ? 'values' : 'bonus')}
          title={t(bonus ? 'panels.villagePanel.showValues' : 'panels.villagePanel.showBonus')}
        >
          {bonus ? t('panels.villagePanel.perHourShort') : '%'}
        </button>
      ) : undefined}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={!v ? t('panels.villagePanel.empty') : null}
    >
      {v && (
        <>
          <div className="ak-vpanel__meta">
            <span className="ak-vpanel__tier">{t(`panels.tier.${v.tier}`)}</span>
            <span className="ak-vpanel__coords">{formatCoords(v.x, v.y)}</span>
            <ServerClock clockSkewMs={clockSkewMs} />
          </div>
          <dl className="ak-vpanel__stats">
            {rows.map((r) => (
              <div key={r.key} className="ak-vpanel__stat">
                <dt><Icon name={r.icon} /><span>{t(`panels.villagePanel.${r.key}`)}</span></dt>
                <dd>
                  {bonus
                    ? (r.bonus ?? <span className="ak-vpanel__na">{t('panels.villagePanel.noBonus')}</span>)
                    : <>{r.value}{r.key !== 'population' && <small>{t('panels.common.perHour')}</small>}</>}
                </dd>
              </div>
            ))}
          </dl>
          <nav className="ak-vpanel__links" aria-label={t('panels.villagePanel.pages')}>
            <Link className="ak-button" to="/village/overview"><Icon name="ui:village" />{t('panels.villagePanel.overview')}</Link>
            <Link className="ak-button" to="/village/army"><Icon name="ui:army" />{t('panels.villagePanel.army')}</Link>
            <Link className="ak-button" to="/village/logistics"><Icon name="ui:logistics" />{t('panels.villagePanel.logistics')}</Link>
          </nav>
        </>
      )}
    </PanelFrame>
  );
}
