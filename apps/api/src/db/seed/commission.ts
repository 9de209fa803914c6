import { sql } from 'drizzle-orm';
import { closeCommissionMonth } from '../../modules/commission/close.js';
import { nextMonth } from '../../modules/commission/periods.js';
import { monthOf } from '../../modules/network/sales.repo.js';
import type { Db, Tx } from '../client.js';

type DemoAgents = { agent1: string; agent2: string; agent3: string; agent4: string; agent5: string };

/** The month before `month` (both YYYY-MM-01). */
const monthBefore = (month: string) => {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNo - 2, 1)).toISOString().slice(0, 10);
};

/**
 * What the commission screens need to show something on a fresh `npm start`: the company's registration (printed
 * on documents and CP58), three commission ranks, the agents' bank details, and last month's sales, closed, so the
 * monthly commissions are payable and a payout can be requested at once. This month's entries come from orders the
 * demo user places. Last month's sales (RM) follow the tree: Aminah 1,000 with Badrul 1,500 → Chandra 900 →
 * Devi 1,200 below her, and Elena 2,000.
 */
export async function seedDemoCommission(tx: Tx, companyId: string, agents: DemoAgents, stockistLevelId: string) {
  await tx.execute(sql`
    update companies set company_roc = '202401012345 (1550000-X)', tin = 'C23456789010',
      msic_code = '46909', msic_description = 'Wholesale of a variety of goods without any particular specialization n.e.c.',
      address1 = 'Level 8, Menara Niaga', address2 = 'Jalan Tun Razak', postcode = '50400', city = 'Kuala Lumpur',
      state = 'Wilayah Persekutuan Kuala Lumpur', country = 'MY', phone_code = '+60', phone = '321234567', email = 'hq@demo.niaga.test',
      features = features || '{"cp58Feature": true, "minPayout": 5000}'::jsonb
    where id = ${companyId}`);
  await tx.execute(
    sql`update levels set leadership_bp = 200 where company_id = ${companyId} and id = ${stockistLevelId}`,
  );
  await tx.execute(sql`
    insert into commission_ranks (company_id, id, position, name, personal_sales, total_personal_group_sales,
      side_group_sales, commission_bp, personal_level_bp, is_leadership, benefits)
    values (${companyId}, 'demo-bronze', 1, 'Bronze', 50000, 0, 0, 300, 200, false, '{}'),
           (${companyId}, 'demo-silver', 2, 'Silver', 50000, 300000, 0, 600, 300, false, '{}'),
           (${companyId}, 'demo-gold', 3, 'Gold', 100000, 600000, 100000, 900, 400, true, '{"Annual trip"}')`);
  const banks = [
    [agents.agent1, 'Maybank (Malayan Banking Berhad)', 'Aminah Stockist', '514011112222'],
    [agents.agent2, 'CIMB Bank Berhad', 'Badrul Dealer', '8001222233'],
    [agents.agent3, 'Public Bank Berhad', 'Chandra Agent', '3161333344'],
    [agents.agent4, 'RHB Bank Berhad', 'Devi Agent', '21214444555566'],
    [agents.agent5, 'Hong Leong Bank Berhad', 'Elena Dealer', '04515555666'],
  ] as const;
  for (const [agentId, bankName, accountName, accountNumber] of banks)
    await tx.execute(sql`
      update users set bank = ${JSON.stringify({ bankCountry: 'MY', bankName, accountName, accountNumber })}::jsonb,
        identity_no = coalesce(identity_no, '900101-14-' || lpad((tree_no % 10000)::text, 4, '0'))
      where company_id = ${companyId} and id = ${agentId}`);

  const lastMonth = monthBefore(monthOf('Asia/Kuala_Lumpur'));
  const sales: Array<[string, number, number]> = [
    [agents.agent1, 100_000, 560_000],
    [agents.agent2, 150_000, 210_000],
    [agents.agent3, 90_000, 120_000],
    [agents.agent4, 120_000, 0],
    [agents.agent5, 200_000, 0],
  ];
  for (const [agentId, ps, gs] of sales)
    await tx.execute(sql`
      insert into agent_monthly_sales (company_id, agent_id, month, ps_amount, ps_units, gs_amount, gs_units)
      values (${companyId}, ${agentId}, ${lastMonth}::date, ${ps}, ${Math.round(ps / 5_000)}, ${gs}, ${Math.round(gs / 5_000)})`);
  // Closed as the job would on the 1st of this month.
  await closeCommissionMonth(tx as unknown as Db, companyId, lastMonth.slice(0, 7), {
    name: null,
    now: new Date(`${nextMonth(lastMonth)}T01:00:00Z`),
  });
}
