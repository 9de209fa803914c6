import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { addStaff } from '../../testing/test-users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, 'orders@demo.niaga.test', 'Olive Orders', ['manage_orders']);
  await addStaff(t, 'admin@demo.niaga.test', 'Adam Admin', ['add_user']);
});
afterAll(() => t.close());

const linkToken = (body: string) => decodeURIComponent(body.match(/reset-password\?token=([^\s&]+)/)?.[1] ?? '');

describe('permissions', () => {
  it('denies staff without the add_user permission (403) and agents', async () => {
    const staff = await t.login('orders@demo.niaga.test', 'hq');
    const agent = await t.login('agent1@demo.niaga.test');
    for (const token of [staff, agent]) {
      const response = await t.call('GET', '/api/setup/staff', { token });
      expect(response.status).toBe(403);
      expect(response.meta?.reason).toBe('FORBIDDEN');
      const invite = await t.call('POST', '/api/setup/staff', {
        token,
        body: { email: 'x@demo.niaga.test', name: 'X', permissions: ['add_user'] },
      });
      expect(invite.status).toBe(403);
    }
  });

  it('allows HQ and staff holding add_user', async () => {
    for (const [email, type] of [
      ['hq@demo.niaga.test', 'hq'],
      ['admin@demo.niaga.test', 'hq'],
    ] as const) {
      const token = await t.login(email, type);
      const response = await t.call('GET', '/api/setup/staff', { token });
      expect(response.status).toBe(200);
      expect(response.data.items.map((s: { email: string }) => s.email)).toEqual([
        'admin@demo.niaga.test',
        'orders@demo.niaga.test',
      ]);
    }
  });

  it('tells the user its permissions in user detail', async () => {
    const token = await t.login('orders@demo.niaga.test', 'hq');
    const response = await t.call('GET', '/api/user/detail', { token });
    expect(response.data).toMatchObject({ role: 'staff', permissions: ['manage_orders'] });
  });
});

describe('staff invitation', () => {
  it('invites by e-mail; the link sets the password; the staff logs in with its permissions', async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const invite = await t.call('POST', '/api/setup/staff', {
      token: hq,
      body: {
        email: 'New.Staff@demo.niaga.test',
        name: 'Nina Staff',
        permissions: ['manage_inventory', 'manage_inventory'],
      },
    });
    expect(invite.status).toBe(200);
    expect(invite.data).toMatchObject({
      email: 'new.staff@demo.niaga.test',
      permissions: ['manage_inventory'],
      invitationPending: true,
    });

    const beforePassword = await t.call('POST', '/api/login', {
      body: { email: 'new.staff@demo.niaga.test', password: 'Anything#1', type: 'hq' },
    });
    expect(beforePassword.status).toBe(401);

    const mail = await t.lastMail('new.staff@demo.niaga.test');
    expect(mail?.subject).toBe('Niaga Demo Sdn Bhd: you are invited');
    const created = await t.call('POST', '/api/create-password', {
      body: { token: linkToken(mail!.body), password: 'Staff#Start1' },
    });
    expect(created.status).toBe(200);
    const token = await t.login('new.staff@demo.niaga.test', 'hq', 'Staff#Start1');
    expect((await t.call('GET', '/api/setup/staff', { token })).status).toBe(403);

    const update = await t.call('POST', `/api/setup/staff/${invite.data.id}`, {
      token: hq,
      body: { permissions: ['add_user'] },
    });
    expect(update.data.permissions).toEqual(['add_user']);
    expect((await t.call('GET', '/api/setup/staff', { token })).status).toBe(200);

    const removed = await t.call('DELETE', `/api/setup/staff/${invite.data.id}`, { token: hq });
    expect(removed.status).toBe(200);
    expect((await t.call('GET', '/api/user/detail', { token })).status).toBe(401);
  });

  it('refuses an e-mail already registered, naming the field', async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const response = await t.call('POST', '/api/setup/staff', {
      token: hq,
      body: { email: 'agent1@demo.niaga.test', name: 'Dup', permissions: [] },
    });
    expect(response.status).toBe(409);
    expect(response.meta?.errors?.email).toBe('This email address is already registered in this company.');
  });

  it('refuses unknown permissions', async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const response = await t.call('POST', '/api/setup/staff', {
      token: hq,
      body: { email: 'p@demo.niaga.test', name: 'P', permissions: ['rule_the_world'] },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.meta?.errors ?? {})).toEqual(['permissions.0']);
  });
});

