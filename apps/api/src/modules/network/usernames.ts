import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../users/users.tables.js';

/** A free referral name from the e-mail's local part: 'siti.aishah@x' → 'sitiaishah', then 'sitiaishah4821'. */
export async function freeUsername(executor: Executor, companyId: string, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 20) || 'agent';
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(1000, 100000)}`;
    const [taken] = await executor
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.username, candidate)));
    if (!taken) return candidate;
  }
  return `${base}${Date.now()}`;
}
