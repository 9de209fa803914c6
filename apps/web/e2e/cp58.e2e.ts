import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call } from './recruitment-support';
import { agent, baseUrl, HQ } from './support/browser';
import { sql } from './support/mail';
import { type Scheme, SHOT_PAIRS, shoot, shotPage, WIDE_VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

let hq: string;
let aminah: string; // agent1's token
const YEAR = new Date().getFullYear() - 1;

const signedIn = (token: string, viewport: keyof typeof WIDE_VIEWPORTS = 'desktop', scheme: Scheme = 'light') =>
  shotPage(browser, WIDE_VIEWPORTS[viewport], scheme, token, { acceptDownloads: true });

/** A paid payout of an agent in the middle of YEAR with its ledger entries (the payouts screens are not built here). */
async function paidPayout(email: string, id: string, entries: Array<[type: string, amount: number]>) {
  const total = entries.reduce((sum, [, amount]) => sum + amount, 0);
  await sql(
    `insert into commission_payouts (company_id, id, agent_id, amount, status, approved_at, paid_at)
     select company_id, $2, id, $3, 'paid', $4::timestamptz, $4::timestamptz from users where email = $1`,
    [email, id, total, `${YEAR}-06-15T04:00:00Z`],
  );
  for (const [index, [type, amount]] of entries.entries())
    await sql(
      `insert into commission_entries (company_id, id, key, beneficiary_id, type, amount, period, status, payout_id, inputs)
       select company_id, $2 || '-' || $3, 'cp58-e2e:' || $2 || ':' || $3, id, $4, $5, $6::date, 'paid', $2,
              '{"kind":"percent","base":0,"basisPoints":0,"baseLabel":"sv"}'::jsonb
       from users where email = $1`,
      [email, id, index, type, amount, `${YEAR}-05-01`],
    );
}

async function savedPdf(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  const file = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), file };
}

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  await sql(
    `update companies set features = features || '{"cp58Feature":true}' where id in (select company_id from users where email = $1)`,
    [HQ.email],
  );
  // Aminah has her identity number but no TIN (the statement says "Not given"; /cp58 points her to the profile).
  await sql(`update users set identity_no = '900101-14-5678', tin = null where email = $1`, [agent(1).email]);
  await paidPayout(agent(1).email, 'cp58-e2e-1', [
    ['sales_profit', 10_000],
    ['overriding', 5_000],
  ]);
  await paidPayout(agent(2).email, 'cp58-e2e-2', [['personal_level', 4_200]]);
  aminah = await apiToken(agent(1).email, 'agent');
});

