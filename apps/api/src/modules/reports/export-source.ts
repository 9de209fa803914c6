import { type Language, translate } from '@niaga/shared';
import type { z } from 'zod';
import type { CompanyRouteAccess, RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';

/** How a cell is written: money is integer sen (shown with 2 decimals), dates are ISO strings or Date. */
export type ExportColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime';

export type ExportColumn = { key: string; header: string; kind: ExportColumnKind };

/**
 * One exportable report (issue 21 "Exports"): the same filters and rows as its list call, without paging. `rows`
 * streams (keyset pages: `keysetRows` of keyset-rows.ts), never the whole result in memory, so a 1,000,000-row
 * export stays small.
 * Register it in export-sources.ts; POST /api/report/export { source, filters, format } runs it as a job.
 */
export type ExportSource<Filters extends z.ZodType = z.ZodType> = {
  /** Unique, kebab-case: `transaction-list`, `analytic-sales`, `settlement`. */
  name: string;
  /** Who may export it: the same access as its list call. */
  access: CompanyRouteAccess;
  /** The list call's query schema without paging; the export's `filters` are parsed with it. */
  filters: Filters;
  /** The file's name without extension, e.g. `transactions-2026-01-01-2026-01-31`. */
  fileName(filters: z.infer<Filters>): string;
  columns(language: Language): ExportColumn[];
  /** How many rows there will be (for the progress bar); an estimate is fine. */
  count(deps: AppDeps, ctx: RequestContext, filters: z.infer<Filters>): Promise<number>;
  rows(deps: AppDeps, ctx: RequestContext, filters: z.infer<Filters>): AsyncIterable<Record<string, unknown>>;
};

/**
 * A source as the registry holds it. Widening its filters' type is safe: the job parses the stored filters with the
 * source's own schema before `rows` sees them.
 */
export const registered = <Filters extends z.ZodType>(source: ExportSource<Filters>) =>
  source as unknown as ExportSource;

/** Columns from `[key, kind]`, each headed by the message `<prefix>.<key>` in the export's language. */
export const columnsOf =
  (prefix: string, columns: Array<[string, ExportColumnKind]>) =>
  (language: Language): ExportColumn[] =>
    columns.map(([key, kind]) => ({ key, kind, header: translate(language, `${prefix}.${key}`) }));
