import { type Access, STORE_KIND_PATHS, STORE_KINDS, type StoreKind, type UserDetail } from '@niaga/shared';
import { IconBuildingStore, IconSchool, IconShare, IconUsers } from '@tabler/icons-react';
import { featurePages, type PageSpec } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** Who may open each screen (the API decides the same: docs/decisions.md "Stores (issue 22): store admin"). */
export const STORE_ACCESS = {
  agent: { roles: ['agent'] },
  read: { roles: ['hq', 'staff'] },
  moderate: { roles: ['hq', 'staff'], permission: 'promote_demote_suspend' },
} as const satisfies Record<string, Access>;

const {
  StoreRegisterPage,
  StoreAccountPage,
  StoreSetupPage,
  StoreSummaryPage,
  BannerListPage,
  BannerFormPage,
  CompanyStorePage,
  CustomerDatabasePage,
} = lazyPages({
  StoreRegisterPage: () => import('./store-register-page'),
  StoreAccountPage: () => import('./store-account-page'),
  StoreSetupPage: () => import('./store-setup-page'),
  StoreSummaryPage: () => import('./store-summary-page'),
  BannerListPage: () => import('./banner-list-page'),
  BannerFormPage: () => import('./banner-form-page'),
  CompanyStorePage: () => import('./company-store-page'),
  CustomerDatabasePage: () => import('./customer-database-page'),
});

/** The company switched the kind on (the user detail's control object). */
const KIND_SWITCH: Record<StoreKind, (user: UserDetail) => boolean> = {
  ejen_store: (user) => !!user.control?.ejen_store_status,
  go_affiliate: (user) => !!user.control?.go_affiliate_status,
  e_koop: (user) => !!user.control?.e_koop_status,
};
const MENU_ICONS = { ejen_store: IconBuildingStore, go_affiliate: IconShare, e_koop: IconSchool } as const;

/** One set of pages per kind, the same components: the summary is the menu entry, the others are its tabs. */
function kindPages(kind: StoreKind): PageSpec[] {
  const base = `/${STORE_KIND_PATHS[kind]}`;
  const page = (path: string, element: PageSpec['element'], titleKey: string): PageSpec => ({
    path: `${base}${path}`,
    element,
    titleKey,
    access: STORE_ACCESS.agent,
  });
  return [
    {
      ...page('', <StoreSummaryPage kind={kind} />, `stores.kind.${kind}`),
      menu: MENU_ICONS[kind],
      shown: KIND_SWITCH[kind],
    },
    page('/store-summary', <StoreSummaryPage kind={kind} />, 'stores.page.store-summary'),
    page('/register', <StoreRegisterPage kind={kind} />, 'stores.page.register'),
    page('/account', <StoreAccountPage kind={kind} />, 'stores.page.account'),
    page('/setup', <StoreSetupPage kind={kind} />, 'stores.page.setup'),
  ];
}

export const { routes: storeProtectedRoutes, menu: storeMenu } = featurePages([
  ...STORE_KINDS.flatMap(kindPages),
  { path: '/e-koop/banner', element: <BannerListPage />, titleKey: 'stores.page.banner', access: STORE_ACCESS.agent },
  {
    path: '/e-koop/banner/new',
    element: <BannerFormPage />,
    titleKey: 'stores.banner.new',
    access: STORE_ACCESS.agent,
  },
  {
    path: '/company-store',
    element: <CompanyStorePage />,
    titleKey: 'stores.database.title',
    access: STORE_ACCESS.read,
    menu: IconBuildingStore,
  },
  {
    path: '/customer-database',
    element: <CustomerDatabasePage />,
    titleKey: 'stores.customers.title',
    access: STORE_ACCESS.read,
    menu: IconUsers,
  },
]);
