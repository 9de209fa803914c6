import {
  accountDetailRequest,
  bankDetailRequest,
  languageRequest,
  socialLinksRequest,
  text,
  userDetail,
} from '@niaga/shared';
import { z } from 'zod';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okEmpty, okSchema } from '../../platform/envelope.js';
import { readUpload } from '../../platform/uploads.js';
import { saveBankDetail, savePhoto, saveSocialLinks } from './profile.service.js';
import { getUserDetail, saveAccountDetail, saveLanguage } from './users.service.js';

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const tags = ['user'];

export function registerUserRoutes(app: App, deps: AppDeps) {
  // Spec §7 "legacy helper": GET /api/users is the same handler, access and tenancy as GET /api/user/detail.
  for (const [path, routeTags, summary] of [
    ['/api/user/detail', tags, 'The signed-in user (or, for HQ and staff, a user of the company by id)'],
    ['/api/users', ['legacy'], 'Legacy alias of GET /api/user/detail'],
  ] as const)
    app.get(
      path,
      {
        // Answered also when the subscription is locked: the web reads `subscription.disallow_login` from it.
        config: { access: { allowLocked: true } },
        schema: {
          tags: [...routeTags],
          summary,
          querystring: z.object({ id: text({ max: 64 }).optional() }),
          response: okSchema(userDetail),
        },
      },
      async (request) => ok(await getUserDetail(deps, contextOf(request), request.query.id), request.language),
    );

  app.post(
    '/api/user/account-detail',
    {
      schema: {
        tags,
        summary: 'Save account details (first-login profile set-up)',
        body: accountDetailRequest,
        response: okSchema(userDetail),
      },
    },
    async (request) =>
      ok(await saveAccountDetail(deps, contextOf(request), request.body), request.language, 'user.profileSaved'),
  );

  app.post(
    '/api/attribute/language',
    {
      config: { access: { allowLocked: true } },
      schema: {
        tags,
        summary: "Save the user's language (used for e-mails)",
        body: languageRequest,
        response: okEmpty,
      },
    },
    async (request) => {
      await saveLanguage(deps, contextOf(request), request.body.lang);
      return ok(null, request.body.lang, 'user.languageSaved');
    },
  );

  app.post(
    '/api/user/bank-detail',
    { schema: { tags, summary: 'Save bank details', body: bankDetailRequest, response: okEmpty } },
    async (request) => {
      await saveBankDetail(deps, contextOf(request), request.body);
      return ok(null, request.language, 'user.bankSaved');
    },
  );

  app.post(
    '/api/user/social-network',
    {
      schema: {
        tags,
        summary: 'Save social media links (full link or username only)',
        body: socialLinksRequest,
        response: okSchema(z.record(z.string(), z.string())),
      },
    },
    async (request) =>
      ok(await saveSocialLinks(deps, contextOf(request), request.body), request.language, 'user.socialSaved'),
  );

  app.post(
    '/api/user/upload-image',
    {
      schema: {
        tags,
        summary: 'Upload the profile photo (JPEG or PNG, at most 5 MB; multipart field "file")',
        response: okSchema(z.object({ url: z.string() })),
      },
    },
    async (request) => {
      const content = await readUpload(request, PHOTO_MAX_BYTES);
      const url = await savePhoto(deps, contextOf(request), deps.uploads, content);
      return ok({ url }, request.language, 'user.photoSaved');
    },
  );
}
