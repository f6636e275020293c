import { TROOPS_PAGE_SIZE, type TroopsPage, type TroopsType } from '../../api/units';
import { useText } from '../../panels/text';
import { PagedSection, type PagedListState, type PagedSectionProps } from './PagedSection';

/** One list of GET units/village/{id}/troops as the page holds it: the answer of the current page and its state. */
export type TroopsListState<T extends TroopsType = TroopsType> = PagedListState<TroopsPage<T>>;

/** A section of the army overview: one troops list, TROOPS_PAGE_SIZE a page. */
export function TroopsSection<T extends TroopsType>(props: Omit<PagedSectionProps<TroopsPage<T>>, 'size' | 'retryLabel'>) {
  const t = useText();
  return <PagedSection {...props} size={TROOPS_PAGE_SIZE} retryLabel={t('army.retry')} />;
}
