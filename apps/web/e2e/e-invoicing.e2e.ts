import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken } from './recruitment-support';
import { agent, baseUrl, HQ } from './support/browser';
import { sql } from './support/mail';
import { setServerEnv } from './support/per-file';
import { SHOT_PAIRS, shoot, shotPage } from './support/screens';
import { browser } from './support/shared-browser';

// The sandbox adapter (refused in production, so this file's API runs as `test`): submissions are recorded in
// e_invoices and answered valid, never sent to LHDN. The submission and polling jobs run on the queue.
setServerEnv({ EINVOICE_SANDBOX: 'true', NODE_ENV: 'test', RUN_JOBS: 'true' });

let hq: string;
const now = new Date();
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 12, 4));

/** A counted HQ order of last month for a buyer, 2 × RM 45.00, straight into the tables. */
async function countedOrder(invoiceNo: string, buyerEmail: string) {
  await sql(
    `with buyer as (select company_id, id from users where email = $1),
          branch as (select b.id from branches b join buyer on b.company_id = buyer.company_id where b.is_main)
     insert into orders (company_id, id, reference_no, invoice_no, type, status, buyer_id, placed_by_id, seller_store_id,
                         seller_kind, seller_name, payment_method, payment_status, subtotal, grand_total, total_units,
                         delivery, approved_at)
     select buyer.company_id, $2, $2, $2, 'personal', 'completed', buyer.id, buyer.id, branch.id, 'branch', 'HQ',
            'manual', 'paid', 9000, 9000, 2, 'shipping', $3::timestamptz from buyer, branch`,
    [buyerEmail, invoiceNo, last.toISOString()],
  );
  await sql(
    `insert into order_lines (company_id, order_id, line_no, kind, item_id, name, quantity, list_price, unit_price, line_total)
     select company_id, id, 1, 'product', 'serum', 'Serum', 2, 4500, 4500, 9000 from orders where id = $1`,
    [invoiceNo],
  );
}

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  await sql(
    `update companies set tin = 'C2584563200', company_roc = '202001012345', msic_code = '47912',
       msic_description = 'Retail sale of any kind of product over the Internet', address1 = '12 Jalan Tun Razak',
       postcode = '50400', city = 'Kuala Lumpur', state = 'W.P. Kuala Lumpur', country = 'MY', phone_code = '+60',
       phone = '321600000', features = features || '{"sstNumber":"W10-1808-32000001"}'
     where id in (select company_id from users where email = $1)`,
    [HQ.email],
  );
  await sql(
    `update users set tin = 'IG21136425010', identity_no = '900101-14-5678', address1 = '3 Jalan Mawar',
       postcode = '40000', city = 'Shah Alam', state = 'Selangor', phone_code = '+60', phone_number = '198765432'
     where email = $1`,
    [agent(3).email],
  );
  await sql(`update users set tin = null, roc_number = null where email = $1`, [agent(4).email]);
  await countedOrder('E2E-EINV-1', agent(3).email);
  await countedOrder('E2E-EINV-2', agent(4).email);
});

describe('e-invoicing', () => {
  it("HQ issues last month's e-invoices through the sandbox and sees their statuses", async () => {
    const { context, page } = await shotPage(browser, 'desktop', 'light', hq);
    await page.goto(`${baseUrl()}/e-invoicing`);
    await page.getByTestId('e-invoice-sandbox').waitFor();
    const own = page.locator('[data-testid="e-invoice-row"][data-number="E2E-EINV-1"]');
    await own.waitFor();
    expect(await own.getByTestId('e-invoice-status').textContent()).toBe('Ready');
    expect(await page.locator('[data-testid="e-invoice-row"][data-number^="CONS-"]').count()).toBe(1);

    await page.getByTestId('e-invoice-issue-month').click();
    await own.locator('[data-status="valid"]').waitFor({ timeout: 30_000 });
    expect(await own.getByTestId('e-invoice-status').textContent()).toBe('Valid');
    const link = await own.getByTestId('e-invoice-link').getAttribute('href');
    expect(link).toMatch(/^https:\/\/preprod\.myinvois\.hasil\.gov\.my\/[A-Z0-9]{26}\/share\/[A-Z0-9]{26}$/);
    await page.locator('[data-testid="e-invoice-row"][data-number^="CONS-"] [data-status="valid"]').waitFor();
    await context.close();
  });

  it('shows the month on a phone in light and on a desktop in dark', async () => {
    for (const [viewport, scheme] of SHOT_PAIRS) {
      const { context, page } = await shotPage(browser, viewport, scheme, hq);
      await page.goto(`${baseUrl()}/e-invoicing`);
      const list = viewport === 'phone' ? 'e-invoice-card' : 'e-invoice-row';
      await page.locator(`[data-testid="${list}"][data-number="E2E-EINV-1"] [data-status="valid"]`).waitFor();
      await shoot(page, `e-invoicing-${viewport}-${scheme}`);
      await context.close();
    }
  });
});
