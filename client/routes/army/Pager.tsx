import { useText } from '../../panels/text';

/**
 * Previous / "Page x of y" / Next under a list of `total` items, `size` a page (page 0 first).
 * Nothing when everything fits on one page.
 */
export function Pager({ page, total, size, onPage, label, busy }: {
  page: number;
  total: number;
  size: number;
  onPage?: (page: number) => void;
  /** What the pages are of (the list's title). */
  label: string;
  busy?: boolean;
}) {
  const t = useText();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1 && page === 0) return null;
  return (
    <nav className="ak-army__pager" aria-label={t('army.pager.label', { list: label })}>
      <button type="button" className="ak-btn" disabled={page <= 0 || busy || !onPage} onClick={() => onPage?.(page - 1)}>{t('army.pager.previous')}</button>
      <span aria-live="polite">{t('army.pager.page', { page: Math.min(page, pages - 1) + 1, pages })}</span>
      <button type="button" className="ak-btn" disabled={page >= pages - 1 || busy || !onPage} onClick={() => onPage?.(page + 1)}>{t('army.pager.next')}</button>
    </nav>
  );
}
