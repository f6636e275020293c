import { useState } from 'react';
import type { VillageState } from '../../server/contract';
import { Icon } from './Icon';
import { PanelFrame, type PanelStatusProps } from './PanelFrame';
import { ResourceBreakdown } from './ResourceBreakdown';
import { amountAt, isFull, rateBreakdown, secondsUntilLimit, villageTracks, type StoredResource } from './resourceTicking';
import { formatDuration, formatNumber, formatSigned } from '../i18n/format';
import { useNow } from './useNow';
import { useText, type TextFn } from './text';
import './ResourcePanel.css';

export interface ResourcePanelProps extends PanelStatusProps {
  village: VillageState | undefined;
  clockSkewMs: number;
  /** Start showing the time until full/empty instead of amounts (stories). */
  initialView?: 'amounts' | 'time';
  /** Start with this resource's breakdown open (stories). */
  initialExpanded?: StoredResource;
}

/** Above 999999 a value renders smaller so it still fits its column (SPEC.md section 2). */
function Amount({ value }: { value: number }) {
  return <span className={value > 999_999 ? 'ak-res__big' : undefined}>{formatNumber(value)}</span>;
}

function limitText(t: TextFn, seconds: number | null, draining: boolean): string {
  if (seconds === null) return t('panels.resources.never');
  if (seconds === 0) return draining ? t('panels.resources.empty') : t('panels.resources.full');
  return formatDuration(seconds);
}

/** Wood, stone, iron, warehouse, food and food cellar, growing every second between reloads. */
export function ResourcePanel({ village, clockSkewMs, loading, error, onRetry, initialView = 'amounts', initialExpanded }: ResourcePanelProps) {
  const t = useText();
  const [view, setView] = useState(initialView);
  const [expanded, setExpanded] = useState<StoredResource | undefined>(initialExpanded);
  const now = useNow(clockSkewMs, Boolean(village));
  const timeView = view === 'time';

  const row = (r: StoredResource) => {
    const v = village!;
    const tracks = villageTracks(v);
    const track = tracks[r];
    const amount = amountAt(track, now);
    const draining = track.ratePerHour < 0;
    const full = isFull(track, now);
    const alert = full || draining;
    const open = expanded === r;
    const label = t(`panels.resources.${r}`);
    const id = `ak-res-${v.id}-${r}`;
    return (
      <li key={r} className={['ak-res__row', alert ? 'is-alert' : '', open ? 'is-open' : ''].filter(Boolean).join(' ')}>
        <button
          type="button"
          className="ak-res__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setExpanded(open ? undefined : r)}
        >
          <Icon name={`resource:${r}`} title={label} />{' '}
          <span className="ak-res__value">
            {timeView ? limitText(t, secondsUntilLimit(track, now), draining) : <Amount value={amount} />}
          </span>{' '}
          <span className="ak-res__rate">{formatSigned(track.ratePerHour)}<small>{t('panels.common.perHour')}</small></span>
        </button>
        {alert && (
          <span className="ak-res__flag">{t(draining ? 'panels.resources.draining' : 'panels.resources.storeFull')}</span>
        )}
        {open && <ResourceBreakdown id={id} resource={r} breakdown={rateBreakdown(v, r)} />}
      </li>
    );
  };

  const store = (key: 'store_res' | 'store_food', cap: number) => (
    <li key={key} className="ak-res__row ak-res__row--store">
      <div className="ak-res__toggle ak-res__toggle--static">
        <Icon name={`resource:${key}`} title={t(`panels.resources.${key}`)} />
        <span className="ak-res__value"><Amount value={cap} /></span>
        <span className="ak-res__rate">{t(`panels.resources.${key}`)}</span>
      </div>
    </li>
  );

  return (
    <PanelFrame
      className="ak-res"
      aria-label={t('panels.resources.title')}
      title={<><Icon name="resource:all" />{t('panels.resources.title')}</>}
      actions={village && !loading && !error ? (
        <button
          type="button"
          className="ak-button ak-button--small"
          aria-pressed={timeView}
          onClick={() => setView(timeView ? 'amounts' : 'time')}
          title={t(timeView ? 'panels.resources.showAmounts' : 'panels.resources.showTime')}
        >
          <Icon name="ui:timer" />
          <span className="ak-visually-hidden">{t(timeView ? 'panels.resources.showAmounts' : 'panels.resources.showTime')}</span>
        </button>
      ) : undefined}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={!village ? t('panels.resources.none') : null}
    >
      {village && (
        <ul className="ak-res__list">
          {row('wood')}
          {row('stone')}
          {row('iron')}
          {store('store_res', village.store_res)}
          {row('food')}
          {store('store_food', village.store_food)}
        </ul>
      )}
    </PanelFrame>
  );
}
