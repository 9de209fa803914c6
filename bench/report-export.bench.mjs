// Issue 21 "an xlsx export of 1,000,000 rows finishing with peak memory ≤ 300 MB": the transaction report of two
// years (1,000,000 orders of 100,000 agents, the master report bench's data) exported to xlsx and to CSV through
// the export job, as HQ does from /reporting. The API process's resident memory is sampled every 100 ms while the
// job runs; its peak is the figure. GET /api/user/detail is measured in the same run: the export's rows written per
// second are reported as a ratio to the baseline's requests per second.

import { login, measureBaseline, recreateDatabase, round, rssMegabytes, startServer } from './lib.mjs';
import { seed } from './master-report.bench.mjs';

const TARGET_PEAK_MB = 300;
const day = (date) => date.toISOString().slice(0, 10);

async function exportOnce(base, hq, pid, format, filters) {
  const headers = { authorization: `Bearer ${hq}`, host: 'localhost', 'content-type': 'application/json' };
  const before = rssMegabytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMegabytes(pid));
  }, 100);
  const started = performance.now();
  try {
    const answer = await fetch(`${base}/api/report/export`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ source: 'transaction-list', format, filters }),
    });
    const { data } = await answer.json();
    if (!answer.ok) throw new Error(`export: ${answer.status}`);
    for (;;) {
      const status = await (await fetch(`${base}/api/report/export/${data.id}`, { headers })).json();
      if (status.data.status === 'failed') throw new Error(`export failed: ${status.data.error}`);
      if (status.data.status === 'done') {
        const seconds = (performance.now() - started) / 1000;
        const file = await fetch(`${base}${status.data.downloadUrl}`, { headers });
        const bytes = (await file.arrayBuffer()).byteLength;
        return {
          rows: status.data.rowsDone,
          seconds: round(seconds),
          rowsPerSecond: Math.round(status.data.rowsDone / seconds),
          fileMegabytes: round(bytes / 1e6),
          rssBeforeMb: before,
          peakRssMb: peak,
          targetPeakMb: TARGET_PEAK_MB,
          met: peak <= TARGET_PEAK_MB,
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    clearInterval(sampler);
  }
}

export async function run() {
  const databaseUrl = await recreateDatabase('niaga_bench_report_export');
  // As docs/running.md advises for the instances that run jobs: a heap limit, so a long export's garbage is collected.
  const { child, base } = await startServer({
    databaseUrl,
    port: 3922,
    env: { RUN_JOBS: 'true' },
    nodeArgs: ['--max-old-space-size=160'],
  });
  try {
    const seedSeconds = await seed(databaseUrl);
    const hq = await login(base, 'hq@demo.niaga.test', 'hq');
    const now = new Date();
    const filters = { from: day(new Date(now.getTime() - 2 * 365 * 86_400_000)), to: day(now) };
    const baseline = await measureBaseline({ base, token: hq, connections: 10, seconds: 5 });
    const figures = {};
    for (const format of ['xlsx', 'csv']) {
      const measured = await exportOnce(base, hq, child.pid, format, filters);
      figures[format] = {
        ...measured,
        ratioToBaseline: Math.round((measured.rowsPerSecond / baseline.requestsPerSecond) * 1000) / 1000,
      };
      console.log(format, JSON.stringify(figures[format]));
    }
    return { data: { filters, seedSeconds }, baseline, ...figures };
  } finally {
    child.kill();
  }
}
