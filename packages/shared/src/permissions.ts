/** Roles of domain-rules "Tenancy" and the staff permissions of spec §6. */
export const ROLES = ['hq', 'staff', 'agent', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'create_product',
  'manage_inventory',
  'create_courier',
  'promote_demote_suspend',
  'manage_orders',
  'posting_content',
  'approve_manual_payment',
  'setup_hall_of_fame',
  'add_user',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What a route or screen asks of the caller. No roles means any signed-in member of the team (not a customer). */
export type Access = { roles?: readonly Role[]; permission?: Permission };

export type Principal = { role: Role; permissions: readonly Permission[] };

/** HQ holds every permission; staff hold the ones granted; agents and customers hold none. */
export function hasPermission(principal: Principal, permission: Permission): boolean {
  if (principal.role === 'hq') return true;
  return principal.role === 'staff' && principal.permissions.includes(permission);
}

/** The permission only narrows staff: HQ holds all, and other roles pass when `roles` lists them. */
export function canAccess(principal: Principal, access: Access): boolean {
  // A store customer has no back office: it reaches only what names its role (issue 22).
  if (principal.role === 'customer' && !access.roles?.includes('customer')) return false;
  if (access.roles && !access.roles.includes(principal.role)) return false;
  if (access.permission && principal.role === 'staff' && !hasPermission(principal, access.permission)) return false;
  if (access.permission && !access.roles && principal.role !== 'hq' && principal.role !== 'staff') return false;
  return true;
}
