import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Countdown, elapsedShare } from '../panels/Countdown';
import { ProgressBar } from '../panels/ProgressBar';
import { useNow } from '../panels/useNow';
import { toasts as appToasts, useToasts, type Toast, type ToastStore, type ToastTimer } from './toasts';
import './Toaster.css';

/**
 * The toasts of the store, newest last; a click dismisses one (SPEC.md section 9). A toast with a link
 * (a refusal that names a rule) also offers 'Why? See the guide', which opens its step of the guide; a
 * toast with a timer (an incoming attack) counts its time left down while it is shown, over a bar.
 */
export function Toaster({ store = appToasts }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const list = useToasts(store);
  const region = useRef<HTMLDivElement>(null);
  useStackHeight(region);
  return (
    <div ref={region} className="ak-toasts" aria-label={t('toast.region')} role="region">
      {list.map((toast) => {
        const role = toast.kind === 'error' ? 'alert' : 'status';
        const dismiss = () => store.dismiss(toast.id);
        if (!toast.link && !toast.timer) {
          return (
            <button key={toast.id} type="button" className={`ak-toast ak-toast--${toast.kind}`} role={role} onClick={dismiss} title={t('toast.dismiss')}>
              <ToastContent toast={toast} />
            </button>
          );
        }
        // A link, a timer or a progress bar cannot sit inside a button: the text is the button, and a click
        // anywhere on the toast (bar, time left, link) still dismisses it.
        const classes = ['ak-toast', `ak-toast--${toast.kind}`, toast.link ? 'ak-toast--linked' : '', toast.timer ? 'ak-toast--timed' : ''];
        return (
          <div key={toast.id} className={classes.filter(Boolean).join(' ')} role={role} onClick={dismiss}>
            <button type="button" className="ak-toast__body" title={t('toast.dismiss')}>
              <ToastContent toast={toast} />
            </button>
            {toast.timer && <ToastTimeLeft timer={toast.timer} />}
            {toast.link && <Link className="ak-toast__link" to={toast.link}>{t('toast.guide')}</Link>}
          </div>
        );
      })}
    </div>
  );
}

function ToastContent({ toast }: { toast: Toast }) {
  return (
    <>
      <span className="ak-toast__mark" aria-hidden="true">{toast.kind === 'error' ? '!' : toast.kind === 'success' ? '✓' : 'i'}</span>
      <span className="ak-toast__text">{toast.text}</span>
    </>
  );
}

/**
 * The time left, live (the toast is an alert: its countdown is a timer, not announced every second), and
 * the bar of the span already gone.
 */
function ToastTimeLeft({ timer }: { timer: ToastTimer }) {
  const now = useNow(timer.clockSkewMs ?? 0);
  return (
    <div className="ak-toast__timer" aria-live="off">
      <span className="ak-toast__left">
        {timer.label} <Countdown until={timer.until} clockSkewMs={timer.clockSkewMs} />
      </span>
      {timer.from !== undefined && (
        <ProgressBar value={elapsedShare(timer.from, timer.until, now)} max={1} label={timer.progressLabel ?? timer.label}
          hideLabel detail="none" compact tone="danger" className="ak-toast__bar" />
      )}
    </div>
  );
}

/**
 * The height of the toasts on screen as the page's `--ak-toasts-h`: beside the sidebars the toasts take
 * the top of the right sidebar's column, and Toaster.css moves the sidebar down by that much rather than
 * have them cover its controls.
 */
function useStackHeight(region: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const el = region.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--ak-toasts-h', `${Math.ceil(el.getBoundingClientRect().height)}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--ak-toasts-h');
    };
  }, [region]);
}
