import type { Browser, Page } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD, openPage } from './support/browser';
import { latestMail } from './support/mail';

/** Helpers of the recruitment browser tests: API log-in, calls, and a fresh verified agent. */
export async function apiToken(email: string, type: 'hq' | 'agent', password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, type }),
  });
  const body = (await response.json()) as { data?: { token: string }; meta: { message: string } };
  if (!body.data) throw new Error(`login ${email} failed: ${body.meta.message}`);
  return body.data.token;
}

export async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; meta: { message: string } };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.meta.message}`);
  return json.data;
}

export function codeIn(body: string): string {
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in e-mail:\n${body}`);
  return code;
}

/** The 7 parts of an invite URL, as the registration endpoints take them. */
export function linkParts(url: string) {
  const parts = new URL(url).pathname.split('/').slice(2).map(decodeURIComponent);
  const [username, leaderName, leaderTier, leaderId, tierName, tierId, companyId] = parts;
  return { username, leaderName, leaderTier, leaderId, tierName, tierId, companyId };
}

/** Registers an agent by HQ's "Agent" invite link through the API and verifies its e-mail. */
export async function freshAgent(label: string): Promise<{ email: string; password: string; name: string }> {
  const hq = await apiToken('hq@demo.niaga.test', 'hq');
  const links = await call<{ items: { levelName: string; url: string }[] }>('GET', '/api/user/invite-links', hq);
  const link = links.items.find((item) => item.levelName === 'Agent');
  if (!link) throw new Error('no Agent invite link');
  const email = `${label}-${Date.now()}@demo.niaga.test`;
  const password = 'Fresh#Agent42';
  const since = new Date(Date.now() - 2000);
  await call('POST', '/api/user/self-register', undefined, {
    link: linkParts(link.url),
    firstName: 'Fresh',
    lastName: label,
    email,
    phoneCode: '+60',
    phoneNumber: '123456789',
    identityNo: '900101-14-5678',
    country: 'MY',
    password,
    acceptTerms: true,
  });
  const code = codeIn((await latestMail(email, since)).body);
  await call('POST', '/api/verification', undefined, { email, code });
  return { email, password, name: `Fresh ${label}` };
}

/** A page signed in with a token (no login form), in light or dark mode at the given size. */
export async function signedInPage(
  browser: Browser,
  token: string | undefined,
  options: { viewport?: { width: number; height: number }; scheme?: 'light' | 'dark' } = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openPage(browser, {
    viewport: options.viewport ?? { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  });
  await context.addInitScript(
    ({ scheme, token }) => {
      localStorage.setItem('niaga.colorScheme', scheme);
      localStorage.setItem('niaga.lang', 'en');
      if (token) sessionStorage.setItem('niaga.token', token);
    },
    { scheme: options.scheme ?? 'light', token },
  );
  return { page, close: () => context.close() };
}
