import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/**
 * POST `url` answers an e-mail address nobody has as it answers a known one (200 and `message`, telling no one which
 * addresses exist) and mails nothing.
 */
export async function expectSameAnswerForUnknownEmail(t: TestApp, url: string, message: string) {
  const email = 'ghost@demo.niaga.test';
  const response = await t.call('POST', url, { body: { email } });
  expect(response.status).toBe(200);
  expect(response.meta?.message).toBe(message);
  expect(await t.lastMail(email)).toBeUndefined();
}
