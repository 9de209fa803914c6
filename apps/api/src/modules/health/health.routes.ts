import { translate } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { migrationsApplied } from '../../db/migration-state.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { routes } from '../../platform/route.js';

const notReadyReason = z.enum(['database', 'migrations', 'shutting_down']);
const readiness = z.object({ ready: z.boolean(), reasons: z.array(notReadyReason) });

export function registerHealthRoutes(app: App, { db, lifecycle }: AppDeps) {
  const r = routes(app, { tags: ['platform'] });
  r.get(
    '/api/health',
    {
      access: 'public',
      summary: 'Liveness: the API answers and the database is reachable',
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

  /** For the load balancer: 503 while this instance should get no traffic (it answers whether it is alive). */
  r.custom(
    'GET',
    '/api/ready',
    {
      access: 'public',
      summary: 'Readiness: the database is reachable, its migrations applied, and the instance is not shutting down',
      responses: {
        200: z.object({ meta: z.object({ code: z.number(), message: z.string() }), data: readiness }),
        503: z.object({ meta: z.object({ code: z.number(), message: z.string() }), data: readiness }),
      },
    },
    async (request, reply) => {
      const reasons: Array<z.infer<typeof notReadyReason>> = [];
      if (lifecycle.shuttingDown) reasons.push('shutting_down');
      try {
        if (!(await migrationsApplied(db))) reasons.push('migrations');
      } catch {
        // The migrations table is read first: an unreachable database fails here, a missing table next.
        reasons.push(
          (await db.execute(sql`select 1`).then(
            () => true,
            () => false,
          ))
            ? 'migrations'
            : 'database',
        );
      }
      const ready = reasons.length === 0;
      const code = ready ? 200 : 503;
      return reply.code(code).send({
        meta: { code, message: ready ? 'OK' : translate(request.language, 'errors.notReady') },
        data: { ready, reasons },
      });
    },
  );
}
