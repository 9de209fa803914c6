import { chromium } from 'playwright-core';
import { login, recreateDatabase, startServer } from './lib.mjs';
const databaseUrl = await recreateDatabase('niaga_lead_shots');
const { child, base } = await startServer({ databaseUrl, port: 3955, env: { SEED_DEMO_CATALOG: 'true' } });
try {
  const hq = await login(base, 'hq@demo.niaga.test', 'hq');
  const agent = await login(base, 'agent1@demo.niaga.test', 'agent');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const shots = [];
  for (const [viewport, size] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]])
    for (const scheme of ['light', 'dark'])
      for (const [who, path, name] of shots) {
        const context = await browser.newContext({ viewport: size });
        const page = await context.newPage();
        await page.goto(`${base}/login`);
        await page.evaluate(([t, s]) => { localStorage.setItem('niaga.token', t); localStorage.setItem('niaga.colorScheme', s); }, [who === 'hq' ? hq : agent, scheme]);
        await page.goto(`${base}${path}`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `/tmp/shots-lead/${name}-${viewport}-${scheme}.png` });
        await context.close();
      }
  // The agent's first order's page.
  const orders = await (await fetch(`${base}/api/sales/my-orders?tab=delivery`, { headers: { authorization: `Bearer ${agent}`, host: 'localhost' } })).json();
  console.log(JSON.stringify(orders.data?.counts));
  const id = orders.data?.items?.[0]?.id;
  if (id) for (const [viewport, size] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.evaluate((t) => localStorage.setItem('niaga.token', t), agent);
    await page.goto(`${base}/my-orders/${id}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots-lead/agent-order-${viewport}.png`, fullPage: true });
    await context.close();
  }
  await browser.close();
} finally { child.kill(); }
