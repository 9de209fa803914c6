import { commissionSettings, commissionSettingsInput } from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { asPlanEdit } from '../commission/plan.service.js';
import { getCommissionSettings, storeCommissionSettings } from './commission-settings.service.js';

const tags = ['company'];

/** The company's commission switches, minimum payout and statements (a part of `companies.features`). */
export function registerCommissionSettingsRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/setup/commission-settings',
    {
      access: access.hq,
      summary: 'Commission types on/off, zerorise overriding, minimum payout, income statement, CP58',
      response: commissionSettings,
    },
    (request) => getCommissionSettings(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/commission-settings/store',
    {
      access: access.hq,
      summary: 'Change some commission settings (the others are kept)',
      body: commissionSettingsInput,
      response: commissionSettings,
      message: 'commissionSettings.saved',
    },
    (request) =>
      asPlanEdit(deps, contextOf(request), () => storeCommissionSettings(deps, contextOf(request), request.body)),
  );
}
