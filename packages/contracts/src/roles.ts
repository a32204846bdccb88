/**
 * Site roles with the spec's codes (seed 000 section 6) and what each may do. The spec names the roles
 * but not their rights; this matrix is Plinth's design, written out in docs/roles-and-permissions.md.
 * It is the one place permissions are decided: the server checks it on every owner endpoint and the
 * editor reads it to hide what a role cannot use.
 */
export const SITE_ROLE = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
  DRAFT_EDITOR: 16,
} as const;
export type SiteRoleName = keyof typeof SITE_ROLE;
export type SiteRole = (typeof SITE_ROLE)[SiteRoleName];

export const SITE_ROLE_LABEL: Record<SiteRole, string> = {
  1: 'Administrator',
  2: 'Billing',
  3: 'Reporting',
  4: 'Editor',
  6: 'Moderator',
  7: 'Commenter',
  8: 'Store manager',
  9: 'Scheduling',
  10: 'Viewer',
  11: 'Campaigns editor',
  12: 'Scheduling viewer',
  13: 'Scheduling editor',
  14: 'No access',
  15: 'Website manager',
  16: 'Draft editor',
};

/** Areas of a site, each read (`view`) or changed (`edit`/`manage`). */
export const PERMISSION = {
  contentView: 'content.view',
  contentEdit: 'content.edit',
  contentDraft: 'content.draft',
  storeView: 'store.view',
  storeEdit: 'store.edit',
  ordersView: 'orders.view',
  ordersManage: 'orders.manage',
  inventoryView: 'inventory.view',
  inventoryEdit: 'inventory.edit',
  formsView: 'forms.view',
  formsManage: 'forms.manage',
  restockView: 'restock.view',
  restockManage: 'restock.manage',
  analyticsView: 'analytics.view',
  settingsView: 'settings.view',
  settingsEdit: 'settings.edit',
  billingView: 'billing.view',
  billingManage: 'billing.manage',
  membersView: 'members.view',
  membersManage: 'members.manage',
  commentsPost: 'comments.post',
  commentsModerate: 'comments.moderate',
  schedulingView: 'scheduling.view',
  schedulingEdit: 'scheduling.edit',
  campaignsEdit: 'campaigns.edit',
} as const;
export type Permission = (typeof PERMISSION)[keyof typeof PERMISSION];

const P = PERMISSION;
const ALL: readonly Permission[] = Object.values(PERMISSION);
const allExcept = (...left: Permission[]) => ALL.filter((p) => !left.includes(p));
const SITE_READ: readonly Permission[] = [P.contentView, P.storeView, P.settingsView];

export const ROLE_PERMISSIONS: Record<SiteRole, readonly Permission[]> = {
  [SITE_ROLE.ADMIN]: ALL,
  [SITE_ROLE.WEBSITE_MANAGER]: allExcept(P.billingManage, P.membersManage),
  [SITE_ROLE.BILLING]: [P.billingView, P.billingManage, P.settingsView],
  [SITE_ROLE.REPORTING]: [P.analyticsView, P.ordersView, P.storeView, P.contentView],
  [SITE_ROLE.EDITOR]: [
    ...SITE_READ,
    P.contentEdit,
    P.contentDraft,
    P.storeEdit,
    P.inventoryView,
    P.inventoryEdit,
    P.formsView,
    P.formsManage,
    P.commentsPost,
    P.commentsModerate,
  ],
  [SITE_ROLE.DRAFT_EDITOR]: [...SITE_READ, P.contentDraft, P.commentsPost],
  [SITE_ROLE.MODERATOR]: [P.contentView, P.commentsPost, P.commentsModerate],
  [SITE_ROLE.COMMENTER]: [P.contentView, P.commentsPost],
  [SITE_ROLE.STORE_MANAGER]: [
    ...SITE_READ,
    P.storeEdit,
    P.ordersView,
    P.ordersManage,
    P.inventoryView,
    P.inventoryEdit,
    P.restockView,
    P.restockManage,
    P.analyticsView,
  ],
  [SITE_ROLE.SCHEDULING]: [P.schedulingView, P.schedulingEdit, P.contentView],
  [SITE_ROLE.SCHEDULING_EDITOR]: [P.schedulingView, P.schedulingEdit],
  [SITE_ROLE.SCHEDULING_VIEWER]: [P.schedulingView],
  [SITE_ROLE.VIEWER]: [...SITE_READ, P.inventoryView, P.formsView, P.restockView, P.analyticsView],
  [SITE_ROLE.CAMPAIGNS_EDITOR]: [P.contentView, P.campaignsEdit, P.analyticsView],
  [SITE_ROLE.NONE]: [],
};

export function isSiteRole(value: unknown): value is SiteRole {
  return typeof value === 'number' && Object.hasOwn(ROLE_PERMISSIONS, value);
}

export function roleCan(role: number, permission: Permission): boolean {
  return isSiteRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/** Roles an administrator can hand out in an invitation (NONE is a way to suspend, not to invite). */
export const INVITABLE_ROLES: readonly SiteRole[] = Object.values(SITE_ROLE).filter(
  (r) => r !== SITE_ROLE.NONE,
);
