import { type AgentDetail, type AgentListQuery, agentListQuery } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { toAccount } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';
import { agentFilters, eachAgent, findAgents } from './agents.repo.js';
import { historyOf } from './history.repo.js';
import { monthOf } from './sales.repo.js';
import { agentScope } from './scope.js';

/** The agent database (spec §3 "Agent"), with this month's sales in the company's time zone. */
export async function listAgents(deps: AppDeps, ctx: RequestContext, input: AgentListQuery) {
  const query = agentListQuery.parse(input);
  const where = agentFilters(await agentScope(deps.db, ctx), query, ctx.user.company.timeZone);
  const { rows, total } = await findAgents(deps.db, ctx.companyId, where, query, monthOf(ctx.user.company.timeZone));
  return { items: rows, total, page: query.page, limit: query.limit };
}

export async function agentDetail(deps: AppDeps, ctx: RequestContext, agentId: string): Promise<AgentDetail> {
  const scope = await agentScope(deps.db, ctx, true);
  const month = monthOf(ctx.user.company.timeZone);
  const { rows } = await findAgents(
    deps.db,
    ctx.companyId,
    and(scope, eq(users.id, agentId))!,
    agentListQuery.parse({ limit: 1 }),
    month,
  );
  const row = rows[0];
  if (!row) throw notFound();
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.id, agentId)));
  if (!user) throw notFound();
  const people = async (id: string | null) => {
    if (!id) return null;
    const [person] = await deps.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.companyId, ctx.companyId), eq(users.id, id)));
    return person ?? null;
  };
  return {
    ...row,
    username: user.username ?? '',
    introducer: await people(user.introducerId),
    uplineHelper: await people(user.helperId),
    account: { ...toAccount(user), photoUrl: user.photoUrl },
    bank: user.bank,
    social: user.social as Record<string, string>,
    history: await historyOf(deps.db, ctx.companyId, agentId),
  };
}

const COLUMNS = [
  { header: 'Name', key: 'name', width: 28 },
  { header: 'Email', key: 'email', width: 30 },
  { header: 'Phone', key: 'phone', width: 16 },
  { header: 'Level', key: 'level', width: 14 },
  { header: 'Upline', key: 'upline', width: 24 },
  { header: 'Status', key: 'status', width: 10 },
  { header: 'Joined', key: 'joined', width: 12 },
  { header: 'State', key: 'state', width: 16 },
  { header: 'Recruits', key: 'recruits', width: 10 },
  { header: 'Downline', key: 'downline', width: 10 },
  { header: 'Personal sales', key: 'ps', width: 16 },
  { header: 'Group sales', key: 'gs', width: 16 },
  { header: 'TPGS', key: 'tpgs', width: 16 },
  { header: 'Side group sales', key: 'side', width: 16 },
];

/** The agent database as an xlsx workbook, with the same filters as the list; money in ringgit (or rupiah). */
export async function exportAgents(deps: AppDeps, ctx: RequestContext, input: AgentListQuery): Promise<Buffer> {
  const query = agentListQuery.parse(input);
  const timeZone = ctx.user.company.timeZone;
  const where = agentFilters(await agentScope(deps.db, ctx), query, timeZone);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Agents');
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  const money = (sen: number) => sen / 100;
  for await (const rows of eachAgent(deps.db, ctx.companyId, where, monthOf(timeZone))) {
    for (const row of rows) {
      sheet.addRow({
        name: row.name,
        email: row.email,
        phone: row.phone,
        level: row.level?.name,
        upline: row.upline?.name ?? 'HQ',
        status: row.status,
        joined: row.joinedAt.slice(0, 10),
        state: row.state,
        recruits: row.recruits,
        downline: row.downlineCount,
        ps: money(row.sales.ps),
        gs: money(row.sales.gs),
        tpgs: money(row.sales.tpgs),
        side: money(row.sales.sideGroupSales),
      });
    }
  }
  for (const key of ['ps', 'gs', 'tpgs', 'side']) sheet.getColumn(key).numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
