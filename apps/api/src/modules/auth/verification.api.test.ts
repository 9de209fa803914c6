import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/seed/companies.js';
import { useTestApp } from '../../testing/test-app.js';
import { expectSameAnswerForUnknownEmail } from '../../testing/unknown-email.js';
import { oneTimeSecrets } from './auth.tables.js';

const t = useTestApp();

const PASSWORD = 'Fresh#2026';
async function unverifiedAgent(email: string) {
  await createUser(t.db, {
    companyId: 'demo',
    email,
    password: PASSWORD,
    name: 'New Agent',
    role: 'agent',
    verified: false,
  });
}
const codeIn = (body: string) => body.match(/\b(\d{6})\b/)?.[1] ?? '';
const loginAs = (email: string) => t.call('POST', '/api/login', { body: { email, password: PASSWORD, type: 'agent' } });

describe('e-mail verification', () => {
  it('login of an unverified user mails a code; the code verifies; then login works', async () => {
    await unverifiedAgent('fresh1@demo.niaga.test');
    const refused = await loginAs('fresh1@demo.niaga.test');
    expect(refused.status).toBe(403);
    expect(refused.meta?.reason).toBe('EMAIL_NOT_VERIFIED');
    const mail = await t.lastMail('fresh1@demo.niaga.test');
    expect(mail?.subject).toBe('Niaga Demo Sdn Bhd: your verification code');
    const code = codeIn(mail!.body);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await t.call('POST', '/api/verification', { body: { email: 'fresh1@demo.niaga.test', code } });
    expect(verified.status).toBe(200);
    expect(verified.meta?.message).toBe('Your email address is verified. You can log in now.');
    expect((await loginAs('fresh1@demo.niaga.test')).status).toBe(200);
    const again = await t.call('POST', '/api/verification', { body: { email: 'fresh1@demo.niaga.test', code } });
    expect(again.meta?.message).toBe('This email address is already verified. Please log in.');
  });

  it('refuses a code that is not 6 digits before looking at it', async () => {
    const response = await t.call('POST', '/api/verification', {
      body: { email: 'fresh1@demo.niaga.test', code: '12345' },
    });
    expect(response.status).toBe(400);
    expect(response.meta?.errors?.code).toBe('Enter the 6-digit code.');
  });

  it('kills the code after 5 wrong tries, even if the 6th is right', async () => {
    await unverifiedAgent('fresh2@demo.niaga.test');
    await t.call('POST', '/api/resend-verification', { body: { email: 'fresh2@demo.niaga.test' } });
    const code = codeIn((await t.lastMail('fresh2@demo.niaga.test'))!.body);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.call('POST', '/api/verification', {
        body: { email: 'fresh2@demo.niaga.test', code: wrong },
      });
      expect(response.status).toBe(400);
      messages.push(response.meta!.message);
    }
    expect(messages.slice(0, 4).every((m) => m === 'The verification code is incorrect.')).toBe(true);
    expect(messages[4]).toBe('Too many wrong codes. Please request a new code.');
    const right = await t.call('POST', '/api/verification', { body: { email: 'fresh2@demo.niaga.test', code } });
    expect(right.status).toBe(400);
    expect(right.meta?.message).toBe('Too many wrong codes. Please request a new code.');

    // A new code starts afresh and the old one stays dead.
    await t.call('POST', '/api/resend-verification', { body: { email: 'fresh2@demo.niaga.test' } });
    const fresh = codeIn((await t.lastMail('fresh2@demo.niaga.test'))!.body);
    if (fresh !== code) {
      const old = await t.call('POST', '/api/verification', { body: { email: 'fresh2@demo.niaga.test', code } });
      expect(old.status).toBe(400);
    }
    const ok = await t.call('POST', '/api/verification', { body: { email: 'fresh2@demo.niaga.test', code: fresh } });
    expect(ok.status).toBe(200);
  });

  it('concurrent guesses never exceed 5 tries', async () => {
    await unverifiedAgent('fresh3@demo.niaga.test');
    await t.call('POST', '/api/resend-verification', { body: { email: 'fresh3@demo.niaga.test' } });
    const guesses = Array.from({ length: 9 }, (_, i) =>
      t.call('POST', '/api/verification', {
        ip: `10.9.0.${i}`,
        body: { email: 'fresh3@demo.niaga.test', code: `00000${i}` },
      }),
    );
    await Promise.all(guesses);
    const rows = await t.db.select().from(oneTimeSecrets).where(eq(oneTimeSecrets.purpose, 'verify_email'));
    expect(rows.length).toBeGreaterThan(0);
    expect(Math.max(...rows.map((row) => row.attempts))).toBeLessThanOrEqual(5);
  });

  it('refuses an expired code', async () => {
    await unverifiedAgent('fresh4@demo.niaga.test');
    await t.call('POST', '/api/resend-verification', { body: { email: 'fresh4@demo.niaga.test' } });
    const code = codeIn((await t.lastMail('fresh4@demo.niaga.test'))!.body);
    await t.db.update(oneTimeSecrets).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await t.call('POST', '/api/verification', { body: { email: 'fresh4@demo.niaga.test', code } });
    expect(response.status).toBe(400);
    expect(response.meta?.message).toBe('The verification code has expired. Please request a new one.');
  });

  it('resend answers the same for unknown emails and mails nothing', async () => {
    await expectSameAnswerForUnknownEmail(
      t,
      '/api/resend-verification',
      'A new verification code has been sent to your email.',
    );
  });

  it('rate limits verification attempts per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.call('POST', '/api/verification', {
        ip: `10.8.0.${i}`,
        body: { email: 'fresh9@demo.niaga.test', code: '123456' },
      });
      statuses.push(response.status);
    }
    expect(statuses[10]).toBe(429);
  });
});
