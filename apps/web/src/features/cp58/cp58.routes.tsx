import type { Access, UserDetail } from '@niaga/shared';
import { IconFileCertificate, IconReportMoney } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** CP58 is commission data: HQ (company admin) issues and lists, an agent reads its own (not staff). */
export const CP58_ACCESS = {
  agent: { roles: ['agent'] },
  hq: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const { Cp58Page, HqCp58Page } = lazyPages({
  Cp58Page: () => import('./cp58-page'),
  HqCp58Page: () => import('./hq-cp58-page'),
});

/** The menu shows them only while the company's CP58 feature is on (the pages say so when it is off). */
const shown = (user: UserDetail) => user.control.cp58_feature;

export const { routes: cp58ProtectedRoutes, menu: cp58Menu } = featurePages([
  {
    path: '/cp58',
    element: <Cp58Page />,
    titleKey: 'cp58.menu',
    access: CP58_ACCESS.agent,
    menu: IconFileCertificate,
    shown,
  },
  {
    path: '/hqCP58',
    element: <HqCp58Page />,
    titleKey: 'cp58.hqMenu',
    access: CP58_ACCESS.hq,
    menu: IconReportMoney,
    shown,
  },
]);
