import { describe, expect, test } from 'vitest';
import { ASSIGNABLE_ROLES } from '../../session/permissions';
import { LATER_ROLES, laterRoleNote, ROLE_GROUPS } from './role-groups';

describe('the roles offered, grouped (issue 24 §5)', () => {
  test('every role that can be given is in one group or among the later ones, once', () => {
    const listed = [
      ...ROLE_GROUPS.flatMap((group) => group.roles),
      ...LATER_ROLES.map((entry) => entry.role),
    ];
    expect([...listed].sort((a, b) => a - b)).toEqual([...ASSIGNABLE_ROLES].sort((a, b) => a - b));
    expect(new Set(listed).size).toBe(listed.length);
  });

  test('a role for a feature not built yet says so; the others say nothing', () => {
    expect(laterRoleNote(6)).toBe('Comments are not in Plinth yet.');
    expect(laterRoleNote(11)).toBe('Email campaigns are not in Plinth yet.');
    expect(laterRoleNote(8)).toBeNull();
  });
});
