import {
  idText,
  LIMITS,
  marketingFile,
  marketingFileInput,
  marketingFilesQuery,
  marketingFolder,
  marketingFolderDeleted,
  marketingFolderDeleteQuery,
  marketingFolderFiles,
  marketingFolderInput,
  marketingUploaded,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { routes } from '../../platform/route.js';
import { attachmentHeader, privateFileRouteOptions, readUpload } from '../../platform/uploads.js';
import {
  deleteFile,
  deleteFolder,
  listFiles,
  listFolders,
  saveFile,
  saveFolder,
  visibleFile,
} from './marketing.service.js';
import { downloadName, marketingContentType, marketingKey, saveMarketingUpload } from './marketing-storage.js';
import { sendFolderZip } from './marketing-zip.js';

// As the news feed (spec §6 "posting content"): HQ and staff granted it write; the team reads what is open to it.
const WRITERS = access.hqAndStaffWith('posting_content');
const idParams = z.object({ id: idText() });

/**
 * Spec §7 `marketing/folder` and `marketing/file` (get, store, delete), the upload the file store names, a file's
 * download (blob) and a folder's zip. An agent sees only the folders open to its level, and their files.
 */
export function registerMarketingRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['marketing'] });
  r.get(
    '/api/marketing/folder',
    {
      access: access.team,
      summary: 'Marketing folders by name, with file counts; an agent gets only the folders open to its level',
      response: z.array(marketingFolder),
    },
    (request) => listFolders(deps, contextOf(request)),
  );
  r.post(
    '/api/marketing/folder',
    {
      access: WRITERS,
      summary: 'Add a marketing folder, or change the one named by `id` (name, levels; no levels: every level)',
      body: marketingFolderInput,
      response: marketingFolder,
      message: 'marketing.folderSaved',
    },
    (request) => saveFolder(deps, contextOf(request), request.body),
  );
  r.delete(
    '/api/marketing/folder/:id',
    {
      access: WRITERS,
      summary:
        'Delete a marketing folder. One that still holds files answers 409 (with their count) unless ' +
        '`confirm=true`, which deletes its files with it',
      params: idParams,
      query: marketingFolderDeleteQuery,
      response: marketingFolderDeleted,
      message: ({ deletedFiles }) =>
        deletedFiles > 0
          ? { key: 'marketing.folderDeletedWithFiles', params: { count: deletedFiles } }
          : 'marketing.folderDeleted',
    },
    (request) => deleteFolder(deps, contextOf(request), request.params.id, request.query, request.log),
  );
  r.custom(
    'GET',
    '/api/marketing/folder/:id/zip',
    {
      access: access.team,
      summary:
        'Every file of a folder the caller sees, as one zip (application/zip, streamed, stored without ' +
        'compression); 404 when the caller does not see the folder',
      document: { produces: ['application/zip'] },
      params: idParams,
      options: privateFileRouteOptions,
    },
    async (request, reply) => sendFolderZip(deps, contextOf(request), request.params.id, reply),
  );

  r.get(
    '/api/marketing/file',
    {
      access: access.team,
      summary: 'The files of a folder the caller sees (newest first) and the folder; 404 when it does not see it',
      query: marketingFilesQuery,
      response: marketingFolderFiles,
    },
    (request) => listFiles(deps, contextOf(request), request.query.folderId),
  );
  r.post(
    '/api/marketing/file/upload',
    {
      access: WRITERS,
      summary:
        'Upload a marketing file (multipart field `file`: JPG, PNG or PDF by content, at most 10 MB); answers the ' +
        '`upload` name that POST /api/marketing/file stores with its name and description',
      consumes: ['multipart/form-data'],
      response: marketingUploaded,
    },
    async (request) => {
      const content = await readUpload(request, LIMITS.marketingFileMaxBytes);
      return saveMarketingUpload(deps.storage, contextOf(request).companyId, content);
    },
  );
  r.post(
    '/api/marketing/file',
    {
      access: WRITERS,
      summary:
        'Add a file to a folder (`upload` from POST /api/marketing/file/upload, a name and a description), or ' +
        'change the name, description or folder of the one named by `id`',
      body: marketingFileInput,
      response: marketingFile,
      message: 'marketing.fileSaved',
    },
    (request) => saveFile(deps, contextOf(request), request.body),
  );
  r.delete(
    '/api/marketing/file/:id',
    { access: WRITERS, summary: 'Delete a marketing file', params: idParams, message: 'marketing.fileDeleted' },
    (request) => deleteFile(deps, contextOf(request), request.params.id, request.log),
  );
  r.custom(
    'GET',
    '/api/marketing/file/:id/download',
    {
      access: access.team,
      summary:
        'A marketing file (image/jpeg, image/png or application/pdf) as an attachment under its name; 404 when ' +
        'the caller does not see its folder. Never cached (Cache-Control: private, no-store).',
      document: { produces: ['image/jpeg', 'image/png', 'application/pdf'] },
      params: idParams,
      options: privateFileRouteOptions,
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const file = await visibleFile(deps, ctx, request.params.id);
      const stored = await deps.storage.open(marketingKey(ctx.companyId, file.id, file.type));
      if (!stored) throw notFound();
      return reply
        .type(marketingContentType(file.type))
        .header('Content-Length', stored.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', attachmentHeader(downloadName(file.name, file.type)))
        .send(stored.stream);
    },
  );
}
