import type { RouteObject } from 'react-router';
import type { MenuEntry } from '../../app/menu.config';

/** Agent network screens (agent database, details, family tree, promote/demote). */
export const networkProtectedRoutes: RouteObject[] = [];
export const networkMenu: MenuEntry[] = [];
