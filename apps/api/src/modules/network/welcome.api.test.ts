import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.tables.js';
import { postFile, TINY_PDF, TINY_PNG } from '../../testing/multipart.js';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import { useTestApp } from '../../testing/test-app.js';
import { users } from '../users/users.tables.js';
import { levelTerms } from './network.tables.js';

const t = useTestApp();

let hq: string;
let agent: string;
let levels: { id: string; levelName: string }[];
let second: SecondCompany;
beforeAll(async () => {
  hq = await t.login('hq@demo.niaga.test', 'hq');
  agent = await t.login('agent1@demo.niaga.test');
  levels = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items;
  second = await createSecondCompany(t);
});
const agentLevel = () => levels.find((level) => level.levelName === 'Agent')!;

/** Every e-mail to an address, newest first. */
const mailsTo = (to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, to)).orderBy(desc(mailOutbox.createdAt));

describe('agreement PDF (setup tnc)', () => {
  const uploadPdf = (content: Buffer, token = hq) =>
    postFile(t, '/api/setup/tnc/pdf', token, { content, filename: 'terms.pdf', type: 'application/pdf' });

  it('takes a PDF by its content only, stores it with the agreement and serves it on the company host only', async () => {
    const png = await uploadPdf(TINY_PNG);
    expect(png.statusCode).toBe(400);
    expect(png.json().meta.errors.file).toBe('Only PDF files are accepted.');
    expect((await uploadPdf(TINY_PDF, agent)).statusCode).toBe(403);

    const uploaded = await uploadPdf(TINY_PDF);
    expect(uploaded.statusCode).toBe(200);
    const { file } = uploaded.json().data;
    expect(file).toMatch(/^[0-9a-f-]+\.pdf$/);
    const level = agentLevel();
    const saved = await t.call('POST', '/api/setup/tnc/store', {
      token: hq,
      body: { levelId: level.id, details: 'Sell at the published prices.', pdfFile: file },
    });
    expect(saved.status).toBe(200);
    const [item] = (await t.call('GET', '/api/setup/tnc', { token: hq })).data.items.filter(
      (terms: { levelId: string }) => terms.levelId === level.id,
    );
    expect(item).toMatchObject({ details: 'Sell at the published prices.', pdfUrl: `/api/setup/tnc/${level.id}/pdf` });

    // Public on the company's own host (the invite page is shown before sign-in); nothing on another company's.
    const pdf = await t.app.inject({ method: 'GET', url: item.pdfUrl, headers: { host: 'localhost' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload.equals(TINY_PDF)).toBe(true);
    const elsewhere = await t.call('GET', item.pdfUrl, { host: second.host });
    expect(elsewhere.status).toBe(404);

    // Saving the text alone keeps the PDF; a name never uploaded is refused; null removes it and its file.
    await t.call('POST', '/api/setup/tnc/store', { token: hq, body: { levelId: level.id, details: 'Version 2.' } });
    expect((await t.app.inject({ method: 'GET', url: item.pdfUrl })).statusCode).toBe(200);
    const unknown = await t.call('POST', '/api/setup/tnc/store', {
      token: hq,
      body: { levelId: level.id, details: 'x', pdfFile: '00000000-0000-0000-0000-000000000000.pdf' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.meta?.errors?.pdfFile).toBe('This PDF is no longer there. Upload it again.');
    await t.call('POST', '/api/setup/tnc/store', {
      token: hq,
      body: { levelId: level.id, details: 'Version 3.', pdfFile: null },
    });
    expect((await t.app.inject({ method: 'GET', url: item.pdfUrl })).statusCode).toBe(404);
  });

  it('keeps a link typed before uploads working, shown at registration, until a PDF replaces it', async () => {
    const level = levels.find((l) => l.levelName === 'Dealer')!;
    await t.call('POST', '/api/setup/tnc/store', { token: hq, body: { levelId: level.id, details: 'Dealer terms.' } });
    await t.db
      .update(levelTerms)
      .set({ pdfUrl: 'https://example.com/old-terms.pdf' })
      .where(and(eq(levelTerms.companyId, 'demo'), eq(levelTerms.levelId, level.id)));
    const links = (await t.call('GET', '/api/user/invite-links', { token: hq })).data.items;
    const url = new URL(links.find((link: { levelId: string }) => link.levelId === level.id).url);
    const [username, leaderName, leaderTier, leaderId, tierName, tierId, companyId] = url.pathname
      .split('/')
      .slice(2)
      .map(decodeURIComponent) as string[];
    const query = new URLSearchParams({
      username,
      leaderName,
      leaderTier,
      leaderId,
      tierName,
      tierId,
      companyId,
    } as Record<string, string>);
    const info = await t.call('GET', `/api/registration/invite-info?${query}`);
    expect(info.data.terms).toEqual({ details: 'Dealer terms.', pdfUrl: 'https://example.com/old-terms.pdf' });

    const { file } = (await uploadPdf(TINY_PDF)).json().data;
    await t.call('POST', '/api/setup/tnc/store', {
      token: hq,
      body: { levelId: level.id, details: 'Dealer terms.', pdfFile: file },
    });
    const after = await t.call('GET', `/api/registration/invite-info?${query}`);
    expect(after.data.terms.pdfUrl).toBe(`/api/setup/tnc/${level.id}/pdf`);
    // Deleting the agreement removes its PDF too.
    expect((await t.call('DELETE', `/api/setup/tnc/${level.id}`, { token: hq })).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: after.data.terms.pdfUrl })).statusCode).toBe(404);
  });
});

const GREETING = {
  greetSubject: 'Welcome to {{company}}, {{agentName}}',
  greetDetail: 'Hello {{agentName}},\nyou are now a {{level}} under {{upline}}.\nSign in: {{loginLink}}',
};

describe('welcoming e-mail (setup greeting)', () => {
  it('stores one per level, lists it, replaces it and deletes it', async () => {
    const level = levels.find((l) => l.levelName === 'Stockist')!;
    const body = { levelId: level.id, ...GREETING };
    const saved = await t.call('POST', '/api/setup/greeting/store', { token: hq, body });
    expect(saved.status).toBe(200);
    expect(saved.meta?.message).toBe('Welcoming e-mail saved.');
    await t.call('POST', '/api/setup/greeting/store', {
      token: hq,
      body: { ...body, greetSubject: 'Hi {{agentName}}' },
    });
    const list = (await t.call('GET', '/api/setup/greeting', { token: hq })).data.items;
    expect(list.filter((item: { levelId: string }) => item.levelId === level.id)).toEqual([
      expect.objectContaining({
        levelId: level.id,
        greetSubject: 'Hi {{agentName}}',
        greetDetail: GREETING.greetDetail,
      }),
    ]);
    expect((await t.call('GET', '/api/setup/greeting', { token: agent })).status).toBe(403);
    expect((await t.call('POST', '/api/setup/greeting/store', { token: agent, body })).status).toBe(403);
    expect((await t.call('DELETE', `/api/setup/greeting/${level.id}`, { token: hq })).status).toBe(200);
    expect((await t.call('DELETE', `/api/setup/greeting/${level.id}`, { token: hq })).status).toBe(404);
  });

  it('refuses unknown placeholders, naming them and the known ones, in three languages', async () => {
    const body = { levelId: agentLevel().id, greetSubject: 'Hi', greetDetail: 'Dear {{agent_name}} of {{company}}' };
    const messages = await Promise.all(
      ['en', 'id', 'ms'].map(async (language) => {
        const response = await t.call('POST', '/api/setup/greeting/store', { token: hq, body, language });
        expect(response.status).toBe(400);
        return response.meta?.errors?.greetDetail;
      }),
    );
    const allowed = '{{agentName}}, {{level}}, {{upline}}, {{company}}, {{loginLink}}';
    expect(messages).toEqual([
      `Unknown placeholder {{agent_name}}. Use only ${allowed}.`,
      `Placeholder {{agent_name}} tidak dikenal. Gunakan hanya ${allowed}.`,
      `Pemegang tempat {{agent_name}} tidak dikenali. Gunakan hanya ${allowed}.`,
    ]);
    const preview = await t.call('POST', '/api/setup/greeting/preview', { token: hq, body });
    expect(preview.status).toBe(400);
  });

  it('previews with sample values or a chosen agent, HTML-escaping the values and the text', async () => {
    const sample = await t.call('POST', '/api/setup/greeting/preview', {
      token: hq,
      body: { levelId: agentLevel().id, ...GREETING, greetDetail: `${GREETING.greetDetail}\n<b>bold</b> & more` },
    });
    expect(sample.status).toBe(200);
    expect(sample.data.subject).toBe('Welcome to Niaga Demo Sdn Bhd, Aisyah Rahman');
    expect(sample.data.text).toBe(
      'Hello Aisyah Rahman,\nyou are now a Agent under HQ.\nSign in: http://localhost/login\n<b>bold</b> & more',
    );
    expect(sample.data.html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; more');
    expect(sample.data.to).toBe('hq@demo.niaga.test');

    const agentId = await t.userId('agent1@demo.niaga.test');
    const chosen = await t.call('POST', '/api/setup/greeting/preview', {
      token: hq,
      body: { levelId: agentLevel().id, ...GREETING, agentId },
    });
    expect(chosen.status).toBe(200);
    const [me] = await t.db
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.companyId, 'demo'), eq(users.id, agentId)));
    expect(chosen.data.subject).toBe(`Welcome to Niaga Demo Sdn Bhd, ${me?.name}`);
    const other = await t.call('POST', '/api/setup/greeting/preview', {
      token: hq,
      body: { levelId: agentLevel().id, ...GREETING, agentId: second.agentId },
    });
    expect(other.status).toBe(404);
  });

  it('sends a test to the signed-in HQ user, at most 3 per 5 minutes', async () => {
    const body = { levelId: agentLevel().id, ...GREETING };
    const first = await t.call('POST', '/api/setup/greeting/test', { token: hq, body });
    expect(first.status).toBe(200);
    expect(first.meta?.message).toBe('A test e-mail has been sent to hq@demo.niaga.test.');
    const [mail] = await mailsTo('hq@demo.niaga.test');
    expect(mail).toMatchObject({ subject: 'Welcome to Niaga Demo Sdn Bhd, Aisyah Rahman' });
    expect(mail?.html).toContain('Hello Aisyah Rahman,');
    await t.call('POST', '/api/setup/greeting/test', { token: hq, body });
    await t.call('POST', '/api/setup/greeting/test', { token: hq, body });
    const limited = await t.call('POST', '/api/setup/greeting/test', { token: hq, body });
    expect(limited.status).toBe(429);
  });
});

