import { api } from './http';
import type { CallResponse } from '../../server/contract';

/** The reports calls (docs/API.md "Reports"). Failure key: error_reports. */
export const REPORTS_ERROR = 'error_reports';

export const reportsQueryKey = {
  page: (page: number) => ['reports', 'page', page] as const,
  report: (id: number) => ['reports', 'report', id] as const,
};

export const reportsPage = (page: number) => api.get<CallResponse<'reports'>>(`reports/${page}`);
/** Reading a report marks it read on the server. */
export const reportById = (id: number) => api.get<CallResponse<'report'>>(`reports/report/${id}`);
export const markAllRead = () => api.post<CallResponse<'markAllRead'>>('reports/markallread');
