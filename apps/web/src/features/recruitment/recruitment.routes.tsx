import type { Access } from '@niaga/shared';
import { IconCertificate, IconFileDescription, IconLink, IconStairsUp, IconUserPlus } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';

/** Who may open each screen; the same objects drive the menu and the route guard. */
export const RECRUITMENT_ACCESS = {
  recruit: { roles: ['hq', 'agent'] },
  agentRegistration: { roles: ['hq', 'staff'], permission: 'add_user' },
  hqOnly: { roles: ['hq'] },
} as const satisfies Record<string, Access>;

const RegistrationPage = lazyPage(
  () => import('./registration-page'),
  (m) => m.RegistrationPage,
);
const RecruitPage = lazyPage(
  () => import('./recruit-page'),
  (m) => m.RecruitPage,
);
const AgentRegistrationPage = lazyPage(
  () => import('./agent-registration-page'),
  (m) => m.AgentRegistrationPage,
);
const LevelsPage = lazyPage(
  () => import('./levels-page'),
  (m) => m.LevelsPage,
);
const CommissionRanksPage = lazyPage(
  () => import('./commission-ranks-page'),
  (m) => m.CommissionRanksPage,
);
const AgreementsPage = lazyPage(
  () => import('./agreements-page'),
  (m) => m.AgreementsPage,
);

const handle = (titleKey: string, access?: Access): RouteHandle => ({ titleKey, access });

/** Recruitment and network set-up screens (registration by invite link, levels, ranks, agreements). */
export const recruitmentPublicRoutes: RouteObject[] = [
  {
    path: '/new-registration/:username/:leaderName/:leaderTier/:leaderId/:tierName/:tierId/:companyId',
    element: <RegistrationPage />,
    handle: handle('recruitment.register.title'),
  },
];

export const recruitmentProtectedRoutes: RouteObject[] = [
  {
    path: '/recruit',
    element: <RecruitPage />,
    handle: handle('recruitment.menu.recruit', RECRUITMENT_ACCESS.recruit),
  },
  {
    path: '/agent-registration',
    element: <AgentRegistrationPage />,
    handle: handle('recruitment.menu.agentRegistration', RECRUITMENT_ACCESS.agentRegistration),
  },
  {
    path: '/company/levels',
    element: <LevelsPage />,
    handle: handle('recruitment.menu.levels', RECRUITMENT_ACCESS.hqOnly),
  },
  {
    path: '/company/commission-ranks',
    element: <CommissionRanksPage />,
    handle: handle('recruitment.menu.commissionRanks', RECRUITMENT_ACCESS.hqOnly),
  },
  {
    path: '/company/agreements',
    element: <AgreementsPage />,
    handle: handle('recruitment.menu.agreements', RECRUITMENT_ACCESS.hqOnly),
  },
];

export const recruitmentMenu: MenuEntry[] = [
  // The menu's shape (which group) is decided in app/menu.config.ts.
  {
    path: '/recruit',
    labelKey: 'recruitment.menu.recruit',
    icon: IconLink,
    access: RECRUITMENT_ACCESS.recruit,
  },
  {
    path: '/agent-registration',
    labelKey: 'recruitment.menu.agentRegistration',
    icon: IconUserPlus,
    access: RECRUITMENT_ACCESS.agentRegistration,
  },
  {
    path: '/company/levels',
    labelKey: 'recruitment.menu.levels',
    icon: IconStairsUp,
    access: RECRUITMENT_ACCESS.hqOnly,
  },
  {
    path: '/company/commission-ranks',
    labelKey: 'recruitment.menu.commissionRanks',
    icon: IconCertificate,
    access: RECRUITMENT_ACCESS.hqOnly,
  },
  {
    path: '/company/agreements',
    labelKey: 'recruitment.menu.agreements',
    icon: IconFileDescription,
    access: RECRUITMENT_ACCESS.hqOnly,
  },
];
