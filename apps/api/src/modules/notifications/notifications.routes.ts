import {
  failedMail,
  hqAddressesInput,
  notificationControlInput,
  notificationPreview,
  notificationPreviewQuery,
  notificationSettings,
  smtpSettingsInput,
  smtpSettingsView,
  text,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { listFailedMail, resendMail } from './failed-mail.service.js';
import { previewNotice } from './preview.js';
import { getNotificationSettings, storeHqAddresses, storeNotificationControl } from './settings.js';
import { removeSmtp, storeSmtp, testSmtp } from './smtp.service.js';

const tags = ['notifications'];
const base = '/api/setup/company-features';

/** Company › E-mail notifications (spec: company-features notification, store-email-address, store-notif-control). */
export function registerNotificationRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    `${base}/notification`,
    {
      access: access.hqAndStaff,
      summary: 'Which events mail whom, HQ addresses, the low-stock threshold and the SMTP server (no password)',
      response: notificationSettings,
    },
    (request) => getNotificationSettings(deps, contextOf(request)),
  );
  r.post(
    `${base}/store-email-address`,
    {
      access: access.hq,
      summary: "HQ's addresses (the HQ column's recipients; none: the HQ accounts)",
      body: hqAddressesInput,
      response: notificationSettings,
      message: 'notification.addressesSaved',
    },
    (request) => storeHqAddresses(deps, contextOf(request), request.body),
  );
  r.post(
    `${base}/store-notif-control`,
    {
      access: access.hq,
      summary: 'Who each event mails (events left out are kept) and the low-stock threshold',
      body: notificationControlInput,
      response: notificationSettings,
      message: 'notification.controlSaved',
    },
    (request) => storeNotificationControl(deps, contextOf(request), request.body),
  );
  r.get(
    `${base}/notification/preview`,
    {
      access: access.hqAndStaff,
      summary: "An event's mail with sample values, in a language (default the caller's)",
      query: notificationPreviewQuery,
      response: notificationPreview,
    },
    (request) => previewNotice(deps, contextOf(request), request.query),
  );
  r.post(
    `${base}/notification/smtp/test`,
    {
      access: access.hq,
      summary: "Sends a test mail through the form's SMTP settings (nothing saved)",
      body: smtpSettingsInput,
      response: z.object({ email: z.string() }),
      message: (data) => ({ key: 'smtp.testSent', params: data }),
    },
    (request) => testSmtp(deps, contextOf(request), request.body),
  );
  r.post(
    `${base}/notification/smtp/store`,
    {
      access: access.hq,
      summary: 'Saves the SMTP server after a test mail went out (or untested with `saveUntested`)',
      body: smtpSettingsInput,
      response: z.object({ tested: z.boolean(), smtp: smtpSettingsView.nullable() }),
      message: (data) => (data.tested ? 'smtp.saved' : 'smtp.savedUntested'),
    },
    (request) => storeSmtp(deps, contextOf(request), request.body),
  );
  r.delete(
    `${base}/notification/smtp`,
    { access: access.hq, summary: "Back to the platform's SMTP server", message: 'smtp.removed' },
    (request) => removeSmtp(deps, contextOf(request)),
  );
  r.get(
    `${base}/notification/failed-mail`,
    {
      access: access.hqAndStaff,
      summary: 'Mails that met an error: retrying or given up, newest first',
      response: z.object({ items: z.array(failedMail) }),
    },
    (request) => listFailedMail(deps, contextOf(request)),
  );
  r.post(
    `${base}/notification/failed-mail/:id/resend`,
    {
      access: access.hq,
      summary: 'Queues a given-up mail again with all its tries',
      params: z.object({ id: text({ max: 64 }) }),
      message: 'mail.resent',
    },
    (request) => resendMail(deps, contextOf(request), request.params.id),
  );
}
