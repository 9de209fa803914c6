import { agentListQuery } from '@niaga/shared';
import { access } from '../../platform/access.js';
import { columnsOf, type ExportSource } from '../reports/export-source.js';
import { keysetRows } from '../reports/keyset-rows.js';
import { agentFilters, agentsAfter, findAgents } from './agents.repo.js';
import { monthOf } from './sales.repo.js';
import { agentScope } from './scope.js';

/**
 * The agent database as a file (HQ and staff: every agent; an agent: its downline), the list's filters, by name;
 * this month's sales in the company's time zone.
 */
export const agentDatabaseExport: ExportSource<typeof agentListQuery> = {
  name: 'agent-database',
  access: access.team,
  filters: agentListQuery,
  fileName: () => `agents-${new Date().toISOString().slice(0, 10)}`,
  columns: columnsOf('masterReport.col', [
    ['agent', 'text'],
    ['email', 'text'],
    ['phone', 'text'],
    ['level', 'text'],
    ['upline', 'text'],
    ['status', 'text'],
    ['joinedAt', 'date'],
    ['state', 'text'],
    ['recruits', 'number'],
    ['downline', 'number'],
    ['ps', 'money'],
    ['gs', 'money'],
    ['tpgs', 'money'],
    ['sideGroupSales', 'money'],
  ]),
  async count(deps, ctx, filters) {
    const where = agentFilters(await agentScope(deps.db, ctx), filters, ctx.user.company.timeZone);
    const month = monthOf(ctx.user.company.timeZone);
    return (await findAgents(deps.db, ctx.companyId, where, { ...filters, limit: 1 }, month)).total;
  },
  async *rows(deps, ctx, filters) {
    const where = agentFilters(await agentScope(deps.db, ctx), filters, ctx.user.company.timeZone);
    const month = monthOf(ctx.user.company.timeZone);
    const pages = keysetRows(
      (after: { name: string; id: string } | null, limit) =>
        agentsAfter(deps.db, ctx.companyId, where, month, after, limit),
      (row) => ({ name: row.name, id: row.id }),
      1_000,
    );
    for await (const row of pages) {
      yield {
        agent: row.name,
        email: row.email,
        phone: row.phone,
        level: row.level?.name,
        upline: row.upline?.name ?? 'HQ',
        status: row.status,
        joinedAt: row.joinedAt,
        state: row.state,
        recruits: row.recruits,
        downline: row.downlineCount,
        ps: row.sales.ps,
        gs: row.sales.gs,
        tpgs: row.sales.tpgs,
        sideGroupSales: row.sales.sideGroupSales,
      };
    }
  },
};