describe('escalation: staff can hand on only what it holds, and never to itself', () => {
  const permissionsOf = async (email: string) => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const list = await t.call('GET', '/api/setup/staff', { token: hq });
    return list.data.items.find((member: { email: string }) => member.email === email)?.permissions;
  };

  it('staff holding only add_user cannot give itself more, even in English, Indonesian or Malay', async () => {
    const admin = await t.login('admin@demo.niaga.test', 'hq');
    const adminId = await t.userId('admin@demo.niaga.test');
    const answer = await t.call('POST', `/api/setup/staff/${adminId}`, {
      token: admin,
      language: 'ms',
      body: { permissions: ['add_user', 'manage_orders', 'approve_manual_payment', 'create_product'] },
    });
    expect(answer.status).toBe(403);
    expect(answer.meta?.message).toBe(
      'Anda tidak boleh menukar kebenaran anda sendiri atau membuang diri sendiri. Minta kepada HQ.',
    );
    expect(await permissionsOf('admin@demo.niaga.test')).toEqual(['add_user']);
    expect((await t.call('DELETE', `/api/setup/staff/${adminId}`, { token: admin })).status).toBe(403);
  });

  it('staff cannot grant another staff, or invite with, a permission it does not hold', async () => {
    const admin = await t.login('admin@demo.niaga.test', 'hq');
    const ordersId = await t.userId('orders@demo.niaga.test');
    const grant = await t.call('POST', `/api/setup/staff/${ordersId}`, {
      token: admin,
      body: { permissions: ['manage_orders', 'approve_manual_payment'] },
    });
    expect(grant.status).toBe(403);
    expect(grant.meta?.errors?.permissions).toBe('You can only give or take away permissions you hold yourself.');
    const withdraw = await t.call('POST', `/api/setup/staff/${ordersId}`, { token: admin, body: { permissions: [] } });
    expect(withdraw.status).toBe(403);
    expect(await permissionsOf('orders@demo.niaga.test')).toEqual(['manage_orders']);

    const invite = await t.call('POST', '/api/setup/staff', {
      token: admin,
      language: 'id',
      body: { email: 'crony@demo.niaga.test', name: 'Crony', permissions: ['manage_orders', 'add_user'] },
    });
    expect(invite.status).toBe(403);
    expect(invite.meta?.message).toBe('Anda hanya dapat memberi atau mencabut izin yang Anda miliki sendiri.');
    expect(await permissionsOf('crony@demo.niaga.test')).toBeUndefined();
  });

  it('staff cannot remove someone holding more than it does; it may hand on and remove within its rights', async () => {
    const admin = await t.login('admin@demo.niaga.test', 'hq');
    const ordersId = await t.userId('orders@demo.niaga.test');
    const remove = await t.call('DELETE', `/api/setup/staff/${ordersId}`, { token: admin });
    expect(remove.status).toBe(403);
    expect(remove.meta?.message).toBe('This user holds permissions you do not have. Ask HQ to remove them.');

    const invite = await t.call('POST', '/api/setup/staff', {
      token: admin,
      body: { email: 'helper@demo.niaga.test', name: 'Helper', permissions: [] },
    });
    expect(invite.status).toBe(200);
    const granted = await t.call('POST', `/api/setup/staff/${invite.data.id}`, {
      token: admin,
      body: { permissions: ['add_user'] },
    });
    expect(granted.data.permissions).toEqual(['add_user']);
    expect((await t.call('DELETE', `/api/setup/staff/${invite.data.id}`, { token: admin })).status).toBe(200);
  });

  it('HQ itself is not staff: staff cannot edit or remove HQ', async () => {
    const admin = await t.login('admin@demo.niaga.test', 'hq');
    const hqId = await t.userId('hq@demo.niaga.test');
    expect(
      (await t.call('POST', `/api/setup/staff/${hqId}`, { token: admin, body: { permissions: ['add_user'] } })).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/setup/staff/${hqId}`, { token: admin })).status).toBe(404);
  });
});
