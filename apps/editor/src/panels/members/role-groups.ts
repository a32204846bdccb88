import { SITE_ROLE, type SiteRole } from '@plinth/contracts';

/** The roles Plinth's features use, grouped by what the member does (issue 24 §5). */
export const ROLE_GROUPS: readonly { label: string; roles: readonly SiteRole[] }[] = [
  { label: 'The whole site', roles: [SITE_ROLE.ADMIN, SITE_ROLE.WEBSITE_MANAGER] },
  { label: 'Pages and content', roles: [SITE_ROLE.EDITOR, SITE_ROLE.DRAFT_EDITOR, SITE_ROLE.VIEWER] },
  { label: 'The store', roles: [SITE_ROLE.STORE_MANAGER] },
  { label: 'Money and figures', roles: [SITE_ROLE.BILLING, SITE_ROLE.REPORTING] },
];

/**
 * The seed's roles for features Plinth does not have yet: shown, marked and not offered, so nobody is
 * given a role that does nothing. A member who already holds one keeps it.
 */
export const LATER_ROLES: readonly { role: SiteRole; feature: string }[] = [
  { role: SITE_ROLE.MODERATOR, feature: 'comments' },
  { role: SITE_ROLE.COMMENTER, feature: 'comments' },
  { role: SITE_ROLE.CAMPAIGNS_EDITOR, feature: 'email campaigns' },
  { role: SITE_ROLE.SCHEDULING, feature: 'scheduling' },
  { role: SITE_ROLE.SCHEDULING_VIEWER, feature: 'scheduling' },
  { role: SITE_ROLE.SCHEDULING_EDITOR, feature: 'scheduling' },
];

/** "Moderator: comments are not in Plinth yet"; null for a role whose feature exists. */
export function laterRoleNote(role: number): string | null {
  const later = LATER_ROLES.find((entry) => entry.role === role);
  return later
    ? `${later.feature.charAt(0).toUpperCase()}${later.feature.slice(1)} are not in Plinth yet.`
    : null;
}
