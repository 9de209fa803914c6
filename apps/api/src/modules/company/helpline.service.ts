import type { Helpline, helplineInput } from '@niaga/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { companyHelplines } from './company.tables.js';

const EMPTY: Helpline = { email: null, phoneCode: null, phone: null, whatsappCode: null, whatsapp: null, hours: null };
const orNull = (value: string | undefined) => value || null;

/** The company's helpline (every value null until HQ sets it). */
export async function getHelpline(deps: AppDeps, ctx: RequestContext): Promise<Helpline> {
  const [row] = await deps.db.select().from(companyHelplines).where(eq(companyHelplines.companyId, ctx.companyId));
  if (!row) return EMPTY;
  const { email, phoneCode, phone, whatsappCode, whatsapp, hours } = row;
  return { email, phoneCode, phone, whatsappCode, whatsapp, hours };
}

/** HQ sets the helpline; a calling code is kept only with its number. */
export async function storeHelpline(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof helplineInput>,
): Promise<Helpline> {
  const values = {
    email: orNull(input.email),
    phoneCode: input.phone ? orNull(input.phoneCode) : null,
    phone: orNull(input.phone),
    whatsappCode: input.whatsapp ? orNull(input.whatsappCode) : null,
    whatsapp: orNull(input.whatsapp),
    hours: orNull(input.hours),
    updatedAt: new Date(),
  };
  await deps.db
    .insert(companyHelplines)
    .values({ companyId: ctx.companyId, ...values })
    .onConflictDoUpdate({ target: companyHelplines.companyId, set: values });
  return getHelpline(deps, ctx);
}
