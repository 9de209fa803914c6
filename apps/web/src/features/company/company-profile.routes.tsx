import type { Access } from '@niaga/shared';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** The registered business is HQ's (company admin) alone, like the API. */
export const COMPANY_PROFILE_ACCESS = { roles: ['hq'] } as const satisfies Access;

const { CompanyProfilePage } = lazyPages({ CompanyProfilePage: () => import('./company-profile-page') });

export const { routes: companyProfileProtectedRoutes, menu: companyProfileMenu } = featurePages([
  {
    path: '/company',
    element: <CompanyProfilePage />,
    titleKey: 'companyProfile.menu',
    access: COMPANY_PROFILE_ACCESS,
    menu: IconBuildingSkyscraper,
  },
]);
