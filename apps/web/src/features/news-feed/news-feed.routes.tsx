import type { Access } from '@niaga/shared';
import { IconNews } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** As the API: HQ, staff and agents read the feed (agents what is open to their level); HQ and staff with the permission write. */
export const NEWS_FEED_ACCESS = {
  read: { roles: ['hq', 'staff', 'agent'] },
  write: { roles: ['hq', 'staff'], permission: 'posting_content' },
} as const satisfies Record<string, Access>;

const { NewsFeedPage } = lazyPages({ NewsFeedPage: () => import('./news-feed-page') });

export const { routes: newsFeedProtectedRoutes, menu: newsFeedMenu } = featurePages([
  {
    path: '/newsfeed',
    element: <NewsFeedPage />,
    titleKey: 'newsFeed.menu',
    access: NEWS_FEED_ACCESS.read,
    menu: IconNews,
  },
]);
