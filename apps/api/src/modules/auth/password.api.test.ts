import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useTestApp } from '../../testing/test-app.js';
import { expectSameAnswerForUnknownEmail } from '../../testing/unknown-email.js';

const t = useTestApp();

const linkToken = (body: string) => decodeURIComponent(body.match(/reset-password\?token=([^\s&]+)/)?.[1] ?? '');

describe('forgot password and create password', () => {
  it('mails a reset link to the host origin; the link sets a new password and ends every session', async () => {
    const oldToken = await t.login('agent1@demo.niaga.test');
    const response = await t.call('POST', '/api/forgot-password', {
      body: { email: 'agent1@demo.niaga.test', url: 'https://evil.example/reset', domain: 'evil.example' },
    });
    expect(response.status).toBe(200);
    const mail = await t.lastMail('agent1@demo.niaga.test');
    expect(mail?.body).toContain('http://localhost/reset-password?token=');
    expect(mail?.body).not.toContain('evil.example');
    const token = linkToken(mail!.body);

    const weak = await t.call('POST', '/api/create-password', { body: { token, password: 'alllowercase1!' } });
    expect(weak.status).toBe(400);
    expect(weak.meta?.errors?.password).toBe('Add an uppercase letter.');

    const created = await t.call('POST', '/api/create-password', { body: { token, password: 'Brand#New2026' } });
    expect(created.status).toBe(200);
    expect((await t.call('GET', '/api/user/detail', { token: oldToken })).status).toBe(401);
    expect(
      (
        await t.call('POST', '/api/login', {
          body: { email: 'agent1@demo.niaga.test', password: DEMO_PASSWORD, type: 'agent' },
        })
      ).status,
    ).toBe(401);
    await t.login('agent1@demo.niaga.test', 'agent', 'Brand#New2026');

    const reused = await t.call('POST', '/api/create-password', { body: { token, password: 'Other#Pass2026' } });
    expect(reused.status).toBe(400);
    expect(reused.meta?.message).toBe('This link is invalid or has expired. Please request a new one.');
  });

  it('answers the same for unknown emails', async () => {
    await expectSameAnswerForUnknownEmail(
      t,
      '/api/forgot-password',
      'If this email is registered, we have sent a link to reset your password.',
    );
  });

  it('refuses a forged or foreign token', async () => {
    for (const token of ['nonsense', 'demo.abc', 'locked.abc']) {
      const response = await t.call('POST', '/api/create-password', { body: { token, password: 'Brand#New2026' } });
      expect(response.status).toBe(400);
    }
  });
});

describe('POST /api/user/change-password', () => {
  it('enforces each password rule', async () => {
    const token = await t.login('agent2@demo.niaga.test');
    const cases: Array<[string, string]> = [
      ['Sh#1a', 'Use at least 8 characters.'],
      ['lower#case1', 'Add an uppercase letter.'],
      ['UPPER#CASE1', 'Add a lowercase letter.'],
      ['No#Numbers', 'Add a number.'],
      ['NoSpecial12', 'Add a special character.'],
    ];
    for (const [password, message] of cases) {
      const response = await t.call('POST', '/api/user/change-password', {
        token,
        body: { old_password: DEMO_PASSWORD, password },
      });
      expect(response.status).toBe(400);
      expect(response.meta?.errors?.password).toBe(message);
    }
  });

  it('refuses a wrong current password and the same password', async () => {
    const token = await t.login('agent2@demo.niaga.test');
    const wrong = await t.call('POST', '/api/user/change-password', {
      token,
      body: { old_password: 'Nope#2026x', password: 'Another#2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.meta?.errors?.old_password).toBe('The current password is incorrect.');
    const same = await t.call('POST', '/api/user/change-password', {
      token,
      body: { old_password: DEMO_PASSWORD, password: DEMO_PASSWORD },
    });
    expect(same.meta?.errors?.password).toBe('The new password must be different from the current one.');
  });

  it('changes the password, revokes every session and answers a new token', async () => {
    const other = await t.login('agent2@demo.niaga.test');
    const token = await t.login('agent2@demo.niaga.test');
    const response = await t.call('POST', '/api/user/change-password', {
      token,
      body: { old_password: DEMO_PASSWORD, password: 'Changed#2026' },
    });
    expect(response.status).toBe(200);
    expect((await t.call('GET', '/api/user/detail', { token: other })).status).toBe(401);
    expect((await t.call('GET', '/api/user/detail', { token })).status).toBe(401);
    expect((await t.call('GET', '/api/user/detail', { token: response.data.token })).status).toBe(200);
    await t.login('agent2@demo.niaga.test', 'agent', 'Changed#2026');
  });

  it('needs a token', async () => {
    const response = await t.call('POST', '/api/user/change-password', { body: { old_password: 'x', password: 'y' } });
    expect(response.status).toBe(401);
  });
});
