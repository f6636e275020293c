import type { ReactNode } from 'react';
import { TRADE_PAGE_SIZE, type TradeList } from '../../api/merchants';
import { Icon } from '../../panels/Icon';
import { ListState } from '../../panels/ListState';
import type { IconName } from '../../panels/iconNames';
import { useText } from '../../panels/text';
import { Pager } from '../army/Pager';

/** One list of GET merchants/village/{id}/incoming or /outgoing as the page holds it: the current page's answer and its state. */
export interface TradeListState {
  data?: TradeList;
  loading?: boolean;
  /** Another page is on its way (the current one stays on screen). */
  fetching?: boolean;
  error?: string | null;
  onRetry?: () => void;
  page: number;
  onPage?: (page: number) => void;
}

/** A section of the logistics overview: its title, then loading, error, empty or the page's movements, with the pager. */
export function TradeSection({ title, icon, testId, list, none, children }: {
  title: string;
  icon?: IconName;
  testId: string;
  list: TradeListState;
  none: string;
  children: (items: TradeList['items']) => ReactNode;
}) {
  const t = useText();
  const d = list.data;
  return (
    <section className="ak-vpage__section" aria-label={title} data-testid={testId} aria-busy={list.loading || list.fetching || undefined}>
      <h2>{icon && <Icon name={icon} />}{title}</h2>
      <ListState error={list.error} onRetry={list.onRetry} retryLabel={t('logistics.retry')} loading={list.loading} items={d?.items} empty={none}>{children}</ListState>
      {d && !list.error && <Pager page={d.page} total={d.total} size={TRADE_PAGE_SIZE} onPage={list.onPage} label={title} busy={list.fetching} />}
    </section>
  );
}
