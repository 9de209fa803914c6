import { calendarDay, type Permission, type Role } from '@niaga/shared';
import { branches, type CompanyFeatures, companies, companyHosts } from '../../modules/company/company.tables.js';
import { recordHistory } from '../../modules/network/history.repo.js';
import { placeAgent } from '../../modules/network/tree.repo.js';
import { subscriptionInvoices } from '../../modules/subscription/subscription.tables.js';
import { levels, users } from '../../modules/users/users.tables.js';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Executor } from '../client.js';

export type NewCompany = {
  id?: string;
  name: string;
  hosts: string[];
  currency?: 'MYR' | 'IDR';
  features?: CompanyFeatures;
  colorPrimary?: string;
  webDescription?: string;
};

/** Creates a company with its host names (platform operator work: the CLI, the seed and tests use it). */
export async function createCompany(executor: Executor, input: NewCompany) {
  const id = input.id ?? newId();
  await executor.insert(companies).values({
    id,
    name: input.name,
    currency: input.currency ?? 'MYR',
    features: input.features ?? {},
    colorPrimary: input.colorPrimary ?? '#019aff',
    webDescription: input.webDescription ?? null,
  });
  await executor.insert(companyHosts).values(input.hosts.map((host) => ({ host: host.toLowerCase(), companyId: id })));
  await executor.insert(branches).values({ companyId: id, id: newId(), name: 'HQ', isMain: true });
  return id;
}

export async function createLevels(executor: Executor, companyId: string, names: string[]) {
  const rows = names.map((levelName, index) => ({ companyId, id: newId(), levelName, rankNumber: index + 1 }));
  await executor.insert(levels).values(rows);
  return rows.map((row) => row.id);
}

export type NewUser = {
  companyId: string;
  email: string;
  password?: string;
  name: string;
  role: Role;
  permissions?: Permission[];
  levelId?: string;
  uplineId?: string;
  introducerId?: string;
  verified?: boolean;
  profileCompleted?: boolean;
  status?: 'new' | 'active' | 'inactive' | 'suspended';
};

/** Creates a user; an agent is placed in the tree under its upline (or at the top). */
export async function createUser(executor: Executor, input: NewUser) {
  const id = newId();
  const [firstName, ...rest] = input.name.split(' ');
  const now = new Date();
  await executor.insert(users).values({
    companyId: input.companyId,
    id,
    email: input.email.toLowerCase(),
    passwordHash: input.password ? await hashPassword(input.password) : null,
    name: input.name,
    role: input.role,
    permissions: input.permissions ?? [],
    levelId: input.levelId ?? null,
    uplineId: input.uplineId ?? null,
    introducerId: input.introducerId ?? input.uplineId ?? null,
    status: input.status ?? 'active',
    // Active agents have bought recently; the inactivity job would otherwise mark them inactive.
    lastCountedAt: input.role === 'agent' && (input.status ?? 'active') === 'active' ? now : null,
    emailVerifiedAt: input.verified === false ? null : now,
    profileCompletedAt: input.profileCompleted === false ? null : now,
    firstName: firstName ?? null,
    lastName: rest.join(' ') || null,
    phoneCode: '+60',
    phoneNumber: input.profileCompleted === false ? null : '123456789',
    username: input.role === 'agent' ? input.email.split('@')[0]!.toLowerCase() : null,
    country: 'MY',
  });
  if (input.role === 'agent') {
    await placeAgent(executor, input.companyId, id, input.uplineId ?? null);
    await recordHistory(executor, { companyId: input.companyId, agentId: id, action: 'register', reason: 'Seeded' });
  }
  return id;
}

/** An invoice whose lock date has passed: the company's users are locked out until it is paid. */
export async function addOverdueInvoice(executor: Executor, companyId: string, number: string) {
  const day = (offset: number) => calendarDay(offset);
  await executor.insert(subscriptionInvoices).values({
    companyId,
    id: newId(),
    number,
    issuedOn: day(-45),
    dueOn: day(-31),
    systemDueOn: day(-24),
    total: 29_900,
    status: 'overdue',
  });
}
