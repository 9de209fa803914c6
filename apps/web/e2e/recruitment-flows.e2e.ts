import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call, codeIn, freshAgent, signedInPage } from './recruitment-support';
import { agent, baseUrl, HQ, loginWithForm, openPage } from './support/browser';
import { enterCode, fillInputs } from './support/forms';
import { latestMail } from './support/mail';
import { openMenuGroup } from './support/menu';
import { browser } from './support/shared-browser';

type Level = {
  id: string;
  levelName: string;
  momAmount: number;
  momUnit: number;
  helperPercen: number;
  recruitComm: number;
  leadership: number;
  inactive: boolean;
};
type Rank = { commission_name: string; personal_sales: number; commission: number };

let hqToken: string;
const stamp = Date.now().toString(36);
const AGREEMENT = `E2E agreement ${stamp}: the agent sells at the published prices only.`;
const AGREEMENT_PDF = Buffer.from(`%PDF-1.4\n% ${AGREEMENT}\n%%EOF\n`);

beforeAll(async () => {
  hqToken = await apiToken(HQ.email, 'hq');
});

async function pickOption(page: Page, input: ReturnType<Page['getByTestId']>, option: string) {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('network set-up (HQ)', () => {
  it('HQ creates a level with money and percent fields; the API stores sen; edits it to inactive', async () => {
    const name = `E2E Level ${stamp}`;
    const { page, close } = await signedInPage(browser, hqToken);
    await page.goto(`${baseUrl()}/`);
    await openMenuGroup(page, 'Settings');
    await page.getByTestId('main-menu').getByText('Levels', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/company/levels`);
    await expect.poll(() => page.title()).toBe('Levels | Niaga Demo Sdn Bhd');
    await page.getByTestId('levels-table').locator('tr[data-level="Agent"]').waitFor();

    await page.getByTestId('level-create').click();
    const form = page.getByTestId('level-form');
    // Client-side checks first: 3 decimals and a percentage above 100.
    await fillInputs(form, { levelName: name, momAmount: '12.345', helperPercen: '120' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Use at most 2 decimals.').waitFor();
    await form.getByText('A percentage cannot exceed 100.').waitFor();

    await fillInputs(form, {
      momAmount: '12.50',
      momUnit: '3',
      momFirstOrderAmount: '1,000.1',
      psAmount: '0.07',
      helperPercen: '2.5',
      leadership: '0.75',
      recruitComm: '19.99',
    });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const row = page.getByTestId('levels-table').locator(`tr[data-level="${name}"]`);
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('3 units · RM 12.50');
    expect(text).toContain('RM 1,000.10');
    expect(text).toContain('Helper 2.5%');
    expect(text).toContain('Leadership 0.75%');
    expect(text).toContain('Recruit RM 19.99');

    const stored = (await call<{ items: Level[] }>('GET', '/api/setup/tier', hqToken)).items.find(
      (level) => level.levelName === name,
    );
    expect(stored).toMatchObject({
      momAmount: 1250,
      momUnit: 3,
      helperPercen: 2.5,
      leadership: 0.75,
      recruitComm: 1999,
    });
    expect((stored as unknown as { momFirstOrderAmount: number; psAmount: number }).momFirstOrderAmount).toBe(100010);
    expect((stored as unknown as { psAmount: number }).psAmount).toBe(7);

    // Edit: the modal shows the stored values in ringgit; make the level inactive (keeps invite links as they were).
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByTestId('level-form');
    expect(await edit.locator('input[name="momAmount"]').inputValue()).toBe('12.50');
    expect(await edit.locator('input[name="recruitComm"]').inputValue()).toBe('19.99');
    await edit.getByRole('switch', { name: 'Inactive' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('Inactive');
    await close();
  });

  it('HQ reorders levels with the move buttons (and puts them back)', async () => {
    const before = (await call<{ items: Level[] }>('GET', '/api/setup/tier', hqToken)).items;
    const last = before.at(-1) as Level;
    const { page, close } = await signedInPage(browser, hqToken);
    await page.goto(`${baseUrl()}/company/levels`);
    const row = page.getByTestId('levels-table').locator(`tr[data-level="${last.levelName}"]`);
    await row.getByRole('button', { name: 'Move up' }).click();
    await expect
      .poll(async () => (await call<{ items: Level[] }>('GET', '/api/setup/tier', hqToken)).items.at(-2)?.id)
      .toBe(last.id);
    await row.getByRole('button', { name: 'Move down' }).click();
    await expect
      .poll(async () => (await call<{ items: Level[] }>('GET', '/api/setup/tier', hqToken)).items.map((l) => l.id))
      .toEqual(before.map((level) => level.id));
    await close();
  });

  it('HQ writes the agreement of a level, and deletes one after a cannot-be-reverted confirmation', async () => {
    const { page, close } = await signedInPage(browser, hqToken);
    await page.goto(`${baseUrl()}/company/agreements`);
    const agentCard = page.locator('[data-testid="agreement"][data-level="Agent"]');
    await agentCard.locator('textarea[name="details"]').fill(AGREEMENT);
    // The PDF is an upload: a picture is refused in the browser, a PDF is uploaded and saved with the text.
    const pdfInput = agentCard.getByTestId('terms-pdf-field').locator('input[type=file]');
    await pdfInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await agentCard.getByText('Only PDF files are accepted.').waitFor();
    await pdfInput.setInputFiles({ name: 'agent-agreement.pdf', mimeType: 'application/pdf', buffer: AGREEMENT_PDF });
    await agentCard.getByText('agent-agreement.pdf').waitFor();
    await agentCard.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Agreement saved.').first().waitFor();
    await agentCard.getByText(/^Updated /).waitFor();

    const inactiveCard = page.locator(`[data-testid="agreement"][data-level="E2E Level ${stamp}"]`);
    await inactiveCard.locator('textarea[name="details"]').fill('Temporary agreement');
    await inactiveCard.getByRole('button', { name: 'Save' }).click();
    await inactiveCard.getByRole('button', { name: 'Delete agreement' }).click();
    const confirm = page.getByTestId('agreement-delete-confirm');
    expect(await confirm.textContent()).toContain('This action cannot be reverted.');
    await confirm.getByRole('button', { name: 'Delete agreement' }).click();
    await confirm.waitFor({ state: 'detached' });
    await inactiveCard.getByText('No agreement').waitFor();
    await close();
  });

  it('HQ edits commission ranks (two ranks), saves; a duplicate name is shown beside the second row', async () => {
    const original = (await call<{ items: Rank[] }>('GET', '/api/setup/company-commission-rank', hqToken)).items;
    const { page, close } = await signedInPage(browser, hqToken);
    await page.goto(`${baseUrl()}/company/commission-ranks`);
    await page.getByTestId('rank-add').waitFor();
    const rows = page.getByTestId('rank-row');
    const start = await rows.count();
    expect(start).toBe(original.length);

    await page.getByTestId('rank-add').click();
    await page.getByTestId('rank-add').click();
    const first = rows.nth(start);
    const second = rows.nth(start + 1);
    await fillInputs(first, {
      [`ranks.${start}.commission_name`]: `Gold ${stamp}`,
      [`ranks.${start}.personal_sales`]: '1500.50',
      [`ranks.${start}.commission`]: '7.25',
    });
    await first.getByRole('switch', { name: 'Leadership rank' }).check();
    await first.getByRole('button', { name: /^Benefits/ }).click();
    await first.locator(`input[name="ranks.${start}.benefit_1"]`).fill('Trip to Bali');
    await second.locator(`input[name="ranks.${start + 1}.commission_name"]`).fill(`Silver ${stamp}`);
    await second.locator(`input[name="ranks.${start + 1}.personal_sales"]`).fill('800');
    await page.getByTestId('ranks-save').click();
    await page.getByText('Commission ranks saved.').first().waitFor();

    const saved = (await call<{ items: Rank[] }>('GET', '/api/setup/company-commission-rank', hqToken)).items;
    expect(saved.find((rank) => rank.commission_name === `Gold ${stamp}`)).toMatchObject({
      personal_sales: 150050,
      commission: 7.25,
      is_leadership: true,
      benefit_1: 'Trip to Bali',
    });
    expect(saved.find((rank) => rank.commission_name === `Silver ${stamp}`)?.personal_sales).toBe(80000);

    // The same name twice: the server's message sits beside the second row's name.
    await second.locator(`input[name="ranks.${start + 1}.commission_name"]`).fill(`gold ${stamp}`);
    await page.getByTestId('ranks-save').click();
    await second.getByText('This value is used twice.').waitFor();
    expect(await first.getByText('This value is used twice.').count()).toBe(0);

    // Put the list back as it was.
    await second.getByRole('button', { name: 'Remove rank' }).click();
    await first.getByRole('button', { name: 'Remove rank' }).click();
    await page.getByTestId('ranks-save').click();
    await expect
      .poll(
        async () => (await call<{ items: Rank[] }>('GET', '/api/setup/company-commission-rank', hqToken)).items.length,
      )
      .toBe(original.length);
    await close();
  });

  it('HQ registers an agent directly, under an upline found by search', async () => {
    const email = `hq-reg-${stamp}@demo.niaga.test`;
    const since = new Date(Date.now() - 2000);
    const { page, close } = await signedInPage(browser, hqToken);
    await page.goto(`${baseUrl()}/agent-registration`);
    const form = page.getByTestId('agent-registration-form');
    await form.getByRole('button', { name: 'Register agent' }).click();
    await form.getByText('This field is required.').first().waitFor();

    await form.getByLabel('Level', { exact: false }).first().click();
    await page.getByRole('option', { name: /\d+\. Agent$/ }).click();
    const upline = page.getByTestId('upline-select');
    await upline.fill('Badrul');
    await page.getByRole('option', { name: /Badrul Dealer/ }).click();
    await fillInputs(form, {
      firstName: 'Hakim',
      lastName: 'Direct',
      email,
      phoneNumber: '0123456789',
      identityNo: '920202-10-1234',
      postcode: '4000',
    });
    await form.getByRole('button', { name: 'Register agent' }).click();
    await form.getByText('Enter a 5-digit postcode.').waitFor();
    await form.locator('input[name="postcode"]').fill('40000');
    await form.getByRole('button', { name: 'Register agent' }).click();
    await page.getByText('The agent has been registered and will receive an email to set a password.').waitFor();
    expect(await form.locator('input[name="email"]').inputValue()).toBe('');
    expect((await latestMail(email, since)).body).toContain('/reset-password?token=');
    await close();
  });
});

describe('recruitment by invite link', () => {
  let agentLink = '';

  it('agent2 copies the Agent link; a new agent registers with it, verifies and logs in', async () => {
    const token = await apiToken(agent(2).email, 'agent');
    const { page, close } = await signedInPage(browser, token);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('main-menu').getByText('Recruit', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/recruit`);
    const card = page.locator('[data-testid="invite-link"][data-level="Agent"]');
    await card.getByTestId('invite-copy').click();
    await card.getByText('Link copied').first().waitFor();
    agentLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(agentLink).toBe(await card.getByTestId('invite-url').inputValue());
    expect(agentLink).toContain('/new-registration/agent2/');
    const whatsapp = await card.getByTestId('invite-whatsapp').getAttribute('href');
    expect(whatsapp).toContain('https://wa.me/?text=');
    expect(decodeURIComponent(whatsapp?.split('text=')[1] ?? '')).toContain(agentLink);
    // A Dealer recruits into its own level and below, never above.
    expect(await page.locator('[data-testid="invite-link"][data-level="Stockist"]').count()).toBe(0);
    await close();

    const email = `recruit-${stamp}@demo.niaga.test`;
    const password = 'Recruit#2026';
    const since = new Date(Date.now() - 2000);
    const { context, page: guest } = await openPage(browser);
    await guest.goto(agentLink);
    await expect
      .poll(() => guest.getByTestId('invite-summary').textContent())
      .toBe('Join Niaga Demo Sdn Bhd as Agent under Badrul Dealer.');
    expect(await guest.getByTestId('agreement-text').textContent()).toContain(AGREEMENT);
    // The PDF opens for a visitor not signed in, on the company's host.
    const pdfHref = await guest.getByRole('link', { name: 'Open the agreement (PDF)' }).getAttribute('href');
    expect(pdfHref).toMatch(/^\/api\/setup\/tnc\/[^/]+\/pdf$/);
    const pdf = await fetch(`${baseUrl()}${pdfHref}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(AGREEMENT_PDF)).toBe(true);

    const form = guest.getByTestId('register-form');
    await form.getByRole('button', { name: 'Register' }).click();
    await form.getByText('You must accept the agreement.').waitFor();
    await fillInputs(form, {
      firstName: 'Nurul',
      lastName: 'Recruit',
      email,
      phoneNumber: '1122334455',
      identityNo: '950505-08-4321',
    });
    await form.getByTestId('date-birthDate').fill('1995-05-05');
    await form.getByTestId('date-birthDate').press('Tab');
    await fillInputs(form, { address1: '12 Jalan Mawar', postcode: '47301', city: 'Petaling Jaya' });
    await pickOption(guest, guest.getByTestId('state-select'), 'Selangor');
    await form.getByRole('switch', { name: 'Add my bank account now' }).check();
    await fillInputs(form, {
      'bank.bankName': 'Maybank',
      'bank.accountNumber': '12-34',
      'bank.accountName': 'Nurul Recruit',
      password: 'weak',
    });
    expect(await form.getByTestId('password-checklist').locator('[data-passed="true"]').count()).toBeLessThan(5);
    await form.locator('input[name="password"]').fill(password);
    await form.locator('input[name="confirm"]').fill(password);
    await form.getByLabel('I have read and accept the agreement').check();
    await form.getByRole('button', { name: 'Register' }).click();
    await form.getByText('Enter 6 to 20 digits.').waitFor();
    await form.locator('input[name="bank.accountNumber"]').fill('5140123456');
    await form.getByRole('button', { name: 'Register' }).click();

    await guest.waitForURL(`${baseUrl()}/register/verify?email=${encodeURIComponent(email)}`);
    const code = codeIn((await latestMail(email, since)).body);
    await enterCode(guest, code);
    await guest.getByRole('button', { name: 'Verify', exact: true }).click();
    await guest.waitForURL(`${baseUrl()}/register/verified`);
    await guest.getByRole('link', { name: 'Log in' }).click();
    await guest.waitForURL(`${baseUrl()}/login`);
    await loginWithForm(guest, { email, type: 'agent' }, password);
    await guest.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => guest.getByTestId('dashboard-greeting').textContent()).toBe('Hello, Nurul Recruit');
    await context.close();

    const newAgent = await apiToken(email, 'agent', password);
    const detail = await call<{ level: { name: string }; bank: { accountNumber: string } | null }>(
      'GET',
      '/api/user/detail',
      newAgent,
    );
    expect(detail.level.name).toBe('Agent');
    expect(detail.bank?.accountNumber).toBe('5140123456');
  });

  it('a tampered link (another tierId) shows the invalid-link message and no form', async () => {
    expect(agentLink).not.toBe('');
    const parts = new URL(agentLink).pathname.split('/');
    parts[7] = 'tampered-tier';
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl()}${parts.join('/')}`);
    const invalid = page.getByTestId('invite-invalid');
    await invalid.waitFor();
    expect(await invalid.textContent()).toContain(
      'This registration link is not valid. Please ask your leader for a new link.',
    );
    expect(await page.getByTestId('register-form').count()).toBe(0);
    await context.close();
  });
});

describe('profile extensions', () => {
  it('an agent edits the address, TIN and company on the account details; they survive a reload', async () => {
    const fresh = await freshAgent('address');
    const token = await apiToken(fresh.email, 'agent', fresh.password);
    const { page, close } = await signedInPage(browser, token);
    await page.goto(`${baseUrl()}/profile`);

    const details = page.getByTestId('account-detail-form');
    // Prefilled from the current user, including what registration stored.
    await expect.poll(() => details.locator('input[name="identityNo"]').inputValue()).toBe('900101-14-5678');
    await fillInputs(details, {
      address1: '12 Jalan Mawar',
      address2: 'Taman Bunga',
      postcode: '4020',
      city: 'Shah Alam',
    });
    await pickOption(page, details.getByTestId('state-select'), 'Selangor');
    await fillInputs(details, {
      tin: 'IG1234567890',
      rocNumber: '201901000005',
      companyName: 'Mawar Niaga Enterprise',
    });
    await details.getByRole('button', { name: 'Save' }).click();
    // The shared schema's message, translated, beside the field.
    await details.getByText('Enter a 5-digit postcode.').waitFor();
    await details.locator('input[name="postcode"]').fill('40200');
    await details.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your profile has been saved.').first().waitFor();

    const detail = await call<{ account: Record<string, string | null> }>('GET', '/api/user/detail', token);
    expect(detail.account).toMatchObject({
      address1: '12 Jalan Mawar',
      address2: 'Taman Bunga',
      postcode: '40200',
      city: 'Shah Alam',
      state: 'Selangor',
      country: 'MY',
      tin: 'IG1234567890',
      rocNumber: '201901000005',
      companyName: 'Mawar Niaga Enterprise',
      identityNo: '900101-14-5678',
    });

    await page.reload();
    const reloaded = page.getByTestId('account-detail-form');
    await expect.poll(() => reloaded.locator('input[name="address1"]').inputValue()).toBe('12 Jalan Mawar');
    expect(await reloaded.locator('input[name="postcode"]').inputValue()).toBe('40200');
    expect(await reloaded.locator('input[name="city"]').inputValue()).toBe('Shah Alam');
    expect(await reloaded.getByTestId('state-select').inputValue()).toBe('Selangor');
    expect(await reloaded.locator('input[name="companyName"]').inputValue()).toBe('Mawar Niaga Enterprise');
    await close();
  });

  it('an agent saves bank details and social links; a non-image upload is refused; a PNG is shown', async () => {
    const fresh = await freshAgent('profile');
    const token = await apiToken(fresh.email, 'agent', fresh.password);
    const { page, close } = await signedInPage(browser, token);
    await page.goto(`${baseUrl()}/profile`);

    const bank = page.getByTestId('bank-form');
    await fillInputs(bank, { bankName: 'CIMB Bank', accountNumber: '8001234567', accountName: fresh.name });
    await bank.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Bank details saved.').first().waitFor();

    const social = page.getByTestId('social-form');
    await fillInputs(social, {
      facebook: 'https://facebook.com/fresh.profile',
      instagram: 'fresh.sells',
      tiktok: 'not a link!',
    });
    await social.getByRole('button', { name: 'Save' }).click();
    await social.getByText('Enter a full link or a username only.').waitFor();
    await social.locator('input[name="tiktok"]').fill('@fresh');
    await social.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Social media links saved.').first().waitFor();

    const detail = await call<{ bank: { bankName: string; accountNumber: string }; social: Record<string, string> }>(
      'GET',
      '/api/user/detail',
      token,
    );
    expect(detail.bank).toMatchObject({ bankName: 'CIMB Bank', accountNumber: '8001234567' });
    expect(detail.social).toMatchObject({ facebook: 'https://facebook.com/fresh.profile', instagram: 'fresh.sells' });

    // After a reload the forms show the saved values.
    await page.reload();
    await expect
      .poll(() => page.getByTestId('bank-form').locator('input[name="accountNumber"]').inputValue())
      .toBe('8001234567');
    expect(await page.getByTestId('social-form').locator('input[name="instagram"]').inputValue()).toBe('fresh.sells');

    const photo = page.getByTestId('profile-photo');
    const input = photo.locator('input[type="file"]');
    // Claims to be a PNG but is text: the server checks the content.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') });
    await expect
      .poll(() => photo.getByTestId('photo-error').textContent())
      .toBe('Only JPEG or PNG images are accepted.');
    // A PDF is refused before it is sent.
    await input.setInputFiles({ name: 'doc.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect
      .poll(() => photo.getByTestId('photo-error').textContent())
      .toBe('Only JPEG or PNG images are accepted.');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Photo saved.').first().waitFor();
    await expect.poll(() => photo.locator('img').getAttribute('src')).toMatch(/\/uploads\//);
    expect(await photo.getByTestId('photo-error').count()).toBe(0);
    await close();
  });
});
