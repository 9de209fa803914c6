import type { Access } from '@niaga/shared';

/** Access rules shared by the menu and the route guard, so both always agree. */
export const ACCESS = {
  signedIn: {},
  companyUsers: { roles: ['hq', 'staff'], permission: 'add_user' },
} as const satisfies Record<string, Access>;

/** Data carried by each route: its title key (document title) and who may open it. */
export type RouteHandle = { titleKey: string; access?: Access };
