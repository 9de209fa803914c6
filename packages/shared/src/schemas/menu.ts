import { z } from 'zod';

const count = z.number().int().min(0).nullable();

/**
 * GET /api/menu/badges: what waits for the caller, as the menu shows it. A count is null when the caller may not
 * see that list (a staff member without "manage orders", anyone but HQ for payouts, anyone who may not promote for promotion requests); an agent counts only the
 * orders it sells.
 */
export const menuBadges = z.object({
  ordersToApprove: count,
  ordersToShip: count,
  payoutsRequested: count,
  /** Agents' promotion requests waiting (HQ, and staff who may promote). */
  promotionRequests: count,
});
export type MenuBadges = z.infer<typeof menuBadges>;
export type MenuBadgeKind = keyof MenuBadges;