describe('company profile and CP58', () => {
  it('HQ fills the company profile with an MSIC code from the list', async () => {
    const { context, page } = await signedIn(hq);
    await page.goto(`${baseUrl()}/company`);
    const form = page.getByTestId('company-profile-form');
    await form.waitFor();
    await form.getByTestId('company-name').fill('Niaga Demo Sdn Bhd');
    await form.getByTestId('company-companyRoc').fill('202001012345');
    await form.getByTestId('company-tin').fill('C2584563200');
    await form.getByTestId('msic-picker').click();
    await form.getByTestId('msic-picker').fill('47912');
    await page.getByRole('option', { name: /^47912 · Retail sale of any kind of product over the Internet/ }).click();
    await form.locator('input[name="address1"]').fill('12 Jalan Tun Razak');
    await form.locator('input[name="postcode"]').fill('50400');
    await expect.poll(() => form.getByTestId('state-select').inputValue()).not.toBe('');
    await form.locator('input[name="city"]').fill('Kuala Lumpur');
    await form.getByTestId('company-phone').fill('321600000');
    await form.getByTestId('company-email').fill('office@demo.niaga.test');
    await form.getByTestId('company-save').click();
    await page.getByText('Company profile saved.').first().waitFor();
    const profile = await call<Record<string, string | null>>('GET', '/api/setup/company', hq);
    expect(profile).toMatchObject({
      name: 'Niaga Demo Sdn Bhd',
      companyRoc: '202001012345',
      tin: 'C2584563200',
      msicCode: '47912',
      address1: '12 Jalan Tun Razak',
      postcode: '50400',
      phoneCode: '+60',
      phone: '321600000',
    });
    // A wrong value is named beside its field.
    await form.getByTestId('company-tin').fill('??');
    await form.getByTestId('company-save').click();
    await form.getByText('Enter the tax identification number, e.g. C2584563200.').waitFor();
    await context.close();
  });

  it('HQ issues the statements for a year, sees the missing TIN flag and downloads an agent PDF', async () => {
    const { context, page } = await signedIn(hq);
    await page.goto(`${baseUrl()}/hqCP58`);
    await page.getByText(`No statements issued for ${YEAR}`).waitFor();
    await page.getByTestId('cp58-issue').click();
    const confirm = page.getByTestId('cp58-confirm');
    await confirm.getByRole('button', { name: 'Issue statements' }).click();
    await page.getByText(`CP58 statements issued for ${YEAR}: 2.`).first().waitFor();
    await page.getByTestId('cp58-row').nth(1).waitFor();
    expect(await page.getByTestId('cp58-grand-total').textContent()).toBe('RM 192.00');
    expect(await page.getByTestId('cp58-missing-flag').textContent()).toContain(
      'Agents without a TIN or identity number: 2',
    );

    await page.getByTestId('cp58-search').fill('aminah');
    await expect.poll(() => page.getByTestId('cp58-row').count()).toBe(1);
    const row = page.getByTestId('cp58-row').first();
    expect(await row.textContent()).toContain('RM 150.00');
    const pdf = await savedPdf(page, () => row.getByTestId('cp58-row-pdf').click());
    expect(pdf.name).toBe(`CP58-${YEAR}-Aminah-Stockist.pdf`);
    expect(pdf.file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();
  });

  it('the agent opens /cp58, sees the figures and downloads the PDF', async () => {
    const { context, page } = await signedIn(aminah);
    await page.goto(`${baseUrl()}/cp58`);
    await page.getByTestId('cp58-statement').waitFor();
    expect(await page.getByTestId('cp58-total').textContent()).toBe('RM 150.00');
    const amounts = await page.getByTestId('cp58-amounts').textContent();
    expect(amounts).toContain('Sales profit');
    expect(amounts).toContain('RM 100.00');
    expect(amounts).toContain('Overriding');
    expect(amounts).toContain('RM 50.00');
    expect(await page.getByTestId('cp58-statement').textContent()).toContain('Niaga Demo Sdn Bhd');
    expect(await page.getByTestId('cp58-missing-details').textContent()).toContain('tax identification number (TIN)');
    // The menu shows the entry while the feature is on.
    expect(await page.locator('a[href="/cp58"]').count()).toBeGreaterThan(0);
    const pdf = await savedPdf(page, () => page.getByTestId('cp58-download').click());
    expect(pdf.file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Another year: nothing issued, said plainly.
    await page.getByTestId('cp58-year').click();
    await page.getByRole('option', { name: String(YEAR - 1), exact: true }).click();
    await page.getByTestId('cp58-empty').waitFor();
    await shoot(page, 'cp58-agent-empty-desktop-light');
    await context.close();
  });

  it('screenshots of /company, /hqCP58 and /cp58: phone and desktop, light and dark', async () => {
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const hqPage = await signedIn(hq, viewport, scheme);
      await hqPage.page.goto(`${baseUrl()}/company`);
      await hqPage.page.getByTestId('company-profile-form').waitFor();
      await shoot(hqPage.page, `cp58-company-${viewport}-${scheme}`);
      await hqPage.page.goto(`${baseUrl()}/hqCP58`);
      await hqPage.page.getByTestId('cp58-list').waitFor();
      await shoot(hqPage.page, `cp58-hq-${viewport}-${scheme}`);
      await hqPage.context.close();

      const agentPage = await signedIn(aminah, viewport, scheme);
      await agentPage.page.goto(`${baseUrl()}/cp58`);
      await agentPage.page.getByTestId('cp58-statement').waitFor();
      await shoot(agentPage.page, `cp58-agent-${viewport}-${scheme}`);
      await agentPage.context.close();
    }
  });
});
