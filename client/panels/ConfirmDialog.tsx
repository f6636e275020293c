import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './Icon';
import type { IconName } from './iconNames';
import { useText } from './text';
import '../app/ui.css';
import './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question ("Commission the Military district?"). */
  title: string;
  /** What the action does, before what it costs for good. */
  message?: ReactNode;
  /** What can never be undone afterwards; always shown, marked. */
  irreversible: string;
  /** The confirm button: names the action ("Commission Military"), never a bare "OK". */
  confirmLabel: string;
  /** The button that changes nothing; "Go back" unless told. */
  cancelLabel?: string;
  icon?: IconName;
  /** Called once per opening; the caller closes the dialog (open=false). */
  onConfirm: () => unknown;
  /** Cancel, Escape or a tap on the backdrop: nothing changed. */
  onCancel: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one confirmation of an irreversible action (district, tier up, the Nobles' choice, a cancel
 * that refunds less than paid): a modal alertdialog that says what cannot be undone. Focus starts on
 * the button that changes nothing, stays inside while open (Tab wraps) and goes back to where it was;
 * Escape, the cancel button and the backdrop change nothing; confirm calls `onConfirm` once.
 */
export function ConfirmDialog({ open, title, message, irreversible, confirmLabel, cancelLabel, icon = 'stat:required', onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useText();
  const titleId = useId();
  const bodyId = useId();
  const box = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const done = useRef(false);
  const [confirmed, setConfirmed] = useState(false);
  const latestCancel = useRef(onCancel);
  latestCancel.current = onCancel;

  useEffect(() => {
    if (!open) return;
    done.current = false;
    setConfirmed(false);
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        if (!done.current) latestCancel.current();
        return;
      }
      if (e.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = box.current.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) { e.preventDefault(); last.focus(); }
      else if (!e.shiftKey && (document.activeElement === last || !inside)) { e.preventDefault(); first.focus(); }
    };
    // Focus that leaves the dialog (a click through, an assistive tool) is brought back.
    const onFocusIn = (e: FocusEvent) => {
      if (box.current && e.target instanceof Node && !box.current.contains(e.target)) cancelRef.current?.focus();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocusIn);
      if (before?.isConnected) before.focus();
    };
  }, [open]);

  if (!open) return null;
  const confirm = () => {
    if (done.current) return;
    done.current = true;
    setConfirmed(true);
    onConfirm();
  };
  return createPortal(
    <div className="ak-confirm-scrim" onPointerDown={(e) => { if (e.target === e.currentTarget && !done.current) onCancel(); }}>
      <div ref={box} className="ak-confirm" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId}>
        <div className="ak-seal ak-confirm__seal" aria-hidden="true"><Icon name={icon} /></div>
        <div className="ak-confirm__body">
          <h2 id={titleId} className="ak-confirm__title">{title}</h2>
          <div id={bodyId}>
            {message !== undefined && <div className="ak-confirm__message">{message}</div>}
            <p className="ak-confirm__warning">
              <strong>{t('confirm.cannotUndo')}</strong> <span>{irreversible}</span>
            </p>
          </div>
          <div className="ak-confirm__actions">
            <button ref={cancelRef} type="button" className="ak-btn" onClick={() => { if (!done.current) onCancel(); }} disabled={confirmed}>
              {cancelLabel ?? t('confirm.goBack')}
            </button>
            <button type="button" className="ak-btn ak-btn--primary ak-confirm__go" onClick={confirm} disabled={confirmed}>
              {confirmLabel}
            </button>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
