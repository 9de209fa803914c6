import type { BankDetail, SocialLinks } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { saveImage } from '../../platform/uploads.js';
import { users } from './users.tables.js';

const own = (ctx: RequestContext) => and(eq(users.companyId, ctx.companyId), eq(users.id, ctx.user.id));

export async function saveBankDetail(deps: AppDeps, ctx: RequestContext, bank: BankDetail) {
  await deps.db.update(users).set({ bank, updatedAt: new Date() }).where(own(ctx));
}

/** Keeps only the links given; a username is stored without its '@'. */
export async function saveSocialLinks(deps: AppDeps, ctx: RequestContext, links: SocialLinks) {
  const social = Object.fromEntries(
    Object.entries(links)
      .filter(([, value]) => value)
      .map(([network, value]) => [network, value!.startsWith('@') ? value!.slice(1) : value!]),
  );
  await deps.db.update(users).set({ social, updatedAt: new Date() }).where(own(ctx));
  return social;
}

export async function savePhoto(deps: AppDeps, ctx: RequestContext, content: Buffer) {
  const photoUrl = await saveImage(deps.storage, ctx.companyId, content);
  await deps.db.update(users).set({ photoUrl, updatedAt: new Date() }).where(own(ctx));
  return photoUrl;
}
