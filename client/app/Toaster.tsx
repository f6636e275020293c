import { useTranslation } from 'react-i18next';
import { toasts as appToasts, useToasts, type ToastStore } from './toasts';
import './shell.css';

/** The toasts of the store, newest last; a click dismisses one (SPEC.md section 9). */
export function Toaster({ store = appToasts }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const list = useToasts(store);
  return (
    <div className="ak-toasts" aria-label={t('toast.region')} role="region">
      {list.map((toast) => (
        <button
          key={toast.id}
          type="button"
          className={`ak-toast ak-toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          onClick={() => store.dismiss(toast.id)}
          title={t('toast.dismiss')}
        >
          <span className="ak-toast__mark" aria-hidden="true">{toast.kind === 'error' ? '!' : toast.kind === 'success' ? '✓' : 'i'}</span>
          <span className="ak-toast__text">{toast.text}</span>
        </button>
      ))}
    </div>
  );
}
