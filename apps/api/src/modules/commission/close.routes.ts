import { autoCloseInput, closeMonthInput, commissionMonths, monthCloseResult } from '@niaga/shared';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema } from '../../platform/envelope.js';
import { closeMonthByHq, commissionMonths as monthsOf, setAutoCloseDay } from './close.js';

// Closing a month makes money payable: the company admin only (spec §6 grants staff no commission permission).
const HQ: RouteAccess = { roles: ['hq'] };
const tags = ['commission'];

export function registerCommissionCloseRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/commission/months',
    {
      config: { access: HQ },
      schema: {
        tags,
        summary: 'Commission months, open or closed, and which can close',
        response: okSchema(commissionMonths),
      },
    },
    async (request) => ok(await monthsOf(deps, contextOf(request)), request.language),
  );
  app.post(
    '/api/commission/close',
    {
      config: { access: HQ },
      schema: {
        tags,
        summary: 'Close a month: ranks, personal-level, performance and leadership; its entries become payable',
        body: closeMonthInput,
        response: okSchema(monthCloseResult),
      },
    },
    async (request) => {
      const result = await closeMonthByHq(deps, contextOf(request), request.body.month);
      return ok(result, request.language, 'commission.monthClosed', { month: result.month });
    },
  );
  app.post(
    '/api/commission/auto-close',
    {
      config: { access: HQ },
      schema: {
        tags,
        summary: 'The day of the next month on which the job closes a month, or null to close by hand',
        body: autoCloseInput,
        response: okSchema(commissionMonths),
      },
    },
    async (request) => {
      const { day } = request.body;
      const answer = await setAutoCloseDay(deps, contextOf(request), day);
      return day === null
        ? ok(answer, request.language, 'commission.autoCloseManual')
        : ok(answer, request.language, 'commission.autoCloseSaved', { day });
    },
  );
}
