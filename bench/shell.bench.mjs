// Issue 16: the menu's badges (GET /api/menu/badges), asked by the shell on every navigation once 15 s old, for HQ
// and for a stockist (its own sales only), each paired with GET /api/user/detail in alternating slices.
import { login, measureAgainstBaseline, recreateDatabase, startServer } from './lib.mjs';

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_shell');
  const { child, base } = await startServer({ databaseUrl, port: 3907 });
  try {
    const figures = {};
    for (const [who, email, type] of [
      ['hq', 'hq@demo.niaga.test', 'hq'],
      ['stockist', 'agent1@demo.niaga.test', 'agent'],
    ]) {
      const token = await login(base, email, type);
      const headers = { authorization: `Bearer ${token}`, host: 'localhost' };
      // Same cost as the page's own reads: the badges must not be the slow call of a navigation (target ≥ 0.5).
      figures[`menuBadges_${who}`] = await measureAgainstBaseline(
        { urls: [`${base}/api/menu/badges`], headers, connections: 50 },
        { base, token, target: 0.5 },
      );
    }
    return figures;
  } finally {
    child.kill();
  }
}
