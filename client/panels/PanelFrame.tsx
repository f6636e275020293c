import type { ReactNode } from 'react';
import { useText } from './text';
import './PanelFrame.css';

export interface PanelStatusProps {
  loading?: boolean;
  /** An error text to show instead of the content. */
  error?: string | null;
  onRetry?: () => void;
}

export interface PanelFrameProps extends PanelStatusProps {
  title?: ReactNode;
  /** Controls on the right of the title row (toggles). */
  actions?: ReactNode;
  className?: string;
  /** Shown instead of children when set and neither loading nor failed. */
  empty?: string | null;
  children?: ReactNode;
  'aria-label'?: string;
}

/**
 * The frame every sidebar panel shares: a parchment-edged box with a title row, and the loading,
 * error and empty states drawn the same way everywhere.
 */
export function PanelFrame({ title, actions, className, loading, error, onRetry, empty, children, ...rest }: PanelFrameProps) {
  const t = useText();
  let body: ReactNode = children;
  if (loading) {
    body = (
      <div className="ak-panel__state ak-panel__state--loading" role="status">
        <span className="ak-panel__skeleton" aria-hidden="true" />
        <span className="ak-panel__skeleton ak-panel__skeleton--short" aria-hidden="true" />
        <span>{t('panels.common.loading')}</span>
      </div>
    );
  } else if (error) {
    body = (
      <div className="ak-panel__state ak-panel__state--error" role="alert">
        <span>{error}</span>
        {onRetry && <button type="button" className="ak-button ak-button--small" onClick={onRetry}>{t('panels.common.retry')}</button>}
      </div>
    );
  } else if (empty) {
    body = <div className="ak-panel__state ak-panel__state--empty">{empty}</div>;
  }
  return (
    <section className={['ak-panel', className].filter(Boolean).join(' ')} aria-label={rest['aria-label']} aria-busy={loading || undefined}>
      {(title || actions) && (
        <header className="ak-panel__head">
          {title && <h2 className="ak-panel__title">{title}</h2>}
          {actions && <div className="ak-panel__actions">{actions}</div>}
        </header>
      )}
      {body}
    </section>
  );
}
