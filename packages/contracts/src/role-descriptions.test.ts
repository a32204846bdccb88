import { describe, expect, test } from 'vitest';
import { describePermissions, DESCRIBED_PERMISSIONS, roleDescription } from './role-descriptions';
import { PERMISSION, ROLE_PERMISSIONS, SITE_ROLE, type SiteRole } from './roles';

const P = PERMISSION;

describe('role descriptions generated from the permission matrix', () => {
  test('every permission of the matrix has words, so a new area cannot go undescribed', () => {
    expect([...DESCRIBED_PERMISSIONS].sort()).toEqual(Object.values(PERMISSION).sort());
  });

  test('the roles read as the matrix says', () => {
    expect(roleDescription(SITE_ROLE.EDITOR)).toBe(
      'Can edit pages and products, manage forms and inventory, moderate comments; sees settings.',
    );
    expect(roleDescription(SITE_ROLE.VIEWER)).toBe(
      'Sees pages, products, forms, inventory, restock sign-ups, settings and analytics.',
    );
    expect(roleDescription(SITE_ROLE.BILLING)).toBe('Can manage billing; sees settings.');
    expect(roleDescription(SITE_ROLE.SCHEDULING_EDITOR)).toBe('Can manage scheduling.');
    expect(roleDescription(SITE_ROLE.ADMIN)).toBe(
      'Can do everything, including billing and managing members.',
    );
    expect(roleDescription(SITE_ROLE.NONE)).toBe('No access to the site (a suspended member).');
  });

  test('every role has its own line, one sentence', () => {
    const roles = Object.keys(ROLE_PERMISSIONS).map(Number) as SiteRole[];
    const lines = roles.map(roleDescription);
    expect(new Set(lines).size).toBe(roles.length);
    for (const line of lines) expect(line).toMatch(/^[A-Z][^.]*\.$/);
  });

  test('a change in the permissions changes the text', () => {
    expect(describePermissions([P.contentView, P.contentDraft])).toBe('Can draft pages.');
    expect(describePermissions([P.contentView, P.contentDraft, P.contentEdit])).toBe('Can edit pages.');
    expect(describePermissions([P.contentView, P.ordersView])).toBe('Sees pages and orders.');
    expect(describePermissions([P.contentView, P.ordersView, P.ordersManage])).toBe(
      'Can manage orders; sees pages.',
    );
  });

  test('each area a role holds is named in its line, and no area it lacks', () => {
    const nouns: Record<string, string> = {
      content: 'pages',
      store: 'products',
      orders: 'orders',
      inventory: 'inventory',
      forms: 'forms',
      restock: 'restock sign-ups',
      analytics: 'analytics',
      settings: 'settings',
      billing: 'billing',
      members: 'members',
      comments: 'comments',
      scheduling: 'scheduling',
      campaigns: 'email campaigns',
    };
    for (const [role, permissions] of Object.entries(ROLE_PERMISSIONS)) {
      if (Number(role) === SITE_ROLE.ADMIN) continue;
      const line = roleDescription(Number(role) as SiteRole);
      const areas = new Set(permissions.map((p) => p.split('.')[0]!));
      for (const [area, noun] of Object.entries(nouns)) {
        expect(line.includes(noun), `${role} ${area}: ${line}`).toBe(areas.has(area));
      }
    }
  });
});
