import {
  historyPage,
  historyQuery,
  inventoryListQuery,
  inventoryOption,
  inventoryPage,
  inventorySelectQuery,
  stockUpdateInput,
  text,
} from '@niaga/shared';
import { z } from 'zod';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema } from '../../platform/envelope.js';
import { listHistory, reverseMovement } from './history.service.js';
import { listInventory, selectInventory, updateStock } from './inventory.service.js';

/** HQ, staff with "manage inventory", and agents (their own stock only, see stores.ts). */
const STOCK_KEEPERS: RouteAccess = { roles: ['hq', 'staff', 'agent'], permission: 'manage_inventory' };
const tags = ['inventory'];

export function registerInventoryRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/inventory',
    {
      config: { access: STOCK_KEEPERS },
      schema: {
        tags,
        summary: 'Stock of a store by product and variant: on hand, reserved, available, indicator',
        querystring: inventoryListQuery,
        response: okSchema(inventoryPage),
      },
    },
    async (request) => ok(await listInventory(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/inventory/select',
    {
      config: { access: STOCK_KEEPERS },
      schema: {
        tags,
        summary: 'Products and variants to pick in a stock update (20 matches)',
        querystring: inventorySelectQuery,
        response: okSchema(z.object({ items: z.array(inventoryOption) })),
      },
    },
    async (request) => ok(await selectInventory(deps, contextOf(request), request.query), request.language),
  );
  app.post(
    '/api/inventory/store',
    {
      config: { access: STOCK_KEEPERS },
      schema: {
        tags,
        summary: 'Stock in, out or return for one or more items (all or nothing)',
        body: stockUpdateInput,
        response: okSchema(z.object({ count: z.number() })),
      },
    },
    async (request) =>
      ok(await updateStock(deps, contextOf(request), request.body), request.language, 'inventory.updated'),
  );
  app.get(
    '/api/inventory/update-history',
    {
      config: { access: STOCK_KEEPERS },
      schema: {
        tags,
        summary: 'Every movement of a store',
        querystring: historyQuery,
        response: okSchema(historyPage),
      },
    },
    async (request) => ok(await listHistory(deps, contextOf(request), request.query), request.language),
  );
  app.delete(
    '/api/inventory/delete-history/:id',
    {
      config: { access: STOCK_KEEPERS },
      schema: {
        tags,
        summary: 'Reverse a manual movement with a new entry (refused below zero)',
        params: z.object({ id: text({ max: 64 }) }),
        response: okSchema(z.object({ id: z.string() })),
      },
    },
    async (request) =>
      ok(await reverseMovement(deps, contextOf(request), request.params.id), request.language, 'inventory.reversed'),
  );
}
