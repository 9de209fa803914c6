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
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okEmpty } from '../../platform/envelope.js';
import { routes } from '../../platform/route.js';
import { requireHostCompany } from '../company/host-company.js';
import { resendVerification, verifyEmail } from './email-verification.service.js';
import { login } from './login.service.js';
import { changePassword, createPassword, forgotPassword } from './password.service.js';
import { revokeSession } from './sessions.repo.js';

const tags = ['auth'];
const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function registerAuthRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  r.postWithLegacyAlias(
    '/api/login',
    '/api/users/authenticate',
    {
      access: 'public',
      summary: 'Log in at the company of the Host; answers a bearer token and the user',
      // Wrong credentials; an unverified e-mail, a suspended agent, a locked company (docs/api.md).
      document: { errors: [401, 403] },
      body: loginRequest,
      response: z.object({ token: z.string(), user: userDetail }),
    },
    async (request) => {
      const company = await requireHostCompany(deps.db, request);
      return login(deps, company, request.body, request.ip);
    },
  );

  r.custom(
    'POST',
    '/api/verification',
    {
      access: 'public',
      summary: 'Verify the e-mail address with the 6-digit code',
      body: verificationRequest,
      responses: okEmpty,
    },
    async (request) => {
      const company = await requireHostCompany(deps.db, request);
      const message = await verifyEmail(deps, company, request.body, request.ip, origin(request));
      return ok(null, request.language, message);
    },
  );

  r.post(
    '/api/resend-verification',
    {
      access: 'public',
      summary: 'Mail a new verification code',
      body: resendVerificationRequest,
      message: 'auth.codeSent',
    },
    async (request) => {
      const company = await requireHostCompany(deps.db, request);
      await resendVerification(deps, company, request.body.email, request.ip);
    },
  );

  r.post(
    '/api/forgot-password',
    {
      access: 'public',
      summary: 'Mail a password reset link',
      body: forgotPasswordRequest,
      message: 'auth.resetSent',
    },
    async (request) => {
      const company = await requireHostCompany(deps.db, request);
      await forgotPassword(deps, company, request.body.email, origin(request), request.ip);
    },
  );

  r.post(
    '/api/create-password',
    {
      access: 'public',
      summary: 'Set a password from a reset or invitation link',
      body: createPasswordRequest,
      message: 'auth.passwordCreated',
    },
    (request) => createPassword(deps, request.body.token, request.body.password),
  );

  r.post(
    '/api/logout',
    {
      access: { ...access.everyone, allowLocked: true },
      summary: 'Revoke the current token',
      message: 'auth.loggedOut',
    },
    async (request) => {
      const ctx = contextOf(request);
      await revokeSession(deps.db, ctx.companyId, ctx.user.tokenHash);
    },
  );

  r.post(
    '/api/user/change-password',
    {
      access: access.everyone,
      summary: 'Change the password; every other session ends and a new token is answered',
      body: changePasswordRequest,
      response: z.object({ token: z.string() }),
      message: 'auth.passwordChanged',
    },
    async (request) => {
      const token = await changePassword(deps, contextOf(request), request.body);
      return { token };
    },
  );
}
