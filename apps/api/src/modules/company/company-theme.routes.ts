import { companyTheme, companyThemeInput, LIMITS, themeLogoSlot } from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { readUpload } from '../../platform/uploads.js';
import { getCompanyTheme, removeThemeLogo, storeCompanyTheme, storeThemeLogo } from './company-theme.service.js';

const slot = z.object({ slot: themeLogoSlot });

/** Company › Theme (spec setup `company-theme`, store, store-logo): applied at once to the site settings by host. */
export function registerCompanyThemeRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['company'] });
  r.get(
    '/api/setup/company-theme',
    {
      access: access.hqAndStaff,
      summary: 'Theme: colours, logos, favicon, the app icons and the web description',
      response: companyTheme,
    },
    (request) => getCompanyTheme(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/company-theme/store',
    {
      access: access.hq,
      summary: 'Save the colours and the web description',
      body: companyThemeInput,
      response: companyTheme,
      message: 'theme.saved',
    },
    (request) => storeCompanyTheme(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/setup/company-theme/store-logo',
    {
      access: access.hq,
      summary:
        'Upload the image of a slot (`?slot=light|dark|favicon`; multipart "file", JPEG or PNG by content, at most 10 MB); the favicon (else the light logo) also makes the 192 and 512 px app icons',
      consumes: ['multipart/form-data'],
      query: slot,
      response: companyTheme,
      message: 'theme.logoSaved',
    },
    async (request) => {
      const content = await readUpload(request, LIMITS.receiptMaxBytes);
      return storeThemeLogo(deps, contextOf(request), request.query.slot, content);
    },
  );
  r.post(
    '/api/setup/company-theme/remove-logo',
    {
      access: access.hq,
      summary: 'Remove the image of a slot (the site falls back: dark → light logo → the default icon)',
      body: slot,
      response: companyTheme,
      message: 'theme.logoRemoved',
    },
    (request) => removeThemeLogo(deps, contextOf(request), request.body.slot),
  );
}
