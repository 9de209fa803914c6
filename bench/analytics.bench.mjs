// Issue 21 "each analytics graph for a year ≤ 300 ms": the five analytics calls of /analytics for the last 365 days
// (with their previous period), on 1,000,000 counted orders over two years and 100,000 agents on PostgreSQL
// (bench/support/report-data.mjs), read from the daily rollup. Each call is timed once cold, then under 10
// concurrent requests against GET /api/user/detail in alternating one-second slices (measureAgainstBaseline).
import { login, measureAgainstBaseline, recreateDatabase, round, sql, startServer } from './lib.mjs';
import { REPORT_DATA, seedReportData } from './support/report-data.mjs';

const TARGET_MS = 300;
const day = (date) => date.toISOString().slice(0, 10);

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_analytics');
  const { child, base } = await startServer({ databaseUrl, port: 3923, env: { RUN_JOBS: 'false' } });
  try {
    const seedSeconds = await seedReportData(databaseUrl);
    const { rows } = await sql(databaseUrl, 'select count(*)::int as rows from analytics_daily');
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    const headers = { authorization: `Bearer ${hq}`, host: 'localhost' };
    const now = new Date();
    const year = `from=${day(new Date(now.getTime() - 364 * 86_400_000))}&to=${day(now)}`;
    const calls = {
      salesByDay: `/api/analytic/sales?${year}&group=day`,
      salesByMonth: `/api/analytic/sales?${year}&group=month`,
      category: `/api/analytic/category?${year}`,
      product: `/api/analytic/product?${year}&top=50`,
      state: `/api/analytic/state?${year}`,
      age: `/api/analytic/age?${year}`,
    };
    const figures = {};
    for (const [name, path] of Object.entries(calls)) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      const firstCallMs = round(performance.now() - started);
      const measured = await measureAgainstBaseline(
        { urls: [`${base}${path}`], headers, connections: 10 },
        { base, token: hq, seconds: 5 },
      );
      figures[name] = { firstCallMs, ...measured, targetP95Ms: TARGET_MS, met: measured.latencyMs.p95 <= TARGET_MS };
      console.log(name, JSON.stringify({ firstCallMs, p95: measured.latencyMs.p95, ratio: measured.ratioToBaseline }));
    }
    return { data: { ...REPORT_DATA, rollupRows: rows[0].rows, seedSeconds }, ...figures };
  } finally {
    child.kill();
  }
}
