import { PERMISSION, ROLE_PERMISSIONS, SITE_ROLE, type Permission } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import {
  activePanel,
  activeSection,
  isFullWidthScreen,
  PANEL_LINKS,
  SETTINGS_PATH,
  SIDEBAR_SECTIONS,
  sectionLinks,
  sectionPath,
} from './panel-routes';

const roleCan =
  (permissions: readonly string[]) =>
  (permission: Permission): boolean =>
    permissions.includes(permission);

describe('full-width screens (issue 24 §1)', () => {
  test('the page editor takes the whole width; its lists and other panels keep the sidebar', () => {
    expect(isFullWidthScreen('/config/pages/p1')).toBe(true);
    expect(isFullWidthScreen('/config/pages/p1?block=b2')).toBe(true);
    expect(isFullWidthScreen('/config/pages')).toBe(false);
    expect(isFullWidthScreen('/config/pages/p1/items')).toBe(false);
    expect(isFullWidthScreen('/config/forms/f1')).toBe(false);
  });

  test('the page editor still belongs to Pages in the sidebar it folds away', () => {
    expect(activePanel('/config/pages/p1')?.label).toBe('Pages');
    expect(activeSection('/config/pages/p1')).toBe('Pages');
  });
});

describe('the sidebar and the Settings area (issue 24 §5)', () => {
  const admin = roleCan(ROLE_PERMISSIONS[SITE_ROLE.ADMIN]);

  test('an administrator sees at most 12 entries, Home and Plan & limits included', () => {
    const entries = SIDEBAR_SECTIONS.filter((section) => sectionPath(section.name, admin) !== null);
    // Home and the Plan & limits link sit beside the sections.
    expect(entries.length + 2).toBeLessThanOrEqual(12);
    expect(entries.map((section) => section.name)).toEqual([
      'Products',
      'Orders',
      'Inventory',
      'Marketing',
      'Pages',
      'Forms',
      'Design',
      'Analytics',
      'Settings',
    ]);
  });

  test('the settings-type screens live under Settings, each with a line for the index', () => {
    const settings = sectionLinks('Settings', admin).map((link) => link.label);
    for (const label of [
      'Store settings',
      'Checkout & restock',
      'Buy now & installments',
      'Shipping',
      'Taxes',
      'Language & region',
      'Sent emails',
      'Email templates',
      'Background jobs',
      'Members',
    ]) {
      expect(settings).toContain(label);
    }
    for (const link of PANEL_LINKS.filter((each) => each.section === 'Settings')) {
      expect(link.settings?.about, link.label).toMatch(/\.$/);
    }
    expect(sectionPath('Settings', admin)).toBe(SETTINGS_PATH);
    expect(activeSection('/config/shipping')).toBe('Settings');
    expect(activeSection(SETTINGS_PATH)).toBe('Settings');
  });

  test('an entry leads to the first screen of its section the role may open', () => {
    expect(sectionPath('Orders', admin)).toBe('/config/orders');
    expect(sectionPath('Marketing', admin)).toBe('/config/coupons');
    // Restock roles cannot open Coupons (store.view): Marketing takes them to the sign-ups.
    const restockOnly = roleCan([PERMISSION.restockView]);
    expect(sectionPath('Marketing', restockOnly)).toBe('/config/restock');
    expect(sectionPath('Orders', restockOnly)).toBeNull();
    expect(sectionPath('Settings', restockOnly)).toBeNull();
    // A billing role reaches Settings for Plan & limits.
    expect(sectionPath('Settings', roleCan([PERMISSION.billingView]))).toBe(SETTINGS_PATH);
  });

  test('every role reaches every screen its permissions open, through an entry, a tab or Settings', () => {
    for (const [role, permissions] of Object.entries(ROLE_PERMISSIONS)) {
      const can = roleCan(permissions);
      for (const link of PANEL_LINKS.filter((each) => can(each.permission))) {
        const entry = sectionPath(link.section, can);
        expect(entry, `role ${role}: ${link.label}`).not.toBeNull();
        // The entry is the screen itself, the Settings index, or a sibling tab that lists it.
        const reachable =
          entry === link.path ||
          entry === SETTINGS_PATH ||
          sectionLinks(link.section, can).some((tab) => tab.path === link.path);
        expect(reachable, `role ${role}: ${link.label}`).toBe(true);
      }
    }
  });
});
