import {
  text,
  voucherCheckQuery,
  voucherCheckResult,
  voucherHistoryQuery,
  voucherInput,
  voucherListQuery,
  voucherPage,
  voucherUsePage,
  voucherView,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { checkVoucher, voucherScope } from './redeem.service.js';
import { deleteVoucher, getVoucher, listVouchers, saveVoucher, voucherHistory } from './vouchers.service.js';

// Spec §6 has no voucher permission: every HQ user and staff member reads vouchers; HQ and staff with
// `create_product` (who already set up packages and combos, the other promotions) change them.
const EDITORS = access.hqAndStaffWith('create_product');
const tags = ['vouchers'];
const idParams = z.object({ id: text({ max: 64 }) });

export function registerVoucherRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/setup/voucher',
    {
      access: access.hqAndStaff,
      summary: 'Vouchers by tab (all, ongoing, upcoming, expired) with usage count and total usable limit',
      query: voucherListQuery,
      response: voucherPage,
    },
    (request) => listVouchers(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/setup/voucher/history',
    {
      access: access.hqAndStaff,
      summary: 'Uses of vouchers (code, name, buyer, order, discount, date), newest first',
      query: voucherHistoryQuery,
      response: voucherUsePage,
    },
    (request) => voucherHistory(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/setup/voucher/:id',
    {
      access: access.hqAndStaff,
      summary: 'One voucher',
      params: idParams,
      response: voucherView,
    },
    (request) => getVoucher(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/setup/voucher/store',
    {
      access: EDITORS,
      summary: 'Create a voucher, or update the one named by `id`',
      body: voucherInput,
      response: voucherView,
      message: 'voucher.saved',
    },
    (request) => saveVoucher(deps, contextOf(request), request.body),
  );
  r.delete(
    '/api/setup/voucher/delete/:id',
    {
      access: EDITORS,
      summary: 'Delete a voucher (cannot be reverted)',
      params: idParams,
      message: 'voucher.deleted',
    },
    (request) => deleteVoucher(deps, contextOf(request), request.params.id),
  );
  r.get(
    '/api/sales/voucher/check',
    {
      access: access.agents,
      summary: "The discount a code would give the signed-in agent's cart (404 Voucher Not Found, 400 the rule broken)",
      query: voucherCheckQuery,
      response: voucherCheckResult,
    },
    async (request) => {
      const ctx = contextOf(request);
      const { code, subtotal, shipping, lines, packageIds } = request.query;
      const cart = {
        subtotal,
        shipping,
        packageIds,
        lines: lines.map((lineTotal) => ({ lineTotal })),
        // Until orders exist, an agent is on its first order while its status is `new` (domain-rules).
        isFirstOrder: ctx.user.status === 'new',
      };
      return checkVoucher(deps, voucherScope(ctx), code, ctx.user.id, cart);
    },
  );
}
