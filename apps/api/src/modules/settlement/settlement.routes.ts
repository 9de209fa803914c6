import {
  companyMoneyBalance as companyMoneyBalanceSchema,
  idText,
  recordSettlementInput,
  SETTLEMENT_ACCESS,
  settlementPaymentRow,
  settlementRecorded,
  settlementReportQuery,
  settlementReport as settlementReportSchema,
} from '@niaga/shared';
import { z } from 'zod';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { companyMoneyBalance, recordSettlement, settlementPayment, settlementReport } from './settlement.service.js';

/** The settlement report (/settlement-report, spec §7) and the company-money balance: HQ only. */
export function registerSettlementRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['settlement'] });
  const access = SETTLEMENT_ACCESS;
  r.get(
    '/api/settlement/report-data',
    {
      access,
      summary: 'Gateway payments of the period: collected, fees, net, settled and pending, per day, and the list',
      query: settlementReportQuery,
      response: settlementReportSchema,
    },
    (request) => settlementReport(deps, contextOf(request), request.query),
  );
  r.get(
    '/api/settlement/payment/:id',
    {
      access,
      summary: 'One gateway payment with its fee, its order and the settlement that covers it',
      params: z.object({ id: idText() }),
      response: settlementPaymentRow,
    },
    (request) => settlementPayment(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/settlement/record',
    {
      access,
      summary: 'Record a bank settlement (date, bank reference, amount) for collected payments, in one transaction',
      body: recordSettlementInput,
      response: settlementRecorded,
      message: 'settlement.recorded',
    },
    (request) => recordSettlement(deps, contextOf(request), request.body),
  );
  r.get(
    '/api/company-money/balance',
    {
      access,
      summary: "The company's gateway money to date: collected, fees, net, settled to the bank and pending",
      response: companyMoneyBalanceSchema,
    },
    (request) => companyMoneyBalance(deps, contextOf(request)),
  );
}
