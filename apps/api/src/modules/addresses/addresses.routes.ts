import {
  customerAddress,
  customerAddressInput,
  customerAddressList,
  setPrimaryAddressInput,
  text,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { deleteAddress, listAddresses, saveAddress, setPrimaryAddress } from './addresses.service.js';

// Agents keep receivers for checkout, store customers their delivery addresses (issue 22); HQ and staff may keep a
// book of their own. Always the caller's own.
const tags = ['addresses'];
const idParams = z.object({ id: text({ max: 64 }) });

export function registerAddressRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/sales/customer',
    {
      access: access.everyone,
      summary: "The caller's address book: the primary address first, then the newest",
      response: customerAddressList,
    },
    (request) => listAddresses(deps, contextOf(request)),
  );
  r.post(
    '/api/sales/customer/store',
    {
      access: access.everyone,
      summary: 'Add an address, or update the one named by `id` (the first address becomes primary)',
      body: customerAddressInput,
      response: customerAddress,
      message: 'address.saved',
    },
    (request) => saveAddress(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/sales/customer/set-primary',
    {
      access: access.everyone,
      summary: 'Make an address the primary one (the previous primary is not any more)',
      body: setPrimaryAddressInput,
      response: customerAddress,
      message: 'address.primarySet',
    },
    (request) => setPrimaryAddress(deps, contextOf(request), request.body.id),
  );
  r.delete(
    '/api/sales/customer/delete/:id',
    {
      access: access.everyone,
      summary: 'Delete an address (deleting the primary makes the newest remaining one primary)',
      params: idParams,
      message: 'address.deleted',
    },
    (request) => deleteAddress(deps, contextOf(request), request.params.id),
  );
}
