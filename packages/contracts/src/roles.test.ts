import { describe, expect, test } from 'vitest';
import { roleCan, SITE_ROLE, INVITABLE_ROLES, PERMISSION, ROLE_PERMISSIONS } from './roles';

describe('the role and permission matrix', () => {
  test('has the spec codes for all roles (code 5 is not used)', () => {
    expect(Object.values(SITE_ROLE).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
  });

  test('an administrator may do everything and NONE nothing', () => {
    for (const permission of Object.values(PERMISSION)) {
      expect(roleCan(SITE_ROLE.ADMIN, permission)).toBe(true);
      expect(roleCan(SITE_ROLE.NONE, permission)).toBe(false);
    }
    expect(INVITABLE_ROLES).not.toContain(SITE_ROLE.NONE);
  });

  test('whoever may change an area may also see it', () => {
    for (const [role, permissions] of Object.entries(ROLE_PERMISSIONS)) {
      for (const permission of permissions) {
        const [area, level] = permission.split('.');
        const view = `${area}.view`;
        if (level !== 'view' && Object.values(PERMISSION).includes(view as never)) {
          expect(permissions, `${role} has ${permission}`).toContain(view);
        }
      }
    }
  });

  test('unknown roles can do nothing', () => {
    expect(roleCan(5, PERMISSION.contentView)).toBe(false);
    expect(roleCan(99, PERMISSION.contentView)).toBe(false);
  });
});
