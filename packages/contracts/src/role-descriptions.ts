import { PERMISSION, ROLE_PERMISSIONS, type Permission, type SiteRole } from './roles';

const P = PERMISSION;

/**
 * Each area of the matrix as the words of a one-line description: its permissions from the strongest to
 * the weakest, each with the verb it grants (null: the area is only seen) and the area's noun. A role is
 * described by the strongest permission it holds in each area, so "edit" covers "draft" and "view".
 */
const AREAS: readonly (readonly (readonly [Permission, string | null, string])[])[] = [
  [
    [P.contentEdit, 'edit', 'pages'],
    [P.contentDraft, 'draft', 'pages'],
    [P.contentView, null, 'pages'],
  ],
  [
    [P.storeEdit, 'edit', 'products'],
    [P.storeView, null, 'products'],
  ],
  [[P.campaignsEdit, 'edit', 'email campaigns']],
  [
    [P.ordersManage, 'manage', 'orders'],
    [P.ordersView, null, 'orders'],
  ],
  [
    [P.formsManage, 'manage', 'forms'],
    [P.formsView, null, 'forms'],
  ],
  [
    [P.inventoryEdit, 'manage', 'inventory'],
    [P.inventoryView, null, 'inventory'],
  ],
  [
    [P.restockManage, 'manage', 'restock sign-ups'],
    [P.restockView, null, 'restock sign-ups'],
  ],
  [
    [P.schedulingEdit, 'manage', 'scheduling'],
    [P.schedulingView, null, 'scheduling'],
  ],
  [
    [P.billingManage, 'manage', 'billing'],
    [P.billingView, null, 'billing'],
  ],
  [
    [P.membersManage, 'manage', 'members'],
    [P.membersView, null, 'members'],
  ],
  [
    [P.settingsEdit, 'change', 'settings'],
    [P.settingsView, null, 'settings'],
  ],
  [
    [P.commentsModerate, 'moderate', 'comments'],
    [P.commentsPost, 'post', 'comments'],
  ],
  [[P.analyticsView, null, 'analytics']],
];

/** Every permission the descriptions know, so a test can tell when the matrix grows an area. */
export const DESCRIBED_PERMISSIONS: readonly Permission[] = AREAS.flat().map(([permission]) => permission);

/** "a", "a and b", "a, b and c". */
function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * One line saying what a set of permissions allows: "Can edit pages and products, manage forms and
 * inventory; sees settings." Verbs keep the order they first appear in; seen-only areas come last.
 */
export function describePermissions(permissions: readonly Permission[]): string {
  const held = new Set(permissions);
  if (Object.values(PERMISSION).every((p) => held.has(p))) {
    return 'Can do everything, including billing and managing members.';
  }
  const byVerb = new Map<string, string[]>();
  const seen: string[] = [];
  for (const area of AREAS) {
    const strongest = area.find(([permission]) => held.has(permission));
    if (!strongest) continue;
    const [, verb, noun] = strongest;
    if (verb === null) seen.push(noun);
    else byVerb.set(verb, [...(byVerb.get(verb) ?? []), noun]);
  }
  const can = [...byVerb].map(([verb, nouns]) => `${verb} ${listOf(nouns)}`).join(', ');
  if (can && seen.length > 0) return `Can ${can}; sees ${listOf(seen)}.`;
  if (can) return `Can ${can}.`;
  if (seen.length > 0) return `Sees ${listOf(seen)}.`;
  return 'No access to the site (a suspended member).';
}

/** The one-line description of a site role, generated from ROLE_PERMISSIONS. */
export function roleDescription(role: SiteRole): string {
  return describePermissions(ROLE_PERMISSIONS[role]);
}
