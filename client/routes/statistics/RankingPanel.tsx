import type { ReactNode } from 'react';
import { Icon } from '../../panels/Icon';
import type { IconName } from '../../panels/iconNames';
import { useText } from '../../panels/text';
import { MovementArrow } from './MovementArrow';
import { StatsState } from './StatsState';
import { UpdatedAgo } from './UpdatedAgo';
import { ownPlacement, PAGE_SIZES, pageCount, pageOfRank, RANKING_ICONS } from './statisticsRules';

/** A row of a ranking: its rank, yesterday's rank (for the arrow) and the kingdom's or Empire's id. */
export interface RankedRow { rank: number; previous_rank?: number | null; id: number }

export interface RankingColumn<R> {
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** The ranked figure: highlighted. */
  ranked?: boolean;
  /** The row's name (a th cell). */
  name?: boolean;
  /** A text column (left-aligned like the name). */
  text?: boolean;
}

export interface RankingPanelProps<T extends string, R extends RankedRow> {
  /** What is ranked: 'kingdoms' or 'empires' (catalogue texts statistics.<scope>.*). */
  scope: 'kingdoms' | 'empires';
  types: readonly T[];
  type: T;
  page: number;
  limit: number;
  columns: RankingColumn<R>[];
  /** The page's rows; undefined while loading. */
  items?: R[];
  total?: number;
  /** The viewer's own row (pinned), null when not ranked yet. */
  own?: R | null;
  refreshedAt?: string | null;
  loading?: boolean;
  /** A new page is on its way (the last one stays on screen). */
  fetching?: boolean;
  error?: string | null;
  onRetry?: () => void;
  clockSkewMs?: number;
  onView?: (view: { type: T; page: number; limit: number }) => void;
}

/**
 * A ranking table (the profiles and empire tabs): the category filter, the rows of one page with their
 * arrows, the viewer's own row highlighted in place or pinned under the table, paging with a jump to the
 * own rank, the page size and when the rank table was rebuilt. Loading, empty and failed states as every panel.
 */
export function RankingPanel<T extends string, R extends RankedRow>(p: RankingPanelProps<T, R>) {
  const t = useText();
  const s = `statistics.${p.scope}`;
  const label = (type: T) => t(`statistics.rankings.${type}`);
  const title = <><Icon name={RANKING_ICONS[p.type as keyof typeof RANKING_ICONS] ?? 'ui:statistics'} />{t(`${s}.title`, { category: label(p.type) })}</>;
  const items = p.items ?? [];
  const total = p.total ?? 0;
  const view = (v: Partial<{ type: T; page: number; limit: number }>) => p.onView?.({ type: p.type, page: p.page, limit: p.limit, ...v });
  const placement = ownPlacement(items, p.own);
  const pages = pageCount(total, p.limit);
  const ownPage = p.own ? pageOfRank(p.own.rank, p.limit) : null;
  const showPager = Boolean(p.items) && !p.loading && !p.error && (total > 0 || p.page > 0);
  const empty = items.length === 0 ? (total === 0 ? t(`${s}.empty`) : t('statistics.pageBeyond')) : null;
  return (
    <section className="ak-vpage__section ak-stats__ranking" aria-label={t(`${s}.title`, { category: label(p.type) })} data-testid={`ranking-${p.scope}`}>
      <div className="ak-stats__head">
        <h2>{title}</h2>
        {p.refreshedAt !== undefined && !p.loading && <UpdatedAgo at={p.refreshedAt} clockSkewMs={p.clockSkewMs} />}
      </div>
      <div className="ak-stats__filter" role="group" aria-label={t('statistics.category')}>
        {p.types.map((type) => (
          <button key={type} type="button" className={`ak-stats__chip${type === p.type ? ' is-active' : ''}`} aria-pressed={type === p.type}
            onClick={() => view({ type, page: 0 })} disabled={!p.onView}>
            <Icon name={RANKING_ICONS[type as keyof typeof RANKING_ICONS] ?? 'ui:statistics'} />{label(type)}
          </button>
        ))}
      </div>
      <StatsState loading={p.loading} error={p.error} onRetry={p.onRetry} empty={empty}>
        <div className={`ak-table-scroll${p.fetching ? ' is-fetching' : ''}`} aria-busy={p.fetching || undefined}>
          <table className="ak-vpage__table ak-stats__table">
            <thead>
              <tr>
                <th scope="col">{t('statistics.columns.rank')}</th>
                <th scope="col"><span className="ak-visually-hidden">{t('statistics.columns.movement')}</span></th>
                {p.columns.map((c) => <th key={c.key} scope="col" className={cellClass(c)}>{c.header}</th>)}
              </tr>
            </thead>
            <tbody>
              {items.map((r) => <Row key={r.id} row={r} columns={p.columns} own={placement === 'onPage' && r.id === p.own?.id} />)}
            </tbody>
            {placement === 'offPage' && p.own && (
              <tbody className="ak-stats__pinned" data-testid="ranking-own-pinned">
                <tr className="ak-stats__pinned-label"><td colSpan={p.columns.length + 2}>{t(`${s}.yours`)}</td></tr>
                <Row row={p.own} columns={p.columns} own />
              </tbody>
            )}
          </table>
        </div>
        {placement === 'none' && <p className="ak-vpage__note">{t(`${s}.notRanked`)}</p>}
      </StatsState>
      {showPager && <nav className="ak-stats__pager" aria-label={t('statistics.pager.label', { list: label(p.type) })}>
        <button type="button" className="ak-btn" disabled={!p.onView || p.page <= 0} onClick={() => view({ page: p.page - 1 })}>{t('statistics.pager.previous')}</button>
        <span aria-live="polite">{t('statistics.pager.page', { page: p.page + 1, pages: Math.max(pages, p.page + 1) })}</span>
        <button type="button" className="ak-btn" disabled={!p.onView || p.page >= pages - 1} onClick={() => view({ page: p.page + 1 })}>{t('statistics.pager.next')}</button>
        <button type="button" className="ak-btn ak-btn--primary" disabled={!p.onView || ownPage === null || ownPage === p.page}
          onClick={() => ownPage !== null && view({ page: ownPage })}>{t('statistics.pager.myRank')}</button>
        <label className="ak-stats__size">
          <span>{t('statistics.pager.size')}</span>
          <select className="ak-input" value={p.limit} disabled={!p.onView}
            onChange={(e) => { const limit = Number(e.target.value); view({ limit, page: pageOfRank(items[0]?.rank ?? 1, limit) }); }}>
            {PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
      </nav>}
    </section>
  );
}

function cellClass(c: { ranked?: boolean; name?: boolean; text?: boolean }): string | undefined {
  return [c.ranked ? 'is-ranked' : '', c.name || c.text ? 'is-name' : ''].filter(Boolean).join(' ') || undefined;
}

function Row<R extends RankedRow>({ row, columns, own }: { row: R; columns: RankingColumn<R>[]; own?: boolean }) {
  const t = useText();
  return (
    <tr className={own ? 'is-current' : undefined} data-testid={`rank-row-${row.id}`} aria-current={own || undefined}>
      <td className="ak-stats__rank">{row.rank}</td>
      <td className="ak-stats__move"><MovementArrow rank={row.rank} previous={row.previous_rank} /></td>
      {columns.map((c) => c.name
        ? <th key={c.key} scope="row" className="is-name">{c.cell(row)}{own && <span className="ak-stats__you"> ({t('statistics.you')})</span>}</th>
        : <td key={c.key} className={cellClass(c)}>{c.cell(row)}</td>)}
    </tr>
  );
}
