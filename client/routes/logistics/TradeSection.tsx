import { TRADE_PAGE_SIZE, type TradeList } from '../../api/merchants';
import { useText } from '../../panels/text';
import { PagedSection, type PagedListState, type PagedSectionProps } from '../army/PagedSection';

/** One list of GET merchants/village/{id}/incoming or /outgoing as the page holds it: the current page's answer and its state. */
export type TradeListState = PagedListState<TradeList>;

/** A section of the logistics overview: incoming or outgoing merchants, TRADE_PAGE_SIZE a page. */
export function TradeSection(props: Omit<PagedSectionProps<TradeList>, 'size' | 'retryLabel'>) {
  const t = useText();
  return <PagedSection {...props} size={TRADE_PAGE_SIZE} retryLabel={t('logistics.retry')} />;
}
