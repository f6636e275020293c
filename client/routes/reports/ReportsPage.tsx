import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGamedata, useProfile } from '../../app/state';
import { notifyError } from '../../api/errors';
import * as reports from '../../api/reports';
import { useText } from '../../panels/text';
import { ReportsListView } from './ReportsListView';
import { ReportView } from './ReportView';
import '../village/village.css';
import '../army/army.css';

function Frame({ children }: { children: ReactNode }) {
  const t = useText();
  return (
    <div className="ak-vpage">
      <header className="ak-vpage__head"><h1 className="ak-vpage__title">{t('reports.title')}</h1></header>
      {children}
    </div>
  );
}

/** /reports: the list. After mark all read the profile reloads, so the top menu's counter follows. */
export default function ReportsPage() {
  const t = useText();
  const { reload } = useProfile();
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  const q = useQuery({ queryKey: reports.reportsQueryKey.page(page), queryFn: () => reports.reportsPage(page) });
  const markAll = async () => {
    try {
      await reports.markAllRead();
      await client.invalidateQueries({ queryKey: ['reports'] });
      reload();
    } catch (e) { notifyError(e, reports.REPORTS_ERROR); }
  };
  return (
    <Frame>
      <ReportsListView data={q.data} loading={q.isPending} error={q.error ? t('reports.loadError') : null} onRetry={() => void q.refetch()}
        onPage={setPage} onMarkAllRead={() => void markAll()} />
    </Frame>
  );
}

/** /reports/{id}: opening it marks it read on the server; the list and the profile counter reload. */
export function ReportPage() {
  const t = useText();
  const { profile, reload } = useProfile();
  const client = useQueryClient();
  const gamedata = useGamedata();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const q = useQuery({
    queryKey: reports.reportsQueryKey.report(id),
    queryFn: async () => {
      const r = await reports.reportById(id);
      // The server marked it read: the list and the unread counter change.
      void client.invalidateQueries({ queryKey: ['reports', 'page'] });
      reload();
      return r;
    },
    enabled: valid,
  });
  return (
    <Frame>
      <ReportView report={q.data} loading={valid && q.isPending} error={!valid || q.error ? t('reports.report.loadError') : null}
        onRetry={valid ? () => void q.refetch() : undefined} order={gamedata?.units.map((u) => u.key)}
        villageName={(vid) => profile?.villages.find((v) => v.id === vid)?.name} />
    </Frame>
  );
}
