import { z } from 'zod';
import { idText, text } from './text.js';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * POST /api/report/export: export a report's list as a file. `filters` are the list call's query (without paging),
 * checked by that report's own schema.
 */
export const reportExportRequest = z.object({
  source: text({ max: 60, min: 1 }).regex(/^[a-z0-9-]+$/, 'reportExport.unknownSource'),
  format: z.enum(EXPORT_FORMATS),
  filters: z.record(z.string(), z.unknown()).default({}),
});
export type ReportExportRequest = z.input<typeof reportExportRequest>;

export const reportExportParams = z.object({ id: idText() });

export const reportExportView = z.object({
  id: z.string(),
  source: z.string(),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** Null until the job has counted the rows. */
  rowsTotal: z.number().nullable(),
  rowsDone: z.number(),
  fileName: z.string(),
  /** Why it failed, in the caller's language. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** GET this (with the session) for the file, once done. */
  downloadUrl: z.string().nullable(),
});
export type ReportExportView = z.infer<typeof reportExportView>;
export const reportExportList = z.array(reportExportView);
