import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

/** The path parts of an invite URL, as the registration page reads them. */
function linkOf(url: string) {
  const parts = new URL(url).pathname.split('/').slice(2).map(decodeURIComponent);
  const [username, leaderName, leaderTier, leaderId, tierName, tierId, companyId] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return { username, leaderName, leaderTier, leaderId, tierName, tierId, companyId };
}

const profile = (email: string) => ({
  firstName: 'Nur',
  lastName: 'Iman',
  email,
  phoneCode: '+60',
  phoneNumber: '0123456789',
  identityNo: '900101-14-5566',
  rocNumber: '202301012345',
  companyName: 'Nur Iman Enterprise',
  state: 'Selangor',
  postcode: '43000',
  bank: { bankName: 'Maybank', accountNumber: '114412345678', accountName: 'Nur Iman' },
  password: 'Join#Us2026',
  acceptTerms: true,
});

describe('invite links', () => {
  it('an agent gets links for its own level and the levels below; HQ for every level', async () => {
    const dealer = await t.login('agent2@demo.niaga.test');
    const links = await t.call('GET', '/api/user/invite-links', { token: dealer });
    expect(links.data.items.map((l: { levelName: string }) => l.levelName)).toEqual(['Dealer', 'Agent']);
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const hqLinks = await t.call('GET', '/api/user/invite-links', { token: hq });
    expect(hqLinks.data.items.map((l: { levelName: string }) => l.levelName)).toEqual(['Stockist', 'Dealer', 'Agent']);
    expect(hqLinks.data.items[0].url).toMatch(/^http:\/\/localhost\/new-registration\/hq\/Hana%20HQ\/hq\//);
  });
});

describe('registration by invite link', () => {
  it('registers a new agent under the leader as upline and introducer, then verifies by code', async () => {
    const token = await t.login('agent2@demo.niaga.test');
    const [, agentLink] = (await t.call('GET', '/api/user/invite-links', { token })).data.items;
    const link = linkOf(agentLink.url);

    const info = await t.call('GET', `/api/registration/invite-info?${new URLSearchParams(link)}`);
    expect(info.status).toBe(200);
    expect(info.data).toMatchObject({
      leader: { name: 'Badrul Dealer', levelName: 'Dealer' },
      tier: { name: 'Agent' },
    });

    const registered = await t.call('POST', '/api/user/self-register', {
      body: { link, ...profile('nur@demo.niaga.test') },
    });
    expect(registered.status).toBe(200);
    expect(registered.meta?.message).toBe('Registration successful. We have sent a 6-digit code to your email.');

    const refused = await t.call('POST', '/api/login', {
      body: { email: 'nur@demo.niaga.test', password: 'Join#Us2026', type: 'agent' },
    });
    expect(refused.meta?.reason).toBe('EMAIL_NOT_VERIFIED');
    const mails = await t.lastMail('nur@demo.niaga.test');
    const code = mails!.body.match(/\b(\d{6})\b/)![1];
    expect((await t.call('POST', '/api/verification', { body: { email: 'nur@demo.niaga.test', code } })).status).toBe(
      200,
    );
    const newToken = await t.login('nur@demo.niaga.test', 'agent', 'Join#Us2026');

    const detail = await t.call('GET', `/api/agents/${await t.userId('nur@demo.niaga.test')}`, { token });
    expect(detail.data).toMatchObject({
      status: 'new',
      level: { name: 'Agent' },
      upline: { name: 'Badrul Dealer' },
      introducer: { name: 'Badrul Dealer' },
      bank: { bankName: 'Maybank', accountNumber: '114412345678' },
      account: { rocNumber: '202301012345', companyName: 'Nur Iman Enterprise', state: 'Selangor', postcode: '43000' },
      history: [{ action: 'register', toLevel: 'Agent', toUpline: 'Badrul Dealer' }],
    });
    expect((await t.call('GET', '/api/user/detail', { token: newToken })).data.profileCompleted).toBe(true);
  });

  it('refuses a tampered link: leader, tier, company or username changed', async () => {
    const token = await t.login('agent3@demo.niaga.test');
    const [own] = (await t.call('GET', '/api/user/invite-links', { token })).data.items;
    const link = linkOf(own.url);
    const stockist = (await t.call('GET', '/api/user/invite-links', { token: await t.login('agent1@demo.niaga.test') }))
      .data.items[0];
    const tampered = [
      { ...link, tierId: linkOf(stockist.url).tierId }, // an Agent recruiting a Stockist
      { ...link, leaderId: await t.userId('agent4@demo.niaga.test') },
      { ...link, companyId: 'locked' },
      { ...link, username: 'someoneelse' },
      { ...link, leaderTier: 'hq' },
    ];
    for (const bad of tampered) {
      const response = await t.call('POST', '/api/user/self-register', {
        body: { link: bad, ...profile('tamper@demo.niaga.test') },
      });
      expect(response.status).toBe(400);
      expect(response.meta?.message).toBe(
        'This registration link is not valid. Please ask your leader for a new link.',
      );
    }
    expect(await t.lastMail('tamper@demo.niaga.test')).toBeUndefined();
  });

  it('refuses a duplicate e-mail and a missing acceptance, naming the field', async () => {
    const token = await t.login('agent3@demo.niaga.test');
    const link = linkOf((await t.call('GET', '/api/user/invite-links', { token })).data.items[0].url);
    const duplicate = await t.call('POST', '/api/user/self-register', {
      body: { link, ...profile('agent1@demo.niaga.test') },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.meta?.errors?.email).toBe('This email address is already registered.');
    const noTerms = await t.call('POST', '/api/user/self-register', {
      body: { link, ...profile('x@demo.niaga.test'), acceptTerms: false },
    });
    expect(noTerms.status).toBe(400);
    expect(noTerms.meta?.errors?.acceptTerms).toBe('You must accept the agreement.');
  });

  it("shows the level's agreement to the registrant", async () => {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const link = linkOf((await t.call('GET', '/api/user/invite-links', { token: hq })).data.items[2].url);
    await t.call('POST', '/api/setup/tnc/store', {
      token: hq,
      body: { levelId: link.tierId, details: 'Agents buy at their level price.' },
    });
    const info = await t.call('GET', `/api/registration/invite-info?${new URLSearchParams(link)}`);
    expect(info.data.terms).toEqual({ details: 'Agents buy at their level price.', pdfUrl: null });
    expect(info.data.leader.name).toBe('Hana HQ');
  });
});

describe('HQ registers an agent directly', () => {
  /** HQ registers `email` (no password) at the level at `level` (0 is the highest) under the agent `uplineEmail`. */
  async function registerAsHq(email: string, level: number, uplineEmail: string) {
    const hq = await t.login('hq@demo.niaga.test', 'hq');
    const levels = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items;
    const { password: _p, acceptTerms: _a, ...fields } = profile(email);
    const response = await t.call('POST', '/api/agent-registration', {
      token: hq,
      body: { ...fields, levelId: levels[level].id, uplineId: await t.userId(uplineEmail) },
    });
    return { hq, response };
  }

  it('places it under the chosen upline and mails a link to set the password', async () => {
    const { hq, response } = await registerAsHq('direct@demo.niaga.test', 2, 'agent5@demo.niaga.test');
    expect(response.status).toBe(200);
    const mail = await t.lastMail('direct@demo.niaga.test');
    expect(mail?.subject).toBe('Niaga Demo Sdn Bhd: welcome to the network');
    const token = decodeURIComponent(mail!.body.match(/token=([^\s&]+)/)![1]!);
    expect((await t.call('POST', '/api/create-password', { body: { token, password: 'Direct#2026' } })).status).toBe(
      200,
    );
    await t.login('direct@demo.niaga.test', 'agent', 'Direct#2026');

    const upline = await t.call('GET', `/api/agents/${await t.userId('agent5@demo.niaga.test')}`, { token: hq });
    expect(upline.data).toMatchObject({ recruits: 1, downlineCount: 1 });
  });

  it('refuses an upline of a lower level than the new agent', async () => {
    const { response } = await registerAsHq('low@demo.niaga.test', 0, 'agent4@demo.niaga.test');
    expect(response.status).toBe(400);
    expect(response.meta?.errors?.uplineId).toBeDefined();
  });

  it('is refused to agents', async () => {
    const token = await t.login('agent1@demo.niaga.test');
    const response = await t.call('POST', '/api/agent-registration', { token, body: {} });
    expect(response.status).toBe(403);
  });
});
