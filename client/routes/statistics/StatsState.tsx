import type { ReactNode } from 'react';
import { useText } from '../../panels/text';
import '../../panels/PanelFrame.css';

export interface StatsStateProps {
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** What an empty read says (shown instead of the children when set). */
  empty?: ReactNode;
  children?: ReactNode;
}

/**
 * The body of a statistics section in its states, drawn as every panel draws them (PanelFrame.css): the
 * loading skeleton, the error with Try again, the empty text, or the content. The section's title and
 * controls stay with the section.
 */
export function StatsState({ loading, error, onRetry, empty, children }: StatsStateProps) {
  const t = useText();
  if (loading) {
    return (
      <div className="ak-panel__state ak-panel__state--loading" role="status">
        <span className="ak-panel__skeleton" aria-hidden="true" />
        <span className="ak-panel__skeleton ak-panel__skeleton--short" aria-hidden="true" />
        <span>{t('panels.common.loading')}</span>
      </div>
    );
  }
  if (error) {
    return (
      <div className="ak-panel__state ak-panel__state--error" role="alert">
        <span>{error}</span>
        {onRetry && <button type="button" className="ak-btn ak-stats__retry" onClick={onRetry}>{t('panels.common.retry')}</button>}
      </div>
    );
  }
  if (empty) return <div className="ak-panel__state ak-panel__state--empty">{empty}</div>;
  return <>{children}</>;
}