describe('welcoming e-mail on registration', () => {
  const profile = (email: string) => ({
    firstName: 'Nur',
    lastName: '<Iman>',
    email,
    phoneCode: '+60',
    phoneNumber: '0123456789',
    identityNo: '900101-14-5566',
    state: 'Selangor',
    postcode: '43000',
  });

  beforeAll(async () => {
    for (const level of levels)
      await t.call('POST', '/api/setup/greeting/store', { token: hq, body: { levelId: level.id, ...GREETING } });
  });

  it('is in the outbox, values escaped in its HTML, after HQ registers an agent', async () => {
    const response = await t.call('POST', '/api/agent-registration', {
      token: hq,
      body: {
        ...profile('welcome.hq@demo.niaga.test'),
        levelId: agentLevel().id,
        uplineId: await t.userId('agent5@demo.niaga.test'),
      },
    });
    expect(response.status).toBe(200);
    const mails = await mailsTo('welcome.hq@demo.niaga.test');
    const welcome = mails.find((mail) => mail.subject.startsWith('Welcome to'));
    expect(welcome?.subject).toBe('Welcome to Niaga Demo Sdn Bhd, Nur <Iman>');
    expect(welcome?.body).toContain('you are now a Agent under ');
    expect(welcome?.body).toContain('Sign in: http://localhost/login');
    expect(welcome?.html).toContain('Hello Nur &lt;Iman&gt;,');
    expect(welcome?.html).not.toContain('<Iman>');
    // The password link is mailed as before.
    expect(mails.some((mail) => mail.subject.endsWith('welcome to the network'))).toBe(true);
  });

  it('is in the outbox after a self-registration is verified, not before', async () => {
    const links = (await t.call('GET', '/api/user/invite-links', { token: hq })).data.items;
    const url = new URL(links.find((link: { levelName: string }) => link.levelName === 'Agent').url);
    const [username, leaderName, leaderTier, leaderId, tierName, tierId, companyId] = url.pathname
      .split('/')
      .slice(2)
      .map(decodeURIComponent) as string[];
    const link = { username, leaderName, leaderTier, leaderId, tierName, tierId, companyId };
    const email = 'welcome.self@demo.niaga.test';
    const registered = await t.call('POST', '/api/user/self-register', {
      body: { link, ...profile(email), password: 'Join#Us2026', acceptTerms: true },
    });
    expect(registered.status).toBe(200);
    const before = await mailsTo(email);
    expect(before.map((mail) => mail.subject)).toEqual(['Niaga Demo Sdn Bhd: your verification code']);
    const code = /\b(\d{6})\b/.exec(before[0]!.body)![1];
    expect((await t.call('POST', '/api/verification', { body: { email, code } })).status).toBe(200);
    const [welcome] = await mailsTo(email);
    expect(welcome?.subject).toBe('Welcome to Niaga Demo Sdn Bhd, Nur <Iman>');
    expect(welcome?.body).toContain('under HQ.');
  });
});

