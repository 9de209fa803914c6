import { type Language, type NotificationEvent, translate } from '@niaga/shared';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { companies } from '../company/company.tables.js';
import { renderNotice } from './notify.js';

/** Made-up values HQ sees the templates with (the same for every language but the words). */
const SAMPLE: Record<string, string> = {
  agent: 'Aisyah Rahman',
  email: 'aisyah@example.com',
  order: 'ORD-240001',
  total: 'RM 250.00',
  amount: 'RM 1,200.00',
  tracking: 'EP123456789MY',
  reason: 'notify.reason.cancelled',
  invoice: 'INV-2026-0007',
  dueOn: '2026-12-01',
  lockOn: '2026-12-08',
  threshold: '10',
  items: '- Serum Vitamin C: 4\n- Sunscreen SPF50: 7',
};

export async function previewNotice(
  deps: AppDeps,
  ctx: RequestContext,
  query: { event: NotificationEvent; language?: Language | undefined },
) {
  const language = query.language ?? ctx.language;
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  return renderNotice(language, query.event, {
    ...SAMPLE,
    company: company?.name ?? '',
    name: translate(language, 'notify.hq'),
  });
}
