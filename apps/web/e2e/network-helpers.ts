import type { Browser, Page } from 'playwright-core';
import { baseUrl, HQ, loginWithForm, openPage, storedToken } from './support/browser';

type Account = { email: string; type: 'hq' | 'agent' };

/** Logs in through the form and answers the bearer token (for set-up calls through the API). */
export async function loginAs(page: Page, account: Account = HQ): Promise<string> {
  await page.goto(`${baseUrl()}/login`);
  await loginWithForm(page, account);
  await page.waitForURL(`${baseUrl()}/`);
  const token = await storedToken(page);
  if (!token) throw new Error('no token after login');
  return token;
}

export async function tokenFor(browser: Browser, account: Account = HQ): Promise<string> {
  const { context, page } = await openPage(browser);
  try {
    return await loginAs(page, account);
  } finally {
    await context.close();
  }
}

export async function apiCall<T>(token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { data: T; meta: { message: string } };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${payload.meta.message}`);
  return payload.data;
}

export async function agentIdByEmail(token: string, email: string): Promise<string> {
  const page = await apiCall<{ items: { id: string; email: string }[] }>(
    token,
    `/agent-database?q=${encodeURIComponent(email)}`,
  );
  const found = page.items.find((item) => item.email === email);
  if (!found) throw new Error(`no agent ${email}`);
  return found.id;
}

export async function levelId(token: string, name: string): Promise<string> {
  const { items } = await apiCall<{ items: { id: string; levelName: string }[] }>(token, '/setup/tier');
  const found = items.find((item) => item.levelName === name);
  if (!found) throw new Error(`no level ${name}`);
  return found.id;
}

/** Registers a new agent as HQ (so the tests never change the demo agents' places in the tree). */
export async function registerAgent(
  token: string,
  input: { firstName: string; lastName: string; level: string; uplineId?: string },
): Promise<{ id: string; email: string; name: string }> {
  const email = `${input.firstName.toLowerCase()}-${Date.now()}@demo.niaga.test`;
  const { id } = await apiCall<{ id: string }>(token, '/agent-registration', {
    firstName: input.firstName,
    lastName: input.lastName,
    email,
    phoneCode: '+60',
    phoneNumber: `1${String(Date.now()).slice(-8)}`,
    identityNo: `900101-14-${String(Date.now()).slice(-4)}`,
    levelId: await levelId(token, input.level),
    uplineId: input.uplineId,
  });
  return { id, email, name: `${input.firstName} ${input.lastName}` };
}
