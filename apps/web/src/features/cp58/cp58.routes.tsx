import type { Access, UserDetail } from '@niaga/shared';
import { IconFileCertificate, IconReportMoney } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';

/** CP58 is commission data: HQ (company admin) issues and lists, an agent reads its own (not staff). */
export const CP58_ACCESS = {
  agent: { roles: ['agent'] },
  hq: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const Cp58Page = lazyPage(
  () => import('./cp58-page'),
  (m) => m.Cp58Page,
);
const HqCp58Page = lazyPage(
  () => import('./hq-cp58-page'),
  (m) => m.HqCp58Page,
);

const handle = (titleKey: string, access: Access): RouteHandle => ({ titleKey, access });

export const cp58ProtectedRoutes: RouteObject[] = [
  { path: '/cp58', element: <Cp58Page />, handle: handle('cp58.menu', CP58_ACCESS.agent) },
  { path: '/hqCP58', element: <HqCp58Page />, handle: handle('cp58.hqMenu', CP58_ACCESS.hq) },
];

/** Shown only while the company's CP58 feature is on (the pages say so when it is off). */
const cp58On = (user: UserDetail) => user.control.cp58_feature;

export const cp58Menu: MenuEntry[] = [
  {
    path: '/cp58',
    labelKey: 'cp58.menu',
    icon: IconFileCertificate,
    access: CP58_ACCESS.agent,
    shown: cp58On,
  },
  {
    path: '/hqCP58',
    labelKey: 'cp58.hqMenu',
    icon: IconReportMoney,
    access: CP58_ACCESS.hq,
    shown: cp58On,
  },
];
