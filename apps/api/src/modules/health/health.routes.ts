import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App, AppDeps } from '../../platform/deps.js';
import { okSchema } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';

export function registerHealthRoutes(app: App, { db }: AppDeps) {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Health check: the API answers and the database is reachable',
        response: okSchema(z.object({ status: z.literal('ok'), database: z.literal('ok') })),
      },
    },
    async () => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'errors.generic');
      }
      return { meta: { code: 200, message: 'OK' }, data: { status: 'ok' as const, database: 'ok' as const } };
    },
  );
}
