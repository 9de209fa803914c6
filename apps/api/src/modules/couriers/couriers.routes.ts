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
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { callerFeatures } from '../company/features.js';
import { deleteCourier, getCourier, listCouriers, saveCourier, setCourierActive } from './couriers.service.js';
import { quoteShipping } from './quote.service.js';

const EDITORS = access.hqAndStaffWith('create_courier');
const tags = ['couriers'];
const idParams = z.object({ id: text({ max: 64 }) });

export function registerCourierRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/courier',
    {
      access: access.hqAndStaff,
      summary: 'Couriers (search, active)',
      query: courierListQuery,
      response: courierPage,
    },
    (request) => listCouriers(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/courier/:id',
    {
      access: access.hqAndStaff,
      summary: 'One courier with regions and rates',
      params: idParams,
      response: courier,
    },
    (request) => getCourier(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/courier/store',
    {
      access: EDITORS,
      summary: 'Create a courier',
      body: courierInput,
      response: courier,
      message: 'courier.saved',
    },
    (request) => saveCourier(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/courier/update/:id',
    {
      documentedUrl: '/api/courier/:id',
      access: EDITORS,
      summary: 'Edit a courier',
      params: idParams,
      body: courierInput,
      response: courier,
      message: 'courier.saved',
    },
    (request) => saveCourier(deps, contextOf(request), request.body, request.params.id),
  );
  r.post(
    '/api/courier/:id/active',
    {
      access: EDITORS,
      summary: 'Activate or deactivate',
      params: idParams,
      body: courierActiveRequest,
      message: (_, request) => (request.body.active ? 'courier.activated' : 'courier.deactivated'),
    },
    (request) => setCourierActive(deps, contextOf(request), request.params.id, request.body.active),
  );
  r.delete(
    '/api/courier/:id',
    {
      access: EDITORS,
      summary: 'Delete a courier (cannot be reverted)',
      params: idParams,
      message: 'courier.deleted',
    },
    (request) => deleteCourier(deps, contextOf(request), request.params.id),
  );

  r.get(
    '/api/sales/ship-method',
    {
      access: access.signedIn,
      summary: 'Couriers and pickup branches for a state, weight (g) and subtotal (sen); 422 when none fits',
      query: shipQuoteQuery,
      response: shipQuote,
    },
    async (request) => {
      const { state, weight, subtotal } = request.query;
      const ctx = contextOf(request);
      const quote = await quoteShipping(deps.db, ctx.companyId, {
        state,
        weightGrams: weight,
        subtotal,
        selfPickup: callerFeatures(ctx).selfPickup,
      });
      const courierMessage = quote.couriers.length === 0 ? translate(request.language, 'shipping.notFound') : null;
      return { ...quote, courierMessage };
    },
  );
}
