import { expect, test } from 'vitest';
import { PERMISSION, siteCan } from './permissions';

test('siteCan reads the permissions the session lists for the site', () => {
  const site = { permissions: ['store.view'] };
  expect(siteCan(site, PERMISSION.storeView)).toBe(true);
  expect(siteCan(site, PERMISSION.storeEdit)).toBe(false);
  expect(siteCan(null, PERMISSION.storeView)).toBe(false);
});
