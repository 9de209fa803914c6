import {
  accountDetailRequest,
  bankDetailRequest,
  languageRequest,
  socialLinksRequest,
  text,
  userDetail,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { ok, okEmpty } from '../../platform/envelope.js';
import { routes } from '../../platform/route.js';
import { readUpload } from '../../platform/uploads.js';
import { saveBankDetail, savePhoto, saveSocialLinks } from './profile.service.js';
import { getUserDetail, saveAccountDetail, saveLanguage } from './users.service.js';

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const tags = ['user'];

export function registerUserRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags });
  // Spec §7 "legacy helper": GET /api/users is the same handler, access and tenancy as GET /api/user/detail.
  for (const [path, routeTags, summary] of [
    ['/api/user/detail', tags, 'The signed-in user (or, for HQ and staff, a user of the company by id)'],
    ['/api/users', ['legacy'], 'Legacy alias of GET /api/user/detail'],
  ] as const)
    r.get(
      path,
      {
        // Answered also when the subscription is locked: the web reads `subscription.disallow_login` from it.
        access: { ...access.everyone, allowLocked: true },
        tags: [...routeTags],
        summary,
        query: z.object({ id: text({ max: 64 }).optional() }),
        response: userDetail,
      },
      (request) => getUserDetail(deps, contextOf(request), request.query.id),
    );

  r.post(
    '/api/user/account-detail',
    {
      summary: 'Save account details (first-login profile set-up)',
      body: accountDetailRequest,
      response: userDetail,
      message: 'user.profileSaved',
    },
    (request) => saveAccountDetail(deps, contextOf(request), request.body),
  );

  r.custom(
    'POST',
    '/api/attribute/language',
    {
      access: { ...access.everyone, allowLocked: true },
      summary: "Save the user's language (used for e-mails)",
      body: languageRequest,
      responses: okEmpty,
    },
    async (request) => {
      await saveLanguage(deps, contextOf(request), request.body.lang);
      return ok(null, request.body.lang, 'user.languageSaved');
    },
  );

  r.post(
    '/api/user/bank-detail',
    {
      summary: 'Save bank details',
      body: bankDetailRequest,
      message: 'user.bankSaved',
    },
    (request) => saveBankDetail(deps, contextOf(request), request.body),
  );

  r.post(
    '/api/user/social-network',
    {
      summary: 'Save social media links (full link or username only)',
      body: socialLinksRequest,
      response: z.record(z.string(), z.string()),
      message: 'user.socialSaved',
    },
    (request) => saveSocialLinks(deps, contextOf(request), request.body),
  );

  r.post(
    '/api/user/upload-image',
    {
      summary: 'Upload the profile photo (JPEG or PNG, at most 5 MB; multipart field "file")',
      consumes: ['multipart/form-data'],
      response: z.object({ url: z.string() }),
      message: 'user.photoSaved',
    },
    async (request) => {
      const content = await readUpload(request, PHOTO_MAX_BYTES);
      const url = await savePhoto(deps, contextOf(request), content);
      return { url };
    },
  );
}
