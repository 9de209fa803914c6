import { reportExportList, reportExportParams, reportExportRequest, reportExportView } from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { attachmentHeader, privateFileRouteOptions } from '../../platform/uploads.js';
import { exportFile, exportStatus, myExports, startExport } from './report-exports.service.js';

/** issue 21 "Exports": any report list to xlsx or CSV as a job with progress; the report's own access applies. */
export function registerReportExportRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['reports'] });
  r.post(
    '/api/report/export',
    {
      access: access.team,
      summary:
        "Export a report's list (`source`, its list filters without paging) to xlsx or CSV; answers the export, " +
        'queued. 400 for an unknown source or bad filters, 403 when the caller may not read that report.',
      body: reportExportRequest,
      response: reportExportView,
      message: 'reportExport.started',
    },
    (request) => startExport(deps, contextOf(request), request.body),
  );
  r.get(
    '/api/report/exports',
    { access: access.team, summary: "The caller's latest 20 exports, newest first", response: reportExportList },
    (request) => myExports(deps, contextOf(request)),
  );
  r.get(
    '/api/report/export/:id',
    {
      access: access.team,
      summary: "An export's status and progress (rows done of rows total); the caller's own exports only",
      params: reportExportParams,
      response: reportExportView,
    },
    (request) => exportStatus(deps, contextOf(request), request.params.id),
  );
  r.custom(
    'GET',
    '/api/report/export/:id/file',
    {
      access: access.team,
      summary: 'The finished file as an attachment; 409 while it is being written. Never cached.',
      document: { produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'] },
      params: reportExportParams,
      options: privateFileRouteOptions,
    },
    async (request, reply) => {
      const { file, fileName, contentType } = await exportFile(deps, contextOf(request), request.params.id);
      return reply
        .type(contentType)
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', attachmentHeader(fileName))
        .send(file.stream);
    },
  );
}
