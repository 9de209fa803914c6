import { autoCloseInput, closeMonthInput, commissionMonths, monthCloseResult } from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { closeMonthByHq, commissionMonths as monthsOf, setAutoCloseDay } from './close.js';

// Closing a month makes money payable: the company admin only (spec §6 grants staff no commission permission).
const tags = ['commission'];

export function registerCommissionCloseRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/commission/months',
    {
      access: access.hq,
      summary: 'Commission months, open or closed, and which can close',
      response: commissionMonths,
    },
    (request) => monthsOf(deps, contextOf(request)),
  );
  r.post(
    '/api/commission/close',
    {
      access: access.hq,
      summary: 'Close a month: ranks, personal-level, performance and leadership; its entries become payable',
      body: closeMonthInput,
      response: monthCloseResult,
      message: (result) => ({ key: 'commission.monthClosed', params: { month: result.month } }),
    },
    (request) => closeMonthByHq(deps, contextOf(request), request.body.month),
  );
  r.post(
    '/api/commission/auto-close',
    {
      access: access.hq,
      summary: 'The day of the next month on which the job closes a month, or null to close by hand',
      body: autoCloseInput,
      response: commissionMonths,
      message: (_, { body: { day } }) =>
        day === null ? 'commission.autoCloseManual' : { key: 'commission.autoCloseSaved', params: { day } },
    },
    (request) => setAutoCloseDay(deps, contextOf(request), request.body.day),
  );
}
