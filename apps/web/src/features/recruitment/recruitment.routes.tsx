import type { RouteObject } from 'react-router';
import type { MenuEntry } from '../../app/menu.config';

/** Recruitment and network set-up screens (registration by invite link, levels, ranks, agreements). */
export const recruitmentPublicRoutes: RouteObject[] = [];
export const recruitmentProtectedRoutes: RouteObject[] = [];
export const recruitmentMenu: MenuEntry[] = [];
