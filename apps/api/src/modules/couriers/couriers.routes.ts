import {
  courier,
  courierActiveRequest,
  courierInput,
  courierListQuery,
  courierPage,
  shipQuote,
  shipQuoteQuery,
  text,
  translate,
} from '@niaga/shared';
import { z } from 'zod';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okEmpty, okSchema } from '../../platform/envelope.js';
import { deleteCourier, getCourier, listCouriers, saveCourier, setCourierActive } from './couriers.service.js';
import { quoteShipping } from './quote.service.js';

const READERS: RouteAccess = { roles: ['hq', 'staff'] };
const EDITORS: RouteAccess = { roles: ['hq', 'staff'], permission: 'create_courier' };
const tags = ['couriers'];
const idParams = z.object({ id: text({ max: 64 }) });

export function registerCourierRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/courier',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Couriers (search, active)',
        querystring: courierListQuery,
        response: okSchema(courierPage),
      },
    },
    async (request) => ok(await listCouriers(deps, contextOf(request), request.query), request.language),
  );
  app.get(
    '/api/courier/:id',
    {
      config: { access: READERS },
      schema: { tags, summary: 'One courier with regions and rates', params: idParams, response: okSchema(courier) },
    },
    async (request) => ok(await getCourier(deps, contextOf(request), request.params.id), request.language),
  );
  app.post(
    '/api/courier/store',
    {
      config: { access: EDITORS },
      schema: { tags, summary: 'Create a courier', body: courierInput, response: okSchema(courier) },
    },
    async (request) => ok(await saveCourier(deps, contextOf(request), request.body), request.language, 'courier.saved'),
  );
  app.post(
    '/api/courier/update/:id',
    {
      config: { access: EDITORS },
      schema: { tags, summary: 'Edit a courier', params: idParams, body: courierInput, response: okSchema(courier) },
    },
    async (request) =>
      ok(
        await saveCourier(deps, contextOf(request), request.body, request.params.id),
        request.language,
        'courier.saved',
      ),
  );
  app.post(
    '/api/courier/:id/active',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary: 'Activate or deactivate',
        params: idParams,
        body: courierActiveRequest,
        response: okEmpty,
      },
    },
    async (request) => {
      await setCourierActive(deps, contextOf(request), request.params.id, request.body.active);
      return ok(null, request.language, request.body.active ? 'courier.activated' : 'courier.deactivated');
    },
  );
  app.delete(
    '/api/courier/:id',
    {
      config: { access: EDITORS },
      schema: { tags, summary: 'Delete a courier (cannot be reverted)', params: idParams, response: okEmpty },
    },
    async (request) => {
      await deleteCourier(deps, contextOf(request), request.params.id);
      return ok(null, request.language, 'courier.deleted');
    },
  );

  app.get(
    '/api/sales/ship-method',
    {
      config: { access: {} },
      schema: {
        tags,
        summary: 'Couriers and pickup branches for a state, weight (g) and subtotal (sen); 422 when none fits',
        querystring: shipQuoteQuery,
        response: okSchema(shipQuote),
      },
    },
    async (request) => {
      const { state, weight, subtotal } = request.query;
      const quote = await quoteShipping(deps.db, contextOf(request).companyId, {
        state,
        weightGrams: weight,
        subtotal,
      });
      const courierMessage = quote.couriers.length === 0 ? translate(request.language, 'shipping.notFound') : null;
      return ok({ ...quote, courierMessage }, request.language);
    },
  );
}
