import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../platform/storage.js';
import { imageTypeOf, privateFileKey, privateFileUrl, publicUploadKey } from '../../platform/uploads.js';
import { orders } from '../orders/orders.tables.js';

type Log = { info: (message: string) => void; warn: (message: string) => void };

/**
 * Start-up step (after migrations; idempotent): receipts stored before files were private lie in the public
 * folder (`/uploads/<company>/<file>`). Each is moved to the private folder of its order and the order's
 * `receipt_path` rewritten to `/api/files/receipts/<order>/<file>`. Rows already rewritten are not looked at again;
 * a file already copied (a step cut short) is not copied twice. Answers how many receipts were rewritten.
 */
export async function movePrivateFiles(db: Db, storage: FileStorage, log?: Log): Promise<number> {
  const rows = await db
    .select({ companyId: orders.companyId, id: orders.id, receiptPath: orders.receiptPath })
    .from(orders)
    .where(like(orders.receiptPath, '/uploads/%'));
  let rewritten = 0;
  for (const row of rows) {
    const match = /^\/uploads\/([^/]+)\/([^/]+)$/.exec(row.receiptPath!);
    const company = match ? decodeURIComponent(match[1]!) : null;
    const file = match?.[2] ?? '';
    const from = company === row.companyId ? publicUploadKey(row.companyId, file) : null;
    const to = privateFileKey(row.companyId, 'receipts', row.id, file);
    if (!from || !to) {
      log?.warn(`receipt of order ${row.companyId}/${row.id} not moved: unexpected path ${row.receiptPath}`);
      continue;
    }
    const content = await storage.read(from);
    if (content) {
      // Copied, then removed: a start cut short between the two finds the copy and only removes the public file.
      if (!(await storage.exists(to))) await storage.put(to, content, imageTypeOf(file));
      await storage.remove(from); // no public copy may stay
    } else if (!(await storage.exists(to))) {
      log?.warn(`receipt of order ${row.companyId}/${row.id} is missing from storage: ${row.receiptPath}`);
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
