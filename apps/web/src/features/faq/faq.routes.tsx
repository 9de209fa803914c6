import { IconHelpCircle } from '@tabler/icons-react';
import { ACCESS } from '../../app/access';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

const { FaqPage } = lazyPages({ FaqPage: () => import('./faq-page') });

export const { routes: faqProtectedRoutes, menu: faqMenu } = featurePages([
  { path: '/faqs', element: <FaqPage />, titleKey: 'faq.menu', access: ACCESS.contentRead, menu: IconHelpCircle },
]);
