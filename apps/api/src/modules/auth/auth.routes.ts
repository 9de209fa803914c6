import {
  changePasswordRequest,
  createPasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  resendVerificationRequest,
  userDetail,
  verificationRequest,
} from '@niaga/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okEmpty, okSchema } from '../../platform/envelope.js';
import { requireHostCompany } from '../company/host-company.js';
import { resendVerification, verifyEmail } from './email-verification.service.js';
import { login } from './login.service.js';
import { changePassword, createPassword, forgotPassword } from './password.service.js';
import { revokeSession } from './sessions.repo.js';

const tags = ['auth'];
const LEGACY_TAGS = ['legacy'];
const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function registerAuthRoutes(app: App, deps: AppDeps) {
  // Spec §7 "legacy helper": POST /api/users/authenticate is the same handler, validation, rate limits and
  // tenancy as POST /api/login.
  for (const [path, routeTags, summary] of [
    ['/api/login', tags, 'Log in at the company of the Host; answers a bearer token and the user'],
    ['/api/users/authenticate', LEGACY_TAGS, 'Legacy alias of POST /api/login'],
  ] as const)
    app.post(
      path,
      {
        config: { access: 'public' },
        schema: {
          tags: [...routeTags],
          summary,
          body: loginRequest,
          response: okSchema(z.object({ token: z.string(), user: userDetail })),
        },
      },
      async (request) => {
        const company = await requireHostCompany(deps.db, request);
        return ok(await login(deps, company, request.body, request.ip), request.language);
      },
    );

  app.post(
    '/api/verification',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Verify the e-mail address with the 6-digit code',
        body: verificationRequest,
        response: okEmpty,
      },
    },
    async (request) => {
      const company = await requireHostCompany(deps.db, request);
      const message = await verifyEmail(deps, company, request.body, request.ip);
      return ok(null, request.language, message);
    },
  );

  app.post(
    '/api/resend-verification',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Mail a new verification code', body: resendVerificationRequest, response: okEmpty },
    },
    async (request) => {
      const company = await requireHostCompany(deps.db, request);
      await resendVerification(deps, company, request.body.email, request.ip);
      return ok(null, request.language, 'auth.codeSent');
    },
  );

  app.post(
    '/api/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Mail a password reset link', body: forgotPasswordRequest, response: okEmpty },
    },
    async (request) => {
      const company = await requireHostCompany(deps.db, request);
      await forgotPassword(deps, company, request.body.email, origin(request), request.ip);
      return ok(null, request.language, 'auth.resetSent');
    },
  );

  app.post(
    '/api/create-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a password from a reset or invitation link',
        body: createPasswordRequest,
        response: okEmpty,
      },
    },
    async (request) => {
      await createPassword(deps, request.body.token, request.body.password);
      return ok(null, request.language, 'auth.passwordCreated');
    },
  );

  app.post(
    '/api/logout',
    {
      config: { access: { allowLocked: true } },
      schema: { tags, summary: 'Revoke the current token', response: okEmpty },
    },
    async (request) => {
      const ctx = contextOf(request);
      await revokeSession(deps.db, ctx.companyId, ctx.user.tokenHash);
      return ok(null, request.language, 'auth.loggedOut');
    },
  );

  app.post(
    '/api/user/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password; every other session ends and a new token is answered',
        body: changePasswordRequest,
        response: okSchema(z.object({ token: z.string() })),
      },
    },
    async (request) => {
      const token = await changePassword(deps, contextOf(request), request.body);
      return ok({ token }, request.language, 'auth.passwordChanged');
    },
  );
}
