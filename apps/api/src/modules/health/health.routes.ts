import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App, AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { routes } from '../../platform/route.js';

export function registerHealthRoutes(app: App, { db }: AppDeps) {
  const r = routes(app, { tags: ['platform'] });
  r.get(
    '/api/health',
    {
      access: 'public',
      summary: 'Health check: the API answers and the database is reachable',
      response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
    },
    async () => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'errors.generic');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
}
