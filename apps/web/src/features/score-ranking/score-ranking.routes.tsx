import type { Access } from '@niaga/shared';
import { IconAward, IconTrophy } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** As the API: HQ, staff and agents read the ranking and the hall of fame; HQ and staff with the permission curate. */
export const SCORE_RANKING_ACCESS = {
  read: { roles: ['hq', 'staff', 'agent'] },
  curate: { roles: ['hq', 'staff'], permission: 'setup_hall_of_fame' },
  switchAmounts: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const { ScoreRankingPage, HallOfFamePage } = lazyPages({
  ScoreRankingPage: () => import('./score-ranking-page'),
  HallOfFamePage: () => import('./hall-of-fame-page'),
});

export const { routes: scoreRankingProtectedRoutes, menu: scoreRankingMenu } = featurePages([
  {
    path: '/score-ranking',
    element: <ScoreRankingPage />,
    titleKey: 'scoreRanking.menu',
    access: SCORE_RANKING_ACCESS.read,
    menu: IconTrophy,
  },
  {
    path: '/score-ranking/hall-of-fame',
    element: <HallOfFamePage />,
    titleKey: 'hallOfFame.menu',
    access: SCORE_RANKING_ACCESS.read,
    menu: IconAward,
  },
]);
