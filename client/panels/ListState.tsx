import type { ReactNode } from 'react';
import { useText } from './text';
import './PanelFrame.css';

export interface ListStateProps<L extends readonly unknown[]> {
  /** An error text shown (with Retry when onRetry is set) instead of the list. */
  error?: string | null;
  onRetry?: () => void;
  /** The Retry button's text (each page has its own catalogue key). */
  retryLabel: string;
  /** Shows the loading state even when items are there (a reload of the same page). */
  loading?: boolean;
  /** The current page's items; undefined until the first answer, which also reads as loading. */
  items?: L;
  /** What an empty list says. */
  empty: ReactNode;
  children: (items: L) => ReactNode;
}

/**
 * The body of a paged list section: the error with Retry, the loading skeleton, the empty text, or the
 * items. The section, its title and its pager stay with the page, as they differ from list to list.
 */
export function ListState<L extends readonly unknown[]>({ error, onRetry, retryLabel, loading, items, empty, children }: ListStateProps<L>) {
  const t = useText();
  if (error) {
    return (
      <div className="ak-panel__state ak-panel__state--error" role="alert">
        <span>{error}</span>
        {onRetry && <button type="button" className="ak-btn ak-army__retry" onClick={onRetry}>{retryLabel}</button>}
      </div>
    );
  }
  if (!items || loading) {
    return (
      <div className="ak-panel__state ak-panel__state--loading" role="status">
        <span className="ak-panel__skeleton" aria-hidden="true" />
        <span>{t('panels.common.loading')}</span>
      </div>
    );
  }
  if (items.length === 0) return <p className="ak-vpage__empty">{empty}</p>;
  return <>{children(items)}</>;
}
