import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toasts as appToasts, useToasts, type Toast, type ToastStore } from './toasts';
import './shell.css';

/**
 * The toasts of the store, newest last; a click dismisses one (SPEC.md section 9). A toast with a link
 * (a refusal that names a rule) also offers 'Why? See the guide', which opens its step of the guide.
 */
export function Toaster({ store = appToasts }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const list = useToasts(store);
  return (
    <div className="ak-toasts" aria-label={t('toast.region')} role="region">
      {list.map((toast) => (toast.link
        ? (
          <div key={toast.id} className={`ak-toast ak-toast--${toast.kind} ak-toast--linked`} role={toast.kind === 'error' ? 'alert' : 'status'}>
            <button type="button" className="ak-toast__body" onClick={() => store.dismiss(toast.id)} title={t('toast.dismiss')}>
              <ToastContent toast={toast} />
            </button>
            <Link className="ak-toast__link" to={toast.link} onClick={() => store.dismiss(toast.id)}>{t('toast.guide')}</Link>
          </div>
        )
        : (
          <button
            key={toast.id}
            type="button"
            className={`ak-toast ak-toast--${toast.kind}`}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            onClick={() => store.dismiss(toast.id)}
            title={t('toast.dismiss')}
          >
            <ToastContent toast={toast} />
          </button>
        )))}
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
