import type { Access } from '@niaga/shared';

/** Same access objects on the route handles and the menu entries. */
export const NETWORK_ACCESS = { roles: ['hq', 'staff', 'agent'] } as const satisfies Access;
export const PROMOTE_ACCESS = {
  roles: ['hq', 'staff'],
  permission: 'promote_demote_suspend',
} as const satisfies Access;
