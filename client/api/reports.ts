import { api } from './http';
import type { ReportDetail, ReportsPage } from '../../server/contract/reports';

/** The reports calls (docs/API.md "Reports"). Failure key: error_reports. */
export const REPORTS_ERROR = 'error_reports';

export const reportsQueryKey = {
  page: (page: number) => ['reports', 'page', page] as const,
  report: (id: number) => ['reports', 'report', id] as const,
};

export const reportsPage = (page: number) => api.get<ReportsPage>(`reports/${page}`);
/** Reading a report marks it read on the server. */
export const reportById = (id: number) => api.get<ReportDetail>(`reports/report/${id}`);
export const markAllRead = () => api.post<{ unread: number }>('reports/markallread');
