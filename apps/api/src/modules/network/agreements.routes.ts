import {
  greeting,
  greetingInput,
  greetingPreview,
  greetingPreviewRequest,
  LIMITS,
  termsItem,
  termsRequest,
  text,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { readUpload } from '../../platform/uploads.js';
import { requireHostCompany } from '../company/host-company.js';
import { deleteGreeting, listGreetings, previewGreeting, saveGreeting, sendTestGreeting } from './greetings.service.js';
import { deleteTerms, listTerms, saveTerms, sendTermsPdf, uploadTermsPdf } from './terms.service.js';

const tags = ['network'];
const idParams = z.object({ id: text({ max: 64 }) });
const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
const items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** The per-level set-up of recruitment: the agreement (setup `tnc`) and the welcoming e-mail (setup `greeting`). */
export function registerAgreementRoutes(app: App, deps: AppDeps) {
  registerTermsRoutes(app, deps);
  registerGreetingRoutes(app, deps);
}

/** Spec §7 setup `tnc`: the agreement per level (text and an uploaded PDF), shown at registration. */
function registerTermsRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/setup/tnc',
    {
      access: access.hqAndStaff,
      summary: 'Agreements per level',
      response: items(termsItem),
    },
    (request) => listTerms(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/tnc/pdf',
    {
      access: access.hq,
      summary: "Upload an agreement's PDF (a PDF by content, at most 10 MB); answers its name for store's pdfFile",
      consumes: ['multipart/form-data'],
      response: z.object({ file: z.string() }),
      message: 'network.termsPdfUploaded',
    },
    async (request) => uploadTermsPdf(deps, contextOf(request), await readUpload(request, LIMITS.receiptMaxBytes)),
  );
  r.post(
    '/api/setup/tnc/store',
    {
      access: access.hq,
      summary: 'Save the agreement of a level',
      body: termsRequest,
      message: 'network.termsSaved',
    },
    (request) => saveTerms(deps, contextOf(request), request.body),
  );
  r.custom(
    'GET',
    '/api/setup/tnc/:id/pdf',
    {
      access: 'public',
      summary:
        "A level's agreement PDF (application/pdf), answered on the company's own host to anyone (the invite link's " +
        'registration page shows it before sign-in); 404 when the level has no uploaded PDF.',
      document: { produces: ['application/pdf'] },
      params: idParams,
    },
    async (request, reply) => {
      const company = await requireHostCompany(deps.db, request);
      return sendTermsPdf(deps, company.id, request.params.id, reply);
    },
  );
  r.delete(
    '/api/setup/tnc/:id',
    {
      access: access.hq,
      summary: 'Delete the agreement of a level (and its PDF)',
      params: idParams,
    },
    (request) => deleteTerms(deps, contextOf(request), request.params.id),
  );
}

/** Spec §7 setup `greeting`: the welcoming e-mail per level, its preview and a test to oneself. */
function registerGreetingRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.get(
    '/api/setup/greeting',
    {
      access: access.hqAndStaff,
      summary: 'Welcoming e-mails per level',
      response: items(greeting),
    },
    (request) => listGreetings(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/greeting/store',
    {
      access: access.hq,
      summary:
        'Save the welcoming e-mail of a level (placeholders: {{agentName}}, {{level}}, {{upline}}, {{company}}, {{loginLink}})',
      body: greetingInput,
      message: 'greeting.saved',
    },
    (request) => saveGreeting(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/setup/greeting/preview',
    {
      access: access.hq,
      summary: "A welcoming e-mail as written, with sample values or a chosen agent's (subject, text, escaped HTML)",
      body: greetingPreviewRequest,
      response: greetingPreview,
    },
    (request) => previewGreeting(deps, contextOf(request), request.body, origin(request)),
  );
  r.post(
    '/api/setup/greeting/test',
    {
      access: access.hq,
      summary: 'Mail the preview to the signed-in user (at most 3 per 5 minutes)',
      document: { rateLimited: true },
      body: greetingPreviewRequest,
      response: z.object({ email: z.string() }),
      message: (data) => ({ key: 'greeting.testSent', params: data }),
    },
    (request) => sendTestGreeting(deps, contextOf(request), request.body, origin(request)),
  );
  r.delete(
    '/api/setup/greeting/:id',
    {
      access: access.hq,
      summary: 'Delete the welcoming e-mail of a level (its agents then get none)',
      params: idParams,
      message: 'greeting.deleted',
    },
    (request) => deleteGreeting(deps, contextOf(request), request.params.id),
  );
}
