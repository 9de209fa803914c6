import { pointsSettings, pointsSettingsInput } from '@niaga/shared';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { getPointsSettings, storePointsSettings } from './points-settings.service.js';

/** Whether points expire and their cycle (a part of `companies.features`). */
export function registerPointsSettingsRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['company'] });
  r.get(
    '/api/setup/points-settings',
    {
      access: access.hqAndStaff,
      summary: 'Points expiry (off by default) and the points cycle (daily … yearly)',
      response: pointsSettings,
    },
    (request) => getPointsSettings(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/points-settings/store',
    {
      access: access.hq,
      summary: 'Switch points expiry on or off and choose the cycle',
      body: pointsSettingsInput,
      response: pointsSettings,
      message: 'points.settingsSaved',
    },
    (request) => storePointsSettings(deps, contextOf(request), request.body),
  );
}
