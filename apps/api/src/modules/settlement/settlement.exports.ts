import { SETTLEMENT_ACCESS, settlementFilters, translate } from '@niaga/shared';
import { type ExportSource, registered } from '../reports/export-source.js';
import { countSettlementPayments, eachSettlementPayment } from './settlement.service.js';

const settlementDownload: ExportSource<typeof settlementFilters> = {
  name: 'settlement',
  access: SETTLEMENT_ACCESS,
  filters: settlementFilters,
  fileName: (filters) => `settlement-${filters.from}-${filters.to}`,
  columns: (language) =>
    (
      [
        ['createdAt', 'datetime'],
        ['paidAt', 'datetime'],
        ['provider', 'text'],
        ['payType', 'text'],
        ['orderReferenceNo', 'text'],
        ['payer', 'text'],
        ['providerRef', 'text'],
        ['amount', 'money'],
        ['fee', 'money'],
        ['net', 'money'],
        ['status', 'text'],
        ['bankReference', 'text'],
        ['settledOn', 'date'],
      ] as const
    ).map(([key, kind]) => ({ key, kind, header: translate(language, `settlement.col.${key}`) })),
  count: countSettlementPayments,
  rows: eachSettlementPayment,
};

/** The settlement report's download (spec §7 "downloaddata"), registered in reports/export-sources.ts. */
export const SETTLEMENT_EXPORTS = [registered(settlementDownload)];
