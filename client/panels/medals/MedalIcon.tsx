import { useId, useState } from 'react';
import medalSheet from '../../../assets/sprites/medals.svg';
import victorySheet from '../../../assets/sprites/victory-points.svg';
import { useText } from '../text';
import {
  MEDAL_CELL, MEDAL_COLUMNS, MEDAL_TYPES_COUNT, VICTORY_POINT_FRAME, VICTORY_POINT_TYPES, medalCell, medalDetail,
  medalName, medalTooltip, sortMedals, spritePosition, victoryPointFrame, type MedalLike, type VictoryPointType,
} from './medalSprites';
import './MedalIcon.css';

export interface MedalIconProps {
  medal: MedalLike;
  /** Drawn size in px (the sheet's 24 px cell scaled); default 24. */
  size?: number;
  className?: string;
}

/**
 * One medal from the sprite sheet (a row per type, columns rank 1, 2, 3 and other). It names itself three
 * ways: the title on hover, its accessible name (the category) and description (week, rank, amount) for
 * screen readers, and a tip shown on hover, keyboard focus or a tap (touch has no hover); a second tap,
 * Escape or leaving it hides the tip.
 */
export function MedalIcon({ medal, size = MEDAL_CELL, className }: MedalIconProps) {
  const t = useText();
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const { row, column } = medalCell(medal.type, medal.rank);
  const name = medalName(t, medal.type);
  const detail = medalDetail(t, medal);
  return (
    <button type="button" className={['ak-medal', open ? 'is-open' : '', className].filter(Boolean).join(' ')}
      title={medalTooltip(t, medal)} aria-label={name} aria-describedby={tipId}
      data-medal={medal.type} data-rank={medal.rank} data-week={medal.week}
      onClick={() => setOpen((o) => !o)} onBlur={() => setOpen(false)}
      onKeyDown={(e) => { if (e.key === 'Escape') setOpen(false); }}>
      <span className="ak-medal__sprite" aria-hidden="true" data-row={row} data-column={column}
        style={{
          width: size, height: size,
          backgroundImage: row < 0 ? undefined : `url("${medalSheet}")`,
          backgroundSize: `${MEDAL_COLUMNS * size}px ${MEDAL_TYPES_COUNT * size}px`,
          backgroundPosition: spritePosition(column, Math.max(row, 0), size),
        }} />
      <span className="ak-medal__tip" role="tooltip" id={tipId}>
        <strong>{name}</strong>
        <span>{detail}</span>
      </span>
    </button>
  );
}

export interface VictoryPointIconProps {
  type: VictoryPointType | string;
  /** Drawn size in px (the sheet's 36 px frame scaled); default 36. */
  size?: number;
  /** Accessible name (and hover title); without it the icon is decorative. */
  title?: string;
  className?: string;
}

/** A victory point type's frame (vps, landmark, monument, artifact) from the 36 px sprite sheet. */
export function VictoryPointIcon({ type, size = VICTORY_POINT_FRAME, title, className }: VictoryPointIconProps) {
  const frame = victoryPointFrame(type);
  return (
    <span className={['ak-vp-icon', className].filter(Boolean).join(' ')} data-vp={VICTORY_POINT_TYPES[frame]}
      role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true} title={title}
      style={{
        width: size, height: size,
        backgroundImage: `url("${victorySheet}")`,
        backgroundSize: `${VICTORY_POINT_TYPES.length * size}px ${size}px`,
        backgroundPosition: spritePosition(frame, 0, size),
      }} />
  );
}

export interface MedalListProps {
  /** The medals; undefined while loading. */
  medals?: readonly MedalLike[];
  loading?: boolean;
  /** What an empty list says (default: medals.empty). */
  emptyText?: string;
  /** Drawn size of each medal in px. */
  size?: number;
  /** Shows at most this many (the newest); the rest are counted in a '+N' note. */
  max?: number;
  className?: string;
}

/** A row of medals, newest week first, with a loading and an empty state. */
export function MedalList({ medals, loading, emptyText, size, max, className }: MedalListProps) {
  const t = useText();
  if (loading || !medals) {
    return (
      <p className={['ak-medal-list__state', 'ak-muted', className].filter(Boolean).join(' ')} role="status" data-testid="medal-list-loading">
        <span className="ak-panel__skeleton" aria-hidden="true" />{t('medals.loading')}
      </p>
    );
  }
  if (medals.length === 0) {
    return <p className={['ak-medal-list__state', 'ak-muted', className].filter(Boolean).join(' ')} data-testid="medal-list-empty">{emptyText ?? t('medals.empty')}</p>;
  }
  const sorted = sortMedals(medals);
  const shown = max !== undefined ? sorted.slice(0, max) : sorted;
  const more = sorted.length - shown.length;
  return (
    <ul className={['ak-medal-list', className].filter(Boolean).join(' ')} aria-label={t('medals.listLabel', { count: medals.length })} data-testid="medal-list">
      {shown.map((m) => (
        <li key={`${m.type}-${m.week}-${m.rank}`}><MedalIcon medal={m} size={size} /></li>
      ))}
      {more > 0 && <li className="ak-medal-list__more">{t('medals.more', { count: more })}</li>}
    </ul>
  );
}
