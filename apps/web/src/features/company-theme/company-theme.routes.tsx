import type { Access } from '@niaga/shared';
import { IconPalette } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** HQ and staff see the theme; only HQ changes it (like the API). */
export const COMPANY_THEME_ACCESS = {
  read: { roles: ['hq', 'staff'] },
  edit: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const { ThemeSettingsPage } = lazyPages({ ThemeSettingsPage: () => import('./theme-settings-page') });

export const { routes: companyThemeProtectedRoutes, menu: companyThemeMenu } = featurePages([
  {
    path: '/company/theme',
    element: <ThemeSettingsPage />,
    titleKey: 'companyTheme.menu',
    access: COMPANY_THEME_ACCESS.read,
    menu: IconPalette,
  },
]);
