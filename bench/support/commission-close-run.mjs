// The measured part of bench/commission-close.bench.mjs, in a process of its own so its peak memory is the close's
// alone (not the seed's): closes the month, closes it again (409, nothing loaded), then a late refund of one of the
// month's orders (its sales taken out as the network module does, then the clawback recompute), and prints JSON.
import { sql } from 'drizzle-orm';
import { measured } from './measured.mjs';

// Another build to compare with (the code before a change): CLOSE_API_DIST=/path/to/apps/api/dist.
const dist = process.env.CLOSE_API_DIST ?? new URL('../../apps/api/dist', import.meta.url).pathname;
const { openDatabase } = await import(`${dist}/db/client.js`);
const { closeCommissionMonth } = await import(`${dist}/modules/commission/close.js`);
const { clawBackLateRefund } = await import(`${dist}/modules/commission/late-refund.js`);

const [databaseUrl, month, orderId] = process.argv.slice(2);

const database = openDatabase({ url: databaseUrl, dataDir: '', poolSize: 2 });
const { db } = database;
const startRssMb = Math.round(process.memoryUsage().rss / 1048576);
const close = () => closeCommissionMonth(db, 'demo', month, { name: 'bench', now: new Date() });
const phases = {};
// Peak RSS per phase: the phase under way is the one after the last that `phases` has timed.
const PHASES = ['check', 'load', 'compute', 'ranks', 'entries', 'commit'];
const phasePeakRssMb = {};
const sampler = setInterval(() => {
  const phase = PHASES[Object.keys(phases).length];
  phasePeakRssMb[phase] = Math.max(phasePeakRssMb[phase] ?? 0, Math.round(process.memoryUsage().rss / 1048576));
}, 20);
const first = await measured(() => closeCommissionMonth(db, 'demo', month, { name: 'bench', now: new Date(), phases }));
clearInterval(sampler);
const again = await measured(close);
// Rolled back once measured, so the seeded month stays as it was (CLOSE_REUSE runs again on it).
const rolledBack = new Error('measured');
let clawbacks = 0;
const lateRefund = await measured(() =>
  db
    .transaction(async (tx) => {
      const order = (
        await tx.execute(sql`select o.buyer_id, o.subtotal::float8 as amount, o.total_units::int as units, u.path
          from orders o join users u on u.company_id = o.company_id and u.id = o.buyer_id
          where o.company_id = 'demo' and o.id = ${orderId}`)
      ).rows[0];
      // The network module's part of the refund: the order's sales leave the month (PS of the buyer, GS up its path).
      await tx.execute(sql`update agent_monthly_sales s set
          ps_amount = ps_amount - case when s.agent_id = ${order.buyer_id} then ${order.amount} else 0 end,
          gs_amount = gs_amount - case when s.agent_id = ${order.buyer_id} then 0 else ${order.amount} end
        from users u where u.company_id = 'demo' and s.company_id = 'demo' and s.month = ${`${month}-01`}::date
          and u.id = s.agent_id
          and u.tree_no = any(string_to_array(trim(both '/' from ${order.path}::text), '/')::bigint[])`);
      await clawBackLateRefund(tx, {
        companyId: 'demo',
        orderId,
        buyerId: order.buyer_id,
        agentId: order.buyer_id,
        amount: Number(order.amount),
        units: Number(order.units),
        at: new Date(),
        countedAt: new Date(`${month}-15T00:00:00Z`),
      });
      clawbacks = (
        await tx.execute(sql`select count(*)::int as n from commission_entries
          where company_id = 'demo' and inputs->>'kind' = 'clawback' and inputs->>'orderId' = ${orderId}`)
      ).rows[0].n;
      throw rolledBack;
    })
    .catch((error) => {
      if (error !== rolledBack) throw error;
      return { clawbacks };
    }),
);
await database.close();
console.log(
  JSON.stringify({
    startRssMb,
    close: { ...first, phases, phasePeakRssMb },
    closeAgain: again,
    lateRefund,
    processMaxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
