import { type Access, canAccess } from '@niaga/shared';
import { useCurrentUser } from '../../app/current-user';

/** Who may open the catalogue screens and who may change them; the API checks the same. */
export const CATALOG_ACCESS = {
  read: { roles: ['hq', 'staff'] },
  edit: { roles: ['hq', 'staff'], permission: 'create_product' },
} as const satisfies Record<string, Access>;

/** True when the signed-in user may add, edit, suspend and delete catalogue records. */
export function useCanEditCatalog(): boolean {
  const user = useCurrentUser();
  return !!user && canAccess(user, CATALOG_ACCESS.edit);
}
