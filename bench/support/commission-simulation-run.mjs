// The simulation part of bench/commission-close.bench.mjs, in a process of its own (its peak memory its own): the
// closed month simulated under the plan version in force for it (as HQ's "Simulate" runs it, through the job's
// function), which must equal what was paid; prints JSON. The simulation's rows are removed afterwards.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { measured } from './measured.mjs';

const dist = process.env.CLOSE_API_DIST ?? new URL('../../apps/api/dist', import.meta.url).pathname;
const { openDatabase } = await import(`${dist}/db/client.js`);
const { ensureFirstVersion, versionInForce } = await import(`${dist}/modules/commission/plan-versions.repo.js`);
const { runSimulation } = await import(`${dist}/modules/commission/plan-simulation.js`);

const [databaseUrl, month] = process.argv.slice(2);
const period = `${month}-01`;
const database = openDatabase({ url: databaseUrl, dataDir: '', poolSize: 2 });
const { db } = database;
// The bench's company was seeded without a plan version: version 1 is its live plan, as the first edit makes it.
await ensureFirstVersion(db, 'demo');
const version = await versionInForce(db, 'demo', period);
const id = randomUUID();
await db.execute(sql`insert into commission_plan_simulations (company_id, id, version_id, month, created_by_name)
  values ('demo', ${id}, ${version.id}, ${period}::date, 'bench')`);
const startRssMb = Math.round(process.memoryUsage().rss / 1048576);
const simulation = await measured(() => runSimulation({ db }, { companyId: 'demo', id }));
const [row] = (
  await db.execute(
    sql`select status, summary from commission_plan_simulations where company_id = 'demo' and id = ${id}`,
  )
).rows;
await db.execute(
  sql`delete from commission_plan_simulation_agents where company_id = 'demo' and simulation_id = ${id}`,
);
await db.execute(sql`delete from commission_plan_simulations where company_id = 'demo' and id = ${id}`);
await database.close();
const { agents, paid, simulated, changedAgents } = row.summary ?? {};
console.log(
  JSON.stringify({
    startRssMb,
    simulation: { ...simulation, status: row.status, agents, paid, simulated, changedAgents },
    processMaxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
