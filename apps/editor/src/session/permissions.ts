import { INVITABLE_ROLES, type Permission } from '@plinth/contracts';
import type { OwnerSite } from '@plinth/contracts';

export { PERMISSION, SITE_ROLE_LABEL } from '@plinth/contracts';

/** Roles offered when inviting or changing a member: every role but "No access". */
export const ASSIGNABLE_ROLES: readonly number[] = INVITABLE_ROLES;

/** What the session says the owner's role on this site allows (the server checks it again). */
export function siteCan(site: Pick<OwnerSite, 'permissions'> | null, permission: Permission): boolean {
  return site?.permissions.includes(permission) ?? false;
}
