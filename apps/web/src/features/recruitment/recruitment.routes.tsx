import type { Access } from '@niaga/shared';
import {
  IconCertificate,
  IconFileDescription,
  IconLink,
  IconMailHeart,
  IconStairsUp,
  IconUserPlus,
} from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';

/** Who may open each screen; the same objects drive the menu and the route guard. */
export const RECRUITMENT_ACCESS = {
  recruit: { roles: ['hq', 'agent'] },
  agentRegistration: { roles: ['hq', 'staff'], permission: 'add_user' },
  hqOnly: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const pages = lazyPages({
  RegistrationPage: () => import('./registration-page'),
  RecruitPage: () => import('./recruit-page'),
  AgentRegistrationPage: () => import('./agent-registration-page'),
  LevelsPage: () => import('./levels-page'),
  CommissionRanksPage: () => import('./commission-ranks-page'),
  AgreementsPage: () => import('./agreements-page'),
  WelcomeEmailsPage: () => import('./welcome-emails-page'),
});

const { recruit, agentRegistration, hqOnly } = RECRUITMENT_ACCESS;

/** Recruitment and network set-up screens (registration by invite link, levels, ranks, agreements, welcoming e-mail). */
export const { routes: recruitmentPublicRoutes } = featurePages([
  {
    path: '/new-registration/:username/:leaderName/:leaderTier/:leaderId/:tierName/:tierId/:companyId',
    element: <pages.RegistrationPage />,
    titleKey: 'recruitment.register.title',
  },
]);

/** The menu's shape (which group each entry goes under) is decided in app/menu.config.ts. */
export const { routes: recruitmentProtectedRoutes, menu: recruitmentMenu } = featurePages([
  {
    path: '/recruit',
    element: <pages.RecruitPage />,
    titleKey: 'recruitment.menu.recruit',
    access: recruit,
    menu: IconLink,
  },
  {
    path: '/agent-registration',
    element: <pages.AgentRegistrationPage />,
    titleKey: 'recruitment.menu.agentRegistration',
    access: agentRegistration,
    menu: IconUserPlus,
  },
  {
    path: '/company/levels',
    element: <pages.LevelsPage />,
    titleKey: 'recruitment.menu.levels',
    access: hqOnly,
    menu: IconStairsUp,
  },
  {
    path: '/company/commission-ranks',
    element: <pages.CommissionRanksPage />,
    titleKey: 'recruitment.menu.commissionRanks',
    access: hqOnly,
    menu: IconCertificate,
  },
  {
    path: '/company/agreements',
    element: <pages.AgreementsPage />,
    titleKey: 'recruitment.menu.agreements',
    access: hqOnly,
    menu: IconFileDescription,
  },
  {
    path: '/company/welcome-email',
    element: <pages.WelcomeEmailsPage />,
    titleKey: 'recruitment.menu.welcomeEmail',
    access: hqOnly,
    menu: IconMailHeart,
  },
]);
