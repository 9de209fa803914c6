import type { Access } from '@niaga/shared';
import { IconHierarchy3, IconReceiptTax, IconToggleRight } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** HQ and staff read the company's switches and network rules; only HQ changes them (like the API). */
export const COMPANY_FEATURES_ACCESS = {
  read: { roles: ['hq', 'staff'] },
  edit: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const { ControlFeaturesPage, NetworkSettingsPage, TaxSettingsPage } = lazyPages({
  ControlFeaturesPage: () => import('./control-features-page'),
  NetworkSettingsPage: () => import('./network-settings-page'),
  TaxSettingsPage: () => import('./tax-settings-page'),
});

export const { routes: companyFeaturesProtectedRoutes, menu: companyFeaturesMenu } = featurePages([
  {
    path: '/company/features',
    element: <ControlFeaturesPage />,
    titleKey: 'companyFeatures.menu',
    access: COMPANY_FEATURES_ACCESS.read,
    menu: IconToggleRight,
  },
  {
    path: '/company/network',
    element: <NetworkSettingsPage />,
    titleKey: 'companyNetwork.menu',
    access: COMPANY_FEATURES_ACCESS.read,
    menu: IconHierarchy3,
  },
  {
    path: '/company/tax',
    element: <TaxSettingsPage />,
    titleKey: 'taxSettings.menu',
    access: COMPANY_FEATURES_ACCESS.read,
    menu: IconReceiptTax,
  },
]);
