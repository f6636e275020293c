import type { ReactNode } from 'react';
import { formatNumber } from '../i18n/format';
import './ProgressBar.css';

export type ProgressTone = 'gold' | 'science' | 'culture' | 'aether' | 'wood' | 'stone' | 'iron' | 'food' | 'danger' | 'ok';

export interface ProgressBarProps {
  value: number;
  max: number;
  /** Accessible name, also shown above the bar unless `hideLabel` (the detail still shows). */
  label: string;
  hideLabel?: boolean;
  /** What the right side of the label row shows: the percentage (default), "value / max", or a custom node. */
  detail?: 'percent' | 'fraction' | 'none' | ReactNode;
  tone?: ProgressTone;
  /** Thin bar for table cells. */
  compact?: boolean;
  className?: string;
}

/** Percentage of value in max, clamped to 0..100; 0 when max is not positive. */
export function progressPercent(value: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

/** A labelled bar with an animated fill, announced as a progressbar. */
export function ProgressBar({ value, max, label, hideLabel, detail = 'percent', tone = 'gold', compact, className }: ProgressBarProps) {
  const pct = progressPercent(value, max);
  const pctText = `${Math.floor(pct)}%`;
  const detailNode =
    detail === 'percent' ? pctText
      : detail === 'fraction' ? `${formatNumber(value)} / ${formatNumber(max)}`
        : detail === 'none' ? null : detail;
  return (
    <div className={['ak-progress', `ak-progress--${tone}`, compact ? 'ak-progress--compact' : '', className].filter(Boolean).join(' ')}>
      {(!hideLabel || detailNode !== null) && (
        <div className="ak-progress__label">
          {!hideLabel && <span>{label}</span>}
          {detailNode !== null && <span className="ak-progress__detail">{detailNode}</span>}
        </div>
      )}
      <div
        className="ak-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, max)}
        aria-valuenow={Math.min(Math.max(0, value), Math.max(0, max))}
        aria-valuetext={detail === 'fraction' ? `${formatNumber(value)} / ${formatNumber(max)}` : pctText}
      >
        <div className="ak-progress__fill" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
