import type { CompanyProfile, companyProfileInput } from '@niaga/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { postalAddressOf } from '../../platform/postal-address.js';
import { refMsicCodes } from '../reference/reference.tables.js';
import { branches, companies } from './company.tables.js';
import { forgetHostCache } from './host-company.js';

type CompanyRow = typeof companies.$inferSelect;
type AddressParts = {
  address1: string | null;
  address2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
};

const joinLines = (...parts: Array<string | null | undefined>) =>
  parts.map((part) => part?.trim()).filter((part): part is string => !!part);

/** Address lines as documents print them: street, street 2, "postcode city", state. */
export const addressLines = (row: AddressParts): string[] =>
  joinLines(row.address1, row.address2, joinLines(row.postcode, row.city).join(' '), row.state);

export const phoneOf = (code: string | null, number: string | null) =>
  number ? [code, number].filter(Boolean).join(' ') : null;

const toProfile = (row: CompanyRow): CompanyProfile => ({
  name: row.name,
  logoUrl: row.logoUrl,
  companyRoc: row.companyRoc,
  tin: row.tin,
  msicCode: row.msicCode,
  msicDescription: row.msicDescription,
  ...postalAddressOf(row),
  phoneCode: row.phoneCode,
  phone: row.phone,
  email: row.email,
});

/** GET /api/setup/company: the registered business. */
export async function getCompanyProfile(deps: AppDeps, ctx: RequestContext): Promise<CompanyProfile> {
  const [row] = await deps.db.select().from(companies).where(eq(companies.id, ctx.companyId));
  if (!row) throw notFound();
  return toProfile(row);
}

/** POST /api/setup/company/store: replaces the registration details; the MSIC description comes from MSIC 2008. */
export async function storeCompanyProfile(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof companyProfileInput>,
): Promise<CompanyProfile> {
  let msicDescription: string | null = null;
  if (input.msicCode) {
    const [msic] = await deps.db
      .select({ description: refMsicCodes.description })
      .from(refMsicCodes)
      .where(eq(refMsicCodes.code, input.msicCode));
    if (!msic) throw badRequest('companyProfile.msicUnknown', { msicCode: 'companyProfile.msicUnknown' });
    msicDescription = msic.description;
  }
  const text = (value: string | undefined) => value || null;
  const [row] = await deps.db
    .update(companies)
    .set({
      name: input.name,
      companyRoc: text(input.companyRoc),
      tin: text(input.tin),
      msicCode: text(input.msicCode),
      msicDescription,
      address1: input.address1,
      address2: text(input.address2),
      postcode: input.postcode,
      city: input.city,
      state: input.state,
      country: input.country,
      phoneCode: input.phone ? text(input.phoneCode) : null,
      phone: text(input.phone),
      email: text(input.email),
    })
    .where(eq(companies.id, ctx.companyId))
    .returning();
  if (!row) throw notFound();
  // The site settings (the name) are cached per host: the next visit sees the new one.
  forgetHostCache(deps.db);
  return toProfile(row);
}

/** What heads the company's documents and CP58 statements. */
export type Letterhead = {
  company: CompanyRow;
  address: string[];
  phone: string | null;
  email: string | null;
};

/**
 * The company's registered address, phone and e-mail (company profile); when the profile has no address yet,
 * the main branch's address instead (what documents printed before the profile existed); likewise the phone.
 */
export async function companyLetterhead(executor: Executor, companyId: string): Promise<Letterhead | null> {
  const [row] = await executor
    .select({ company: companies, branch: branches })
    .from(companies)
    .leftJoin(
      branches,
      and(eq(branches.companyId, companies.id), eq(branches.isMain, true), isNull(branches.deletedAt)),
    )
    .where(eq(companies.id, companyId));
  if (!row) return null;
  const { company, branch } = row;
  const own = addressLines(company);
  const useBranch = own.length === 0 && branch !== null;
  return {
    company,
    address: useBranch ? addressLines(branch) : own,
    phone: phoneOf(company.phoneCode, company.phone) ?? branch?.phone ?? null,
    email: company.email,
  };
}
