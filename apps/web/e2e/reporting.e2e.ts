import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAddress, apiOrder, checkoutSetup, type Levels, stockedProduct, uploadReceipt } from './checkout-support';
import { apiToken, call, signedInPage } from './recruitment-support';
import { agent, baseUrl, companyDay, HQ, screenshotDir } from './support/browser';
import { setServerEnv } from './support/per-file';
import { SHOT_PAIRS, VIEWPORTS } from './support/screens';
import { browser } from './support/shared-browser';

// Exports are written by the queue's worker, which the browser tests' API runs only when asked.
setServerEnv({ RUN_JOBS: 'true' });

let hq: string;
/** The last year: the demo's orders and agents fall in it. */
const to = companyDay();
const from = companyDay(Date.now() - 364 * 86_400_000);
const YEAR = `/reporting?from=${from}&to=${to}`;

beforeAll(async () => {
  hq = await apiToken(HQ.email, 'hq');
  // Orders of this month: two agents buy, HQ approves two of the three (they count).
  const levels = (await call<{ items: Levels }>('GET', '/api/setup/tier', hq)).items;
  const product = await stockedProduct(hq, levels, { name: 'Kopi Report', sku: 'RPT-KOPI', stock: 100 });
  await checkoutSetup(hq);
  for (const [n, quantity, approve] of [
    [1, 4, true],
    [2, 6, true],
    [2, 1, false],
  ] as const) {
    const token = await apiToken(agent(n).email, 'agent');
    const order = await apiOrder(token, product.id, await addAddress(token), quantity);
    await uploadReceipt(token, order.id);
    if (approve) await call('POST', `/api/orders/${order.id}/approve`, hq, {});
  }
});

/** Waits for the answer of a report call whose address contains every part. */
const answered = (page: Page, ...parts: string[]) =>
  page.waitForResponse((response) => parts.every((part) => response.url().includes(part)) && response.ok());

describe('master report', () => {
  it('HQ opens it from the menu, switches tabs and filters', async () => {
    const { page, close } = await signedInPage(browser, hq);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('main-menu').getByText('Master report', { exact: true }).click();
    await page.waitForURL(`${baseUrl()}/reporting`);
    await page.getByTestId('stat-sales').waitFor();

    const yearList = answered(page, '/api/transaction/list', `from=${from}`);
    await page.goto(`${baseUrl()}${YEAR}`);
    await yearList;
    await page.getByTestId('transaction-table').locator('tbody tr').first().waitFor();
    const ordersInYear = Number(await page.getByTestId('stat-orders').locator('p').nth(1).textContent());
    expect(ordersInYear).toBeGreaterThan(0);

    // Filter by order status: only completed orders are listed.
    const completed = answered(page, '/api/transaction/list', 'status=completed');
    await page.getByTestId('report-status').click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await completed;
    await page.waitForURL(/status=completed/);

    // The KPI tab: its own list, the shared period kept, the status left behind.
    const kpi = answered(page, '/api/kpi/sales-list', `from=${from}`);
    await page.getByTestId('report-tab-kpi').click();
    await kpi;
    await page.getByTestId('kpi-table').locator('tbody tr').first().waitFor();
    expect(page.url()).not.toContain('status=');

    // Filter by level: the list asks again with it.
    await page.getByTestId('report-level').click();
    const level = page.getByRole('option').first();
    const levelName = (await level.textContent()) ?? '';
    const byLevel = answered(page, '/api/kpi/sales-list', 'levelId=');
    await level.click();
    await byLevel;
    const levels = await page.getByTestId('kpi-table').locator('tbody tr td:first-child').allTextContents();
    for (const cell of levels.filter((text) => !text.includes('No agents'))) expect(cell).toContain(levelName);

    const recruitment = answered(page, '/api/recruitment/summary');
    await page.getByTestId('report-tab-recruitment').click();
    await recruitment;
    await page.getByTestId('stat-new-agents').waitFor();

    const agents = answered(page, '/api/agent-report/list');
    await page.getByTestId('report-tab-agent-report').click();
    await agents;
    await page.getByTestId('stat-agents').waitFor();

    await page.getByTestId('report-tab-agent-database').click();
    await page.getByTestId('agent-table').waitFor();
    await close();
  });

  it('HQ exports the transactions to xlsx: a progress bar, then a file exceljs opens with every row', async () => {
    const { page, close } = await signedInPage(browser, hq);
    const list = answered(page, '/api/transaction/list', `from=${from}`);
    await page.goto(`${baseUrl()}${YEAR}`);
    await list;
    const { total } = await call<{ total: number }>('GET', `/api/transaction/list?from=${from}&to=${to}`, hq);

    await page.getByTestId('list-export').click();
    const started = answered(page, '/api/report/export');
    await page.getByTestId('export-xlsx').click();
    await started;
    await page.getByTestId('export-progress').waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('export-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`transactions-${from}-${to}.xlsx`);
    await page.getByTestId('export-progress').screenshot({ path: `${screenshotDir}report-export-done.png` });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path()) ?? '')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Reference');
    await close();
  });

  it('looks right on a phone (light) and a desktop (dark)', async () => {
    for (const [size, scheme] of SHOT_PAIRS) {
      const { page, close } = await signedInPage(browser, hq, { viewport: VIEWPORTS[size], scheme });
      for (const tab of ['transaction', 'kpi']) {
        const list = answered(page, tab === 'kpi' ? '/api/kpi/sales-list' : '/api/transaction/list');
        await page.goto(`${baseUrl()}${YEAR}&tab=${tab}`);
        await list;
        await page.getByTestId(size === 'phone' ? `${tab}-cards` : `${tab}-table`).waitFor();
        await page.getByTestId('report-stats').locator('[data-testid^="stat-"]').first().waitFor();
        await page.screenshot({ path: `${screenshotDir}reporting-${tab}-${size}-${scheme}.png`, fullPage: true });
      }
      await close();
    }
  });
});
