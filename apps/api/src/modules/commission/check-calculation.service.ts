import {
  type CalculationInput,
  type CheckCalculation,
  type CheckCalculationQuery,
  type CommissionInputs,
  type Currency,
  clawbackExplanation,
  commissionFormula,
  MONTHLY_COMMISSION_TYPES,
  type MonthlyCommissionType,
  percentOf,
} from '@niaga/shared';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { lastClosedMonth } from './ledger.repo.js';
import { rankedOnInputs } from './ranked-on-inputs.js';
import { agentOf, companyOf, entryById } from './statement.repo.js';
import { agentRef, orderOf, short } from './statement.service.js';

/** The inputs of a formula, each named for the web to label. */
function labelledInputs(inputs: CommissionInputs): CalculationInput[] {
  switch (inputs.kind) {
    case 'differential':
      return [
        { key: 'productName', value: inputs.productName, format: 'text' },
        { key: 'priceBelow', value: inputs.priceBelow, format: 'money' },
        { key: 'ownPrice', value: inputs.ownPrice, format: 'money' },
        { key: 'quantity', value: inputs.quantity, format: 'count' },
      ];
    case 'storeProfit':
      return [
        { key: 'productName', value: inputs.productName, format: 'text' },
        { key: 'storePrice', value: inputs.storePrice, format: 'money' },
        { key: 'levelPrice', value: inputs.levelPrice, format: 'money' },
        { key: 'quantity', value: inputs.quantity, format: 'count' },
      ];
    case 'perUnit':
      // The recruit commission alone (no product, nothing per unit) shows only itself.
      return [
        ...(inputs.productName ? [{ key: 'productName', value: inputs.productName, format: 'text' } as const] : []),
        ...(inputs.perUnit !== 0 && inputs.quantity !== 0
          ? ([
              { key: 'perUnit', value: inputs.perUnit, format: 'money' },
              { key: 'quantity', value: inputs.quantity, format: 'count' },
            ] as const)
          : []),
        ...(inputs.once ? [{ key: 'once', value: inputs.once, format: 'money' } as const] : []),
      ];
    case 'percent':
      return [
        ...(inputs.rankName ? [{ key: 'rank', value: inputs.rankName, format: 'text' } as const] : []),
        ...(inputs.legRankName ? [{ key: 'legRank', value: inputs.legRankName, format: 'text' } as const] : []),
        { key: inputs.baseLabel, value: inputs.base, format: 'money' },
        { key: 'percentage', value: inputs.basisPoints, format: 'percent' },
      ];
    case 'performance':
      return [
        ...(inputs.rankName ? [{ key: 'rank', value: inputs.rankName, format: 'text' } as const] : []),
        { key: 'percentage', value: inputs.basisPoints, format: 'percent' },
        { key: 'tpgs', value: inputs.tpgs, format: 'money' },
        { key: 'ownShare', value: inputs.tpgs > 0 ? percentOf(inputs.tpgs, inputs.basisPoints) : 0, format: 'money' },
        {
          key: 'legDeductions',
          value: inputs.legs.reduce((total, leg) => total + leg.deduction, 0),
          format: 'money',
        },
      ];
    case 'reversal':
      return [{ key: 'originalAmount', value: inputs.originalAmount, format: 'money' }];
    case 'clawback':
      return [
        { key: 'was', value: inputs.was, format: 'money' },
        { key: 'now', value: inputs.now, format: 'money' },
      ];
  }
}

const isMonthlyType = (type: string): type is MonthlyCommissionType =>
  (MONTHLY_COMMISSION_TYPES as readonly string[]).includes(type);

export async function checkCalculation(
  deps: AppDeps,
  ctx: RequestContext,
  query: CheckCalculationQuery,
): Promise<CheckCalculation> {
  const [company, lastClosed] = await Promise.all([
    companyOf(deps.db, ctx.companyId),
    lastClosedMonth(deps.db, ctx.companyId),
  ]);
  const entry = await entryById(deps.db, ctx.companyId, query.id, lastClosed);
  // An agent opens only its own entries; HQ any of the company. Anything else is "not found".
  if (!entry || (ctx.user.role === 'agent' && entry.beneficiaryId !== ctx.user.id)) throw notFound();
  const [beneficiary, reversed] = await Promise.all([
    agentOf(deps.db, ctx.companyId, entry.beneficiaryId),
    entry.reversesId ? entryById(deps.db, ctx.companyId, entry.reversesId, lastClosed) : null,
  ]);
  const currency: Currency = company.currency;
  return {
    id: entry.id,
    type: entry.type,
    amount: entry.amount,
    status: entry.status,
    period: short(entry.period),
    createdAt: entry.createdAt.toISOString(),
    currency,
    formula: commissionFormula(entry.inputs, entry.amount, currency),
    kind: entry.inputs.kind,
    inputs: [...labelledInputs(entry.inputs), ...rankedOnInputs(entry.inputs)],
    legs:
      entry.inputs.kind === 'performance'
        ? entry.inputs.legs.map((leg) => ({
            ...leg,
            rankName: leg.rankName ?? null,
            paid: leg.paid ?? null,
            cap: leg.cap ?? null,
          }))
        : [],
    beneficiary: beneficiary
      ? agentRef(beneficiary)
      : { id: entry.beneficiaryId, name: entry.beneficiaryId, levelName: null },
    sourceAgent:
      entry.sourceAgentId && entry.sourceAgentName ? { id: entry.sourceAgentId, name: entry.sourceAgentName } : null,
    order: orderOf(entry),
    reverses: reversed
      ? {
          id: reversed.id,
          type: reversed.type,
          amount: reversed.amount,
          period: short(reversed.period),
          formula: commissionFormula(reversed.inputs, reversed.amount, currency),
        }
      : null,
    clawback:
      entry.inputs.kind === 'clawback' && isMonthlyType(entry.type)
        ? {
            text: clawbackExplanation(ctx.language, entry.type, entry.inputs, currency),
            month: short(entry.inputs.month),
            orderId: entry.inputs.orderId,
            orderRef: entry.inputs.orderRef,
          }
        : null,
  };
}
