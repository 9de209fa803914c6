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
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okEmpty, okSchema } from '../../platform/envelope.js';
import { checkVoucher, voucherScope } from './redeem.service.js';
import { deleteVoucher, getVoucher, listVouchers, saveVoucher, voucherHistory } from './vouchers.service.js';

// Spec §6 has no voucher permission: every HQ user and staff member reads vouchers; HQ and staff with
// `create_product` (who already set up packages and combos, the other promotions) change them.
const READERS: RouteAccess = { roles: ['hq', 'staff'] };
const EDITORS: RouteAccess = { roles: ['hq', 'staff'], permission: 'create_product' };
const BUYERS: RouteAccess = { roles: ['agent'] };
const tags = ['vouchers'];
const idParams = z.object({ id: text({ max: 64 }) });

export function registerVoucherRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/setup/voucher',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Vouchers by tab (all, ongoing, upcoming, expired) with usage count and total usable limit',
        querystring: voucherListQuery,
        response: okSchema(voucherPage),
      },
    },
    async (request) => ok(await listVouchers(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/setup/voucher/history',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Uses of vouchers (code, name, buyer, order, discount, date), newest first',
        querystring: voucherHistoryQuery,
        response: okSchema(voucherUsePage),
      },
    },
    async (request) => ok(await voucherHistory(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/setup/voucher/:id',
    {
      config: { access: READERS },
      schema: { tags, summary: 'One voucher', params: idParams, response: okSchema(voucherView) },
    },
    async (request) => ok(await getVoucher(deps, contextOf(request), request.params.id), request.language),
  );
  app.post(
    '/api/setup/voucher/store',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary: 'Create a voucher, or update the one named by `id`',
        body: voucherInput,
        response: okSchema(voucherView),
      },
    },
    async (request) => ok(await saveVoucher(deps, contextOf(request), request.body), request.language, 'voucher.saved'),
  );
  app.delete(
    '/api/setup/voucher/delete/:id',
    {
      config: { access: EDITORS },
      schema: { tags, summary: 'Delete a voucher (cannot be reverted)', params: idParams, response: okEmpty },
    },
    async (request) => {
      await deleteVoucher(deps, contextOf(request), request.params.id);
      return ok(null, request.language, 'voucher.deleted');
    },
  );
  app.get(
    '/api/sales/voucher/check',
    {
      config: { access: BUYERS },
      schema: {
        tags,
        summary:
          "The discount a code would give the signed-in agent's cart (404 Voucher Not Found, 400 the rule broken)",
        querystring: voucherCheckQuery,
        response: okSchema(voucherCheckResult),
      },
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
      return ok(await checkVoucher(deps, voucherScope(ctx), code, ctx.user.id, cart), request.language);
    },
  );
}
