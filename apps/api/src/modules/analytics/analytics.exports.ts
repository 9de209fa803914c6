import {
  ANALYTICS_ACCESS,
  type AnalyticsRow,
  analyticsProductQuery,
  analyticsQuery,
  analyticsSalesQuery,
  type Language,
  translate,
} from '@niaga/shared';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { columnsOf, type ExportSource, registered } from '../reports/export-source.js';
import { byAge, byCategory, byProduct, byState, salesSeries } from './analytics.service.js';

// The tables beside the analytics charts, as files (a few hundred rows at most: no paging needed).

const breakdownColumns = columnsOf('analytics.col', [
  ['name', 'text'],
  ['units', 'number'],
  ['sales', 'money'],
  ['orders', 'number'],
  ['previousUnits', 'number'],
  ['previousSales', 'money'],
  ['previousOrders', 'number'],
]);

async function* each<T>(rows: Promise<T[]>) {
  yield* await rows;
}

function breakdownSource<F extends typeof analyticsQuery | typeof analyticsProductQuery>(
  name: string,
  filters: F,
  load: (deps: AppDeps, ctx: RequestContext, query: z.output<F>) => Promise<{ rows: AnalyticsRow[] }>,
  label?: (row: AnalyticsRow, language: Language) => string,
): ExportSource<F> {
  return {
    name: `analytic-${name}`,
    access: ANALYTICS_ACCESS,
    filters,
    fileName: (query) => `analytics-${name}-${query.from}-${query.to}`,
    columns: breakdownColumns,
    count: async () => 100,
    rows: (deps, ctx, query) =>
      each(
        load(deps, ctx, query).then((result) =>
          result.rows.map((row) => ({ ...row, name: label ? label(row, ctx.language) : row.name })),
        ),
      ),
  };
}

const salesSource: ExportSource<typeof analyticsSalesQuery> = {
  name: 'analytic-sales',
  access: ANALYTICS_ACCESS,
  filters: analyticsSalesQuery,
  fileName: (query) => `analytics-sales-${query.group}-${query.from}-${query.to}`,
  columns: columnsOf('analytics.col', [
    ['start', 'date'],
    ['units', 'number'],
    ['sales', 'money'],
    ['orders', 'number'],
  ]),
  count: async () => 100,
  rows: (deps, ctx, query) => each(salesSeries(deps, ctx, query).then((result) => result.points)),
};

export const ANALYTICS_EXPORTS = [
  salesSource,
  breakdownSource('category', analyticsQuery, byCategory, (row, language) =>
    row.key ? row.name : translate(language, 'analytics.noCategory'),
  ),
  breakdownSource('product', analyticsProductQuery, byProduct),
  breakdownSource('state', analyticsQuery, byState, (row, language) =>
    row.key ? row.name : translate(language, 'analytics.noState'),
  ),
  breakdownSource('age', analyticsQuery, byAge, (row, language) => translate(language, `analytics.age.${row.key}`)),
].map(registered);
