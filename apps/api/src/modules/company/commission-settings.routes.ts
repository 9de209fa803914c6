import { commissionSettings, commissionSettingsInput } from '@niaga/shared';
import { contextOf, type RouteAccess } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okSchema } from '../../platform/envelope.js';
import { getCommissionSettings, storeCommissionSettings } from './commission-settings.service.js';

const HQ_ONLY: RouteAccess = { roles: ['hq'] };
const tags = ['company'];

/** The company's commission switches, minimum payout and statements (a part of `companies.features`). */
export function registerCommissionSettingsRoutes(app: App, deps: AppDeps) {
  app.get(
    '/api/setup/commission-settings',
    {
      config: { access: HQ_ONLY },
      schema: {
        tags,
        summary: 'Commission types on/off, zerorise overriding, minimum payout, income statement, CP58',
        response: okSchema(commissionSettings),
      },
    },
    async (request) => ok(await getCommissionSettings(deps, contextOf(request)), request.language),
  );
  app.post(
    '/api/setup/commission-settings/store',
    {
      config: { access: HQ_ONLY },
      schema: {
        tags,
        summary: 'Change some commission settings (the others are kept)',
        body: commissionSettingsInput,
        response: okSchema(commissionSettings),
      },
    },
    async (request) =>
      ok(
        await storeCommissionSettings(deps, contextOf(request), request.body),
        request.language,
        'commissionSettings.saved',
      ),
  );
}
