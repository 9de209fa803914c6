import {
  customerAddress,
  customerAddressInput,
  customerAddressList,
  setPrimaryAddressInput,
  text,
} from '@niaga/shared';
import { z } from 'zod';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okEmpty, okSchema } from '../../platform/envelope.js';
import { deleteAddress, listAddresses, saveAddress, setPrimaryAddress } from './addresses.service.js';

// Agents keep receivers for checkout; HQ and staff may keep a book of their own. Always the caller's own.
const OWNERS: RouteAccess = { roles: ['hq', 'staff', 'agent'] };
const tags = ['addresses'];
const idParams = z.object({ id: text({ max: 64 }) });

export function registerAddressRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/sales/customer',
    {
      config: { access: OWNERS },
      schema: {
        tags,
        summary: "The caller's address book: the primary address first, then the newest",
        response: okSchema(customerAddressList),
      },
    },
    async (request) => ok(await listAddresses(deps, contextOf(request)), request.language),
  );
  app.post(
    '/api/sales/customer/store',
    {
      config: { access: OWNERS },
      schema: {
        tags,
        summary: 'Add an address, or update the one named by `id` (the first address becomes primary)',
        body: customerAddressInput,
        response: okSchema(customerAddress),
      },
    },
    async (request) => ok(await saveAddress(deps, contextOf(request), request.body), request.language, 'address.saved'),
  );
  app.post(
    '/api/sales/customer/set-primary',
    {
      config: { access: OWNERS },
      schema: {
        tags,
        summary: 'Make an address the primary one (the previous primary is not any more)',
        body: setPrimaryAddressInput,
        response: okSchema(customerAddress),
      },
    },
    async (request) =>
      ok(await setPrimaryAddress(deps, contextOf(request), request.body.id), request.language, 'address.primarySet'),
  );
  app.delete(
    '/api/sales/customer/delete/:id',
    {
      config: { access: OWNERS },
      schema: {
        tags,
        summary: 'Delete an address (deleting the primary makes the newest remaining one primary)',
        params: idParams,
        response: okEmpty,
      },
    },
    async (request) => {
      await deleteAddress(deps, contextOf(request), request.params.id);
      return ok(null, request.language, 'address.deleted');
    },
  );
}
