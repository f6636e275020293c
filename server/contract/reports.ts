import { z } from 'zod';
import { textRef } from './text';

/** Reports (SPEC.md section 7, Reports). */
export const REPORTS_PAGE_SIZE = 20;

export const reportKind = z.enum(['battle', 'scout', 'move', 'reinforce', 'settle', 'return', 'starvation']);

/**
 * A report's title: a catalogue key (client/i18n, `reports.titles.*`) and its parameters (names,
 * coordinates), rendered by the client in the player's language (server/game/reports/titles.ts).
 */
export const reportTitle = textRef;
export type ReportTitleView = z.infer<typeof reportTitle>;

export const reportListItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: reportTitle,
  read: z.boolean(),
  created_at: z.string(),
});
export type ReportListItem = z.infer<typeof reportListItem>;

export const reportsPage = z.object({
  reports: z.array(reportListItem),
  page: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type ReportsPage = z.infer<typeof reportsPage>;

export const reportDetail = reportListItem.extend({ data: z.record(z.string(), z.unknown()) });
export type ReportDetail = z.infer<typeof reportDetail>;

/** POST reports/markallread. */
export const markAllReadResponse = z.object({ unread: z.literal(0) });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponse>;
