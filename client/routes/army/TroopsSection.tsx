import type { ReactNode } from 'react';
import { TROOPS_PAGE_SIZE, type TroopsPage, type TroopsType } from '../../api/units';
import { Icon } from '../../panels/Icon';
import { ListState } from '../../panels/ListState';
import type { IconName } from '../../panels/iconNames';
import { useText } from '../../panels/text';
import { Pager } from './Pager';

/** One list of GET units/village/{id}/troops as the page holds it: the answer of the current page and its state. */
export interface TroopsListState<T extends TroopsType = TroopsType> {
  data?: TroopsPage<T>;
  loading?: boolean;
  /** Another page is on its way (the current one stays on screen). */
  fetching?: boolean;
  error?: string | null;
  onRetry?: () => void;
  page: number;
  onPage?: (page: number) => void;
}

/**
 * A section of the army overview: its title, then the loading, error or empty state, or the
 * page's items, with Previous / Page x of y / Next when the list is longer than a page.
 */
export function TroopsSection<T extends TroopsType>({ title, icon, testId, list, none, children }: {
  title: string;
  icon?: IconName;
  testId: string;
  list: TroopsListState<T>;
  none: string;
  children: (items: TroopsPage<T>['items']) => ReactNode;
}) {
  const t = useText();
  const d = list.data;
  return (
    <section className="ak-vpage__section" aria-label={title} data-testid={testId} aria-busy={list.loading || list.fetching || undefined}>
      <h2>{icon && <Icon name={icon} />}{title}</h2>
      <ListState error={list.error} onRetry={list.onRetry} retryLabel={t('army.retry')} loading={list.loading} items={d?.items} empty={none}>{children}</ListState>
      {/* The pager names the page on screen: while the next one loads, the last stays (and says so). */}
      {d && !list.error && <Pager page={typeof d.page === 'number' ? d.page : list.page} total={d.total} size={TROOPS_PAGE_SIZE} onPage={list.onPage} label={title} busy={list.fetching} />}
    </section>
  );
}
