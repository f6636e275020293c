import { Link } from 'react-router';
import { REPORTS_PAGE_SIZE, type ReportsPage } from '../../../server/contract/reports';
import { Icon } from '../../panels/Icon';
import { PanelFrame } from '../../panels/PanelFrame';
import { formatDateTime } from '../../i18n/format';
import { useText } from '../../panels/text';
import { reportIcon, reportKindName, reportTitle } from './reportKinds';

export interface ReportsListViewProps {
  data: ReportsPage | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onPage?: (page: number) => void;
  onMarkAllRead?: () => void;
}

/** /reports: newest first, 20 a page, unread ones bold, and mark all read. */
export function ReportsListView({ data, loading, error, onRetry, onPage, onMarkAllRead }: ReportsListViewProps) {
  const t = useText();
  if (!data || loading || error) return <PanelFrame title={t('reports.title')} loading={loading} error={error} onRetry={onRetry} />;
  const pages = Math.max(1, Math.ceil(data.total / REPORTS_PAGE_SIZE));
  return (
    <section className="ak-vpage__section" aria-label={t('reports.title')}>
      <div className="ak-reports__head">
        <p>{t('reports.unread', { n: data.unread })}</p>
        <button type="button" className="ak-btn" disabled={data.unread === 0 || !onMarkAllRead} onClick={onMarkAllRead}>{t('reports.markAllRead')}</button>
      </div>
      {data.reports.length === 0 ? <p className="ak-vpage__empty">{t('reports.empty')}</p> : (
        <div className="ak-table-scroll">
          <table className="ak-vpage__table ak-reports__list">
            <thead><tr>
              <th scope="col">{t('reports.kind')}</th>
              <th scope="col">{t('reports.subject')}</th>
              <th scope="col">{t('reports.date')}</th>
            </tr></thead>
            <tbody>
              {data.reports.map((r) => (
                <tr key={r.id} className={r.read ? undefined : 'ak-reports__unread'} data-kind={r.kind}>
                  <td><span className="ak-reports__kind"><Icon name={reportIcon(r.kind)} />{reportKindName(r.kind, t)}</span></td>
                  <th scope="row"><Link to={`/reports/${r.id}`}>{reportTitle(r.title, t)}</Link>{!r.read && <span className="ak-visually-hidden"> ({t('reports.unreadMark')})</span>}</th>
                  <td>{formatDateTime(r.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="ak-reports__pager" aria-label={t('reports.title')}>
          <button type="button" className="ak-btn" disabled={data.page <= 0} onClick={() => onPage?.(data.page - 1)}>{t('reports.previous')}</button>
          <span>{t('reports.page', { page: data.page + 1, pages })}</span>
          <button type="button" className="ak-btn" disabled={data.page >= pages - 1} onClick={() => onPage?.(data.page + 1)}>{t('reports.next')}</button>
        </nav>
      )}
    </section>
  );
}
