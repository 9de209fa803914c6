import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { privateFilePath, privateFileUrl, publicUploadPath, type UploadStore } from '../../platform/uploads.js';
import { orders } from '../orders/orders.tables.js';

type Log = { info: (message: string) => void; warn: (message: string) => void };

/**
 * Start-up step (after migrations; idempotent): receipts stored before files were private lie in the public
 * folder (`/uploads/<company>/<file>`). Each is moved to the private folder of its order and the order's
 * `receipt_path` rewritten to `/api/files/receipts/<order>/<file>`. Rows already rewritten are not looked at again;
 * a file already moved (a step cut short) is not moved twice. Answers how many receipts were rewritten.
 */
export async function movePrivateFiles(db: Db, store: UploadStore, log?: Log): Promise<number> {
  const rows = await db
    .select({ companyId: orders.companyId, id: orders.id, receiptPath: orders.receiptPath })
    .from(orders)
    .where(like(orders.receiptPath, '/uploads/%'));
  let rewritten = 0;
  for (const row of rows) {
    const match = /^\/uploads\/([^/]+)\/([^/]+)$/.exec(row.receiptPath!);
    const company = match ? decodeURIComponent(match[1]!) : null;
    const file = match?.[2] ?? '';
    const from = company === row.companyId ? publicUploadPath(store, row.companyId, file) : null;
    const to = privateFilePath(store, row.companyId, 'receipts', row.id, file);
    if (!from || !to) {
      log?.warn(`receipt of order ${row.companyId}/${row.id} not moved: unexpected path ${row.receiptPath}`);
      continue;
    }
    if (existsSync(from) && !existsSync(to)) {
      await mkdir(path.dirname(to), { recursive: true });
      await rename(from, to);
    } else if (existsSync(from)) {
      await rm(from); // already copied: no public copy may stay
    } else if (!existsSync(to)) {
      log?.warn(`receipt of order ${row.companyId}/${row.id} is missing on disk: ${row.receiptPath}`);
    }
    await db
      .update(orders)
      .set({ receiptPath: privateFileUrl('receipts', row.id, file) })
      .where(and(eq(orders.companyId, row.companyId), eq(orders.id, row.id), eq(orders.receiptPath, row.receiptPath!)));
    rewritten += 1;
  }
  if (rewritten > 0) log?.info(`${rewritten} receipt(s) moved to private files`);
  return rewritten;
}
