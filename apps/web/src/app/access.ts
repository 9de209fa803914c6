import type { Access } from '@niaga/shared';

/** Access rules shared by the menu and the route guard, so both always agree. */
export const ACCESS = {
  signedIn: {},
  companyUsers: { roles: ['hq', 'staff'], permission: 'add_user' },
  /** The FAQ and the game plan, as the API: everyone in the back office reads; spec §6 "posting content" writes. */
  contentRead: { roles: ['hq', 'staff', 'agent'] },
  contentWrite: { roles: ['hq', 'staff'], permission: 'posting_content' },
} as const satisfies Record<string, Access>;

/**
 * Data carried by each route: its title key (document title), who may open it and, for a page a first visit often
 * lands on, the prefetch of its first query (started with the route's chunks, before the first render; see
 * `prefetchSignedIn`).
 */
export type RouteHandle = {
  titleKey: string;
  access?: Access;
  prefetch?: (search: URLSearchParams) => Promise<void>;
  /** Open to a locked company's HQ (`subscription.pay_to_unlock`): the pages of the way to pay (docs/decisions.md). */
  allowLocked?: boolean;
};
