import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { attachmentHeader } from '../../platform/uploads.js';
import { folderForZip } from './marketing.service.js';
import { downloadName, marketingKey } from './marketing-storage.js';

/** Names inside one zip are unique: a second "Flyer.pdf" becomes "Flyer (2).pdf". */
function uniqueNames(names: string[]) {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.toLowerCase();
    const times = (seen.get(key) ?? 0) + 1;
    seen.set(key, times);
    if (times === 1) return name;
    const dot = name.lastIndexOf('.');
    return `${name.slice(0, dot)} (${times})${name.slice(dot)}`;
  });
}

/**
 * Streams a folder's files as one zip, read from the storage one after another (never all in memory). JPG, PNG and
 * PDF are compressed already, so entries are stored as they are. A stored file that is missing cuts the answer
 * (the download fails) rather than leaving it out unnoticed.
 */
export async function sendFolderZip(deps: AppDeps, ctx: RequestContext, folderId: string, reply: FastifyReply) {
  const { folder, files } = await folderForZip(deps, ctx, folderId);
  const zip = new ZipFile();
  const names = uniqueNames(files.map((file) => downloadName(file.name, file.type)));
  files.forEach((file, index) => {
    zip.addReadStreamLazy(
      names[index] as string,
      { compress: false, size: file.size, mtime: file.createdAt },
      (done) => {
        deps.storage.open(marketingKey(ctx.companyId, file.id, file.type)).then(
          (stored) =>
            stored
              ? done(null, stored.stream)
              : done(new Error(`marketing file ${file.id} is missing`), Readable.from([])),
          (error: Error) => done(error, Readable.from([])),
        );
      },
    );
  });
  zip.end();
  zip.outputStream.on('error', (error) => reply.log.error({ err: error, folderId }, 'marketing zip failed'));
  return reply
    .type('application/zip')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', attachmentHeader(`${folder.name.replace(/[\\/]/g, '-')}.zip`))
    .send(zip.outputStream);
}
