import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Countdown } from '../Countdown';
import { Icon } from '../Icon';
import { useNow } from '../useNow';
import { useText } from '../text';
import { queueItemName } from './QueueItemRow';
import { queueIsFull, queueProgress, type QueueEntry } from './queueMath';
import './QueueIndicator.css';

export interface QueueIndicatorProps {
  /** The current village's queue, head first (GET /villages/{id} `buildQueue`); undefined while it loads. */
  items: QueueEntry[] | undefined;
  /** Queue length of the village's tier; undefined while the game data loads. */
  capacity?: number;
  clockSkewMs?: number;
  /** Freeze the clock (stories). */
  frozen?: boolean;
  /** The full queue, shown in the popover (the layout passes the same queue panel as the left sidebar's). */
  children: ReactNode;
  /** Open at first render (stories). */
  defaultOpen?: boolean;
}

/**
 * The queue at a glance in the top bar: an hourglass, the item count against the tier's queue length and
 * the running item's countdown with a thin progress line, so an 'Upgrade' always shows its result even
 * when the left sidebar is folded away or scrolled. Clicking (or tapping) it opens the full queue in a
 * popover that Escape, a second click or a click outside closes.
 */
export function QueueIndicator({ items, capacity, clockSkewMs = 0, frozen, children, defaultOpen = false }: QueueIndicatorProps) {
  const t = useText();
  const [open, setOpen] = useState(defaultOpen);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popId = useId();
  const now = useNow(clockSkewMs, !frozen);
  const list = items ?? [];
  const head = list.find((i) => i.started_at !== null) ?? list[0];
  const running = head && head.started_at !== null ? head : undefined;
  const count = capacity !== undefined ? t('queuePanel.count', { count: list.length, max: capacity }) : String(list.length);
  const full = queueIsFull(list.length, capacity);
  const label = running
    ? t('queueIndicator.labelRunning', { count, name: queueItemName(running, t) })
    : t('queueIndicator.label', { count });

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!(e.target instanceof Element) || !root.current || root.current.contains(e.target)) return;
      // A confirmation opened from the popover (cancelling an item) is portalled to the body: not outside.
      if (e.target.closest('[aria-modal="true"]')) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className={['ak-qind', open ? 'is-open' : ''].filter(Boolean).join(' ')} ref={root}>
      <button
        ref={button}
        type="button"
        className={['ak-qind__button', full ? 'is-full' : '', running ? 'is-running' : ''].filter(Boolean).join(' ')}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? popId : undefined}
        aria-haspopup="dialog"
        data-testid="queue-indicator"
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="ui:timer" className="ak-qind__icon" />
        {/* Keyed by the count so the badge pops again whenever an item joins or leaves the queue. */}
        <span key={list.length} className="ak-qind__count" aria-hidden="true">{count}</span>
        {running?.due_at && (
          <span className="ak-qind__time" aria-hidden="true">
            <Countdown until={running.due_at} clockSkewMs={clockSkewMs} />
          </span>
        )}
        {running && (
          <span className="ak-qind__progress" aria-hidden="true">
            <span style={{ width: `${Math.round(queueProgress(running, now) * 1000) / 10}%` }} />
          </span>
        )}
      </button>
      {open && (
        <div id={popId} className="ak-qind__pop" role="dialog" aria-label={t('queuePanel.title')}>
          {children}
        </div>
      )}
    </div>
  );
}
