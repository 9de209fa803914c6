import type { Access } from '@niaga/shared';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';

/** The registered business is HQ's (company admin) alone, like the API. */
export const COMPANY_PROFILE_ACCESS = { roles: ['hq'] } as const satisfies Access;

const CompanyProfilePage = lazyPage(
  () => import('./company-profile-page'),
  (m) => m.CompanyProfilePage,
);

const handle: RouteHandle = { titleKey: 'companyProfile.menu', access: COMPANY_PROFILE_ACCESS };

export const companyProfileProtectedRoutes: RouteObject[] = [
  { path: '/company', element: <CompanyProfilePage />, handle },
];

export const companyProfileMenu: MenuEntry[] = [
  {
    path: '/company',
    labelKey: 'companyProfile.menu',
    icon: IconBuildingSkyscraper,
    access: COMPANY_PROFILE_ACCESS,
  },
];
