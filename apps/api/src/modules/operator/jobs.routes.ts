import { jobRetryParams, jobsOverview } from '@niaga/shared';
import type { App, AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { routes } from '../../platform/route.js';

const FAILED_LISTED = 100;
const iso = (date: Date | string) => new Date(date).toISOString();

/** The operator's Jobs page: every queue's counts, the failed jobs (the dead letters) and "retry". */
export function registerOperatorJobRoutes(app: App, { queue }: AppDeps) {
  const r = routes(app, { tags: ['operator'] });
  r.get(
    '/api/operator/jobs',
    {
      access: 'operator',
      summary: 'Background jobs: queued, running and failed per queue, and the newest failed jobs',
      response: jobsOverview,
    },
    async () => ({
      kind: queue.kind,
      queues: await queue.queueStats(),
      failed: (await queue.failedJobs(FAILED_LISTED)).map((job) => ({
        ...job,
        createdAt: iso(job.createdAt),
        failedAt: job.failedAt && iso(job.failedAt),
      })),
    }),
  );
  r.post(
    '/api/operator/jobs/:queue/:id/retry',
    {
      access: 'operator',
      summary: 'Run a failed job once more',
      params: jobRetryParams,
      message: 'operator.jobRetried',
    },
    async (request) => {
      if (!(await queue.retry(request.params.queue, request.params.id)))
        throw new AppError(404, 'operator.jobNotFound', 'NOT_FOUND');
    },
  );
}
