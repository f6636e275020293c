import { useState } from 'react';
import { Icon } from './Icon';
import type { IconName } from './iconNames';
import './StatTip.css';

export interface StatTipProps {
  icon: IconName;
  /** The stat's name ("Attack", "Wood"): the button's accessible name, its hover title and its tap tip. */
  name: string;
  /** The value as shown ("40", "0:01:12"). */
  value: string;
}

/**
 * An icon and its value, named three ways: screen readers read "Attack: 40" (its aria-label), a
 * mouse shows the title on hover, and a tap or Enter shows the name above it (touch has no hover);
 * a second tap, Escape or leaving it hides the name again.
 */
export function StatTip({ icon, name, value }: StatTipProps) {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" className={['ak-stat', open ? 'is-open' : ''].filter(Boolean).join(' ')} title={name}
      aria-label={`${name}: ${value}`}
      onClick={() => setOpen((o) => !o)} onBlur={() => setOpen(false)}
      onKeyDown={(e) => { if (e.key === 'Escape') setOpen(false); }}>
      <Icon name={icon} />
      <span className="ak-stat__value">{value}</span>
      {open && <span className="ak-stat__tip" aria-hidden="true" data-testid="stat-tip">{name}</span>}
    </button>
  );
}
