import { Icon } from './Icon';
import { ProgressBar } from './ProgressBar';
import { formatNumber } from '../i18n/format';
import { useText } from './text';

export interface CultureProgressProps {
  culture: number;
  /** Culture needed for the next village, town and city (profile.nextCulture). */
  next: { village: number; town: number; city: number };
}

/**
 * Account culture against the three thresholds. Culture is never spent, so each bar is simply
 * culture / threshold; the village threshold reads "settle", the city threshold "tier up" (SPEC.md section 2).
 */
export function CultureProgress({ culture, next }: CultureProgressProps) {
  const t = useText();
  const rows = [
    { key: 'village', label: t('panels.culture.settle') },
    { key: 'town', label: t('panels.culture.town') },
    { key: 'city', label: t('panels.culture.tierUp') },
  ] as const;
  return (
    <div className="ak-rside__block">
      <h3 className="ak-rside__heading">
        <Icon name="resource:culture" />{t('panels.culture.title')}
        <span className="ak-rside__culture">{formatNumber(culture)}</span>
      </h3>
      {rows.map((r) => {
        const reached = culture >= next[r.key];
        return (
          <ProgressBar
            key={r.key}
            tone={reached ? 'ok' : 'culture'}
            label={r.label}
            value={culture}
            max={next[r.key]}
            detail={reached ? t('panels.culture.reached') : `${formatNumber(culture)} / ${formatNumber(next[r.key])}`}
          />
        );
      })}
    </div>
  );
}
