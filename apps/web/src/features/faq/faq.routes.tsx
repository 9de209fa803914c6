import type { Access } from '@niaga/shared';
import { IconHelpCircle } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** As the API: HQ, staff and agents read (agents the questions for their level and for all); "posting content" writes. */
export const FAQ_ACCESS = {
  read: { roles: ['hq', 'staff', 'agent'] },
  write: { roles: ['hq', 'staff'], permission: 'posting_content' },
} as const satisfies Record<string, Access>;

const { FaqPage } = lazyPages({ FaqPage: () => import('./faq-page') });

export const { routes: faqProtectedRoutes, menu: faqMenu } = featurePages([
  { path: '/faqs', element: <FaqPage />, titleKey: 'faq.menu', access: FAQ_ACCESS.read, menu: IconHelpCircle },
]);
