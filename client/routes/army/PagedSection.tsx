import type { ReactNode } from 'react';
import { Icon } from '../../panels/Icon';
import type { IconName } from '../../panels/iconNames';
import { ListState } from '../../panels/ListState';
import { Pager } from './Pager';

/** One paged list as a page holds it: the answer of the current page and its state. */
export interface PagedListState<D> {
  data?: D;
  loading?: boolean;
  /** Another page is on its way (the current one stays on screen). */
  fetching?: boolean;
  error?: string | null;
  onRetry?: () => void;
  page: number;
  onPage?: (page: number) => void;
}

/** What a paged list's answer has: the page's items, the total and (as the server answers it) the page. */
export interface PagedAnswer {
  items: readonly unknown[];
  total: number;
  page?: number;
}

export interface PagedSectionProps<D extends PagedAnswer> {
  title: string;
  icon?: IconName;
  testId: string;
  list: PagedListState<D>;
  /** What the list says when it is empty. */
  none: string;
  children: (items: D['items']) => ReactNode;
  /** Items a page (the call's page size). */
  size: number;
  retryLabel: string;
}

/**
 * A section of the army or logistics overview: its title, then the loading, error or empty state, or
 * the page's items, with Previous / Page x of y / Next when the list is longer than a page.
 */
export function PagedSection<D extends PagedAnswer>({ title, icon, testId, list, none, children, size, retryLabel }: PagedSectionProps<D>) {
  const d = list.data;
  return (
    <section className="ak-vpage__section" aria-label={title} data-testid={testId} aria-busy={list.loading || list.fetching || undefined}>
      <h2>{icon && <Icon name={icon} />}{title}</h2>
      <ListState error={list.error} onRetry={list.onRetry} retryLabel={retryLabel} loading={list.loading} items={d?.items} empty={none}>{children}</ListState>
      {/* The pager names the page on screen: while the next one loads, the last stays (and says so). */}
      {d && !list.error && <Pager page={typeof d.page === 'number' ? d.page : list.page} total={d.total} size={size} onPage={list.onPage} label={title} busy={list.fetching} />}
    </section>
  );
}
