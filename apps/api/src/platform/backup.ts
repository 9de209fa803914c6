import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../config.js';
import {
  appVersion,
  BackupError,
  checkManifest,
  MANIFEST_FORMAT,
  MANIFEST_VERSION,
  type Manifest,
} from './backup-manifest.js';
import { dumpPglite, pgliteHasData, restorePglite } from './backup-pglite.js';
import { dumpPostgres, postgresTableCount, restorePostgres } from './backup-postgres.js';

export { BackupError } from './backup-manifest.js';

/** What a backup reads from the configuration: the database and where uploads live. */
export type BackupSettings = Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'UPLOAD_DIR' | 'S3_BUCKET'>;

const MANIFEST = 'manifest.json';
const UPLOADS = 'uploads';
const databaseFile = (kind: 'postgres' | 'pglite') => (kind === 'postgres' ? 'database.dump' : 'database.tar.gz');

const kindOf = (settings: BackupSettings) => (settings.DATABASE_URL ? 'postgres' : 'pglite');
const uploadDirOf = (settings: BackupSettings) => settings.UPLOAD_DIR ?? path.join(settings.DATA_DIR, UPLOADS);

async function countFiles(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

const filesText = (count: number) => `${count} uploaded file${count === 1 ? '' : 's'}`;
const stamp = (at: Date) =>
  at
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');

async function withStaging<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'niaga-backup-'));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Writes one archive (gzipped tar): manifest.json, the database (pg_dump's custom format, or PGlite's data folder)
 * and the uploaded files. `target` is the archive's file name, or a folder to write `niaga-backup-<time>.tar.gz` in.
 * Answers the archive's path.
 */
export async function createBackup(settings: BackupSettings, target: string, log: (line: string) => void) {
  const at = new Date();
  const isFolder = existsSync(target) && statSync(target).isDirectory();
  const archive = path.resolve(isFolder ? path.join(target, `niaga-backup-${stamp(at)}.tar.gz`) : target);
  if (existsSync(archive) && !isFolder) throw new BackupError(`${archive} exists: name another file`);
  await mkdir(path.dirname(archive), { recursive: true });
  const kind = kindOf(settings);
  return withStaging(async (staging) => {
    const file = databaseFile(kind);
    log(`dumping the ${kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database…`);
    let database: Manifest['database'];
    let head: Manifest['migrationHead'];
    if (settings.DATABASE_URL) {
      const dumped = await dumpPostgres(settings.DATABASE_URL, path.join(staging, file));
      database = { kind: 'postgres', serverMajor: dumped.serverMajor, file };
      head = dumped.head;
    } else {
      head = await dumpPglite(settings.DATA_DIR, path.join(staging, file));
      database = { kind: 'pglite', file };
    }
    const entries = [MANIFEST, file];
    let uploads: Manifest['uploads'];
    if (settings.S3_BUCKET) {
      uploads = { kind: 's3', bucket: settings.S3_BUCKET };
      log(`uploads are in the S3 bucket ${settings.S3_BUCKET}: not in this archive (keep the bucket's versioning on)`);
    } else {
      const dir = uploadDirOf(settings);
      uploads = { kind: 'local', files: await countFiles(dir) };
      // A link in the staging folder, followed by tar: the files are read once, straight into the archive.
      if (existsSync(dir)) {
        await symlink(path.resolve(dir), path.join(staging, UPLOADS));
        entries.push(UPLOADS);
      }
    }
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      version: MANIFEST_VERSION,
      createdAt: at.toISOString(),
      appVersion: appVersion(),
      database,
      migrationHead: head,
      uploads,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.create({ gzip: true, file: archive, cwd: staging, follow: true }, entries);
    log(
      `backup written: ${archive} (migration ${head.tag ?? head.when}, ${uploads.kind === 'local' ? filesText(uploads.files) : 'uploads in S3'})`,
    );
    return archive;
  });
}

/** The archive's manifest, read before anything is restored; null when it has none. */
export async function readManifest(archive: string): Promise<Manifest | null> {
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist`);
  const chunks: Buffer[] = [];
  await tar
    .list({
      file: archive,
      filter: (entryPath) => entryPath === MANIFEST,
      onReadEntry: (entry) => entry.on('data', (chunk: Buffer) => chunks.push(chunk)),
    })
    .catch((error: Error) => {
      throw new BackupError(`${archive} is not a readable backup archive: ${error.message}`);
    });
  const text = chunks.length ? Buffer.concat(chunks).toString('utf8') : null;
  if (text === null) return null;
  try {
    return JSON.parse(text) as Manifest;
  } catch {
    return null;
  }
}

/**
 * Restores an archive of `createBackup` into the configured database and upload folder. Refuses a target that
 * already has data unless `force` (then the target's database and uploads are replaced by the backup's).
 */
export async function restoreBackup(
  settings: BackupSettings,
  archive: string,
  { force }: { force: boolean },
  log: (line: string) => void,
) {
  const kind = kindOf(settings);
  const manifest = await readManifest(archive);
  checkManifest(manifest, kind);
  const uploadDir = uploadDirOf(settings);
  const restoresUploads = manifest!.uploads.kind === 'local' && !settings.S3_BUCKET;
  const busy: string[] = [];
  if (settings.DATABASE_URL ? (await postgresTableCount(settings.DATABASE_URL)) > 0 : pgliteHasData(settings.DATA_DIR))
    busy.push(settings.DATABASE_URL ? 'the database has tables' : `${settings.DATA_DIR} has a database`);
  if (restoresUploads && (await countFiles(uploadDir)) > 0) busy.push(`${uploadDir} has files`);
  if (busy.length && !force)
    throw new BackupError(
      `the target is not empty (${busy.join('; ')}): restore into an empty one, or add --force to replace it`,
    );

  await withStaging(async (staging) => {
    const file = manifest!.database.file;
    await tar.extract({ file: archive, cwd: staging, filter: (entryPath) => entryPath === file });
    log(`restoring the database from the backup of ${manifest!.createdAt}…`);
    const head = settings.DATABASE_URL
      ? await restorePostgres(settings.DATABASE_URL, path.join(staging, file), force)
      : await restorePglite(settings.DATA_DIR, path.join(staging, file), force);
    if (head?.when !== manifest!.migrationHead.when)
      throw new BackupError('the restored database does not match the manifest: the archive is damaged');
  });
  if (restoresUploads) {
    if (force) await rm(uploadDir, { recursive: true, force: true });
    await mkdir(uploadDir, { recursive: true });
    await tar.extract({
      file: archive,
      cwd: uploadDir,
      strip: 1,
      filter: (entryPath) => entryPath.startsWith(`${UPLOADS}/`),
    });
    log(`uploads restored into ${uploadDir} (${filesText(await countFiles(uploadDir))})`);
  } else if (manifest!.uploads.kind === 'local') {
    log(`S3_BUCKET is set: the archive's uploads/ folder was not copied into the bucket (upload it with the S3 tools)`);
  } else {
    log(`uploads were in the S3 bucket ${manifest!.uploads.bucket}: restore them there from its versions if needed`);
  }
  log('restored: start the server (it migrates an older backup forward)');
  return manifest!;
}
