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
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { listHistory, reverseMovement } from './history.service.js';
import { listInventory, selectInventory, updateStock } from './inventory.service.js';

/** HQ, staff with "manage inventory", and agents (their own stock only, see stores.ts). */
const STOCK_KEEPERS = access.teamWith('manage_inventory');
const tags = ['inventory'];

export function registerInventoryRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/inventory',
    {
      access: STOCK_KEEPERS,
      summary: 'Stock of a store by product and variant: on hand, reserved, available, indicator',
      query: inventoryListQuery,
      response: inventoryPage,
    },
    (request) => listInventory(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/inventory/select',
    {
      access: STOCK_KEEPERS,
      summary: 'Products and variants to pick in a stock update (20 matches)',
      query: inventorySelectQuery,
      response: z.object({ items: z.array(inventoryOption) }),
    },
    (request) => selectInventory(deps, contextOf(request), request.query),
  );
  r.post(
    '/api/inventory/store',
    {
      access: STOCK_KEEPERS,
      summary: 'Stock in, out or return for one or more items (all or nothing)',
      body: stockUpdateInput,
      response: z.object({ count: z.number() }),
      message: 'inventory.updated',
    },
    (request) => updateStock(deps, contextOf(request), request.body),
  );
  r.get(
    '/api/inventory/update-history',
    {
      access: STOCK_KEEPERS,
      summary: 'Every movement of a store',
      query: historyQuery,
      response: historyPage,
    },
    (request) => listHistory(deps, contextOf(request), request.query),
  );
  r.delete(
    '/api/inventory/delete-history/:id',
    {
      access: STOCK_KEEPERS,
      summary: 'Reverse a manual movement with a new entry (refused below zero)',
      params: z.object({ id: text({ max: 64 }) }),
      response: z.object({ id: z.string() }),
      message: 'inventory.reversed',
    },
    (request) => reverseMovement(deps, contextOf(request), request.params.id),
  );
}