describe('helpline', () => {
  const full = {
    email: 'Help@Demo.Niaga.test',
    phoneCode: '+60',
    phone: '321600000',
    whatsappCode: '+60',
    whatsapp: '123456789',
    hours: 'Mon–Fri 9:00–17:00',
  };

  it('HQ stores it; agents, staff and HQ read it; empty values clear', async () => {
    const empty = await t.call('GET', '/api/helpline', { token: agent });
    expect(empty.data).toEqual({
      email: null,
      phoneCode: null,
      phone: null,
      whatsappCode: null,
      whatsapp: null,
      hours: null,
    });
    const saved = await t.call('POST', '/api/setup/helpline/store', { token: hq, body: full });
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ ...full, email: 'help@demo.niaga.test' });
    expect((await t.call('GET', '/api/helpline', { token: agent })).data).toEqual(saved.data);
    expect(
      (await t.call('GET', '/api/helpline', { token: second.tokens.agent, host: second.host })).data.email,
    ).toBeNull();
    expect((await t.call('POST', '/api/setup/helpline/store', { token: agent, body: full })).status).toBe(403);
    const cleared = await t.call('POST', '/api/setup/helpline/store', {
      token: hq,
      body: { ...full, whatsapp: '', hours: '' },
    });
    expect(cleared.data).toMatchObject({ whatsappCode: null, whatsapp: null, hours: null, phone: '321600000' });
  });

  it('refuses bad values, naming each field', async () => {
    const bad = await t.call('POST', '/api/setup/helpline/store', {
      token: hq,
      body: { email: 'not-mail', phone: '12', phoneCode: '60', whatsapp: '123456789' },
    });
    expect(bad.status).toBe(400);
    expect(bad.meta?.errors).toMatchObject({
      email: 'Enter a valid email address.',
      phone: 'Enter 6 to 14 digits.',
    });
    const noCode = await t.call('POST', '/api/setup/helpline/store', { token: hq, body: { whatsapp: '123456789' } });
    expect(noCode.meta?.errors?.whatsappCode).toBe('This field is required.');
  });
});
