import type { ReactNode } from 'react';
import { TRADE_PAGE_SIZE, type TradeList } from '../../api/merchants';
import { Icon } from '../../panels/Icon';
import type { IconName } from '../../panels/iconNames';
import { useText } from '../../panels/text';
import { Pager } from '../army/Pager';
import '../../panels/PanelFrame.css';

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
  let body: ReactNode;
  if (list.error) {
    body = (
      <div className="ak-panel__state ak-panel__state--error" role="alert">
        <span>{list.error}</span>
        {list.onRetry && <button type="button" className="ak-btn ak-army__retry" onClick={list.onRetry}>{t('logistics.retry')}</button>}
      </div>
    );
  } else if (!d || list.loading) {
    body = (
      <div className="ak-panel__state ak-panel__state--loading" role="status">
        <span className="ak-panel__skeleton" aria-hidden="true" />
        <span>{t('panels.common.loading')}</span>
      </div>
    );
  } else if (d.items.length === 0) {
    body = <p className="ak-vpage__empty">{none}</p>;
  } else {
    body = children(d.items);
  }
  return (
    <section className="ak-vpage__section" aria-label={title} data-testid={testId} aria-busy={list.loading || list.fetching || undefined}>
      <h2>{icon && <Icon name={icon} />}{title}</h2>
      {body}
      {d && !list.error && <Pager page={d.page} total={d.total} size={TRADE_PAGE_SIZE} onPage={list.onPage} label={title} busy={list.fetching} />}
    </section>
  );
}
