import { SETTLEMENT_ACCESS } from '@niaga/shared';
import { IconBuildingBank } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

const { SettlementReportPage } = lazyPages({ SettlementReportPage: () => import('./settlement-report-page') });

/** /settlement-report: HQ only (docs/decisions.md "Settlement report"). */
export const { routes: settlementProtectedRoutes, menu: settlementMenu } = featurePages([
  {
    path: '/settlement-report',
    element: <SettlementReportPage />,
    titleKey: 'settlement.menu',
    access: SETTLEMENT_ACCESS,
    menu: IconBuildingBank,
  },
]);
