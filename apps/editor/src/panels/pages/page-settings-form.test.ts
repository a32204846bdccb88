import { SITE_PAGE_MESSAGES } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { sitePageDetail } from '../../../test/fixtures/site-page';
import {
  checkPageSettings,
  hasPageSettingsChanges,
  pageSettingsChanges,
  pageSettingsForm,
} from './page-settings-form';

describe('the Page settings form', () => {
  test('sends only what changed, trimmed', () => {
    const page = sitePageDetail();
    const form = { ...pageSettingsForm(page), seoTitle: '  Our story ', slug: 'our-story' };
    expect(pageSettingsChanges(form, page)).toEqual({ seoTitle: 'Our story', slug: 'our-story' });
    expect(pageSettingsChanges(pageSettingsForm(page), page)).toEqual({});
    expect(hasPageSettingsChanges(pageSettingsForm(page), page)).toBe(false);
  });

  test('a status is sent only when another settable one is chosen', () => {
    const live = sitePageDetail({ status: 'published' });
    expect(pageSettingsChanges(pageSettingsForm(live), live)).toEqual({});
    expect(pageSettingsChanges({ ...pageSettingsForm(live), status: 'private' }, live)).toEqual({
      status: 'private',
    });
  });

  test('locking a page needs a password; a locked page keeps its own when the field is left empty', () => {
    const open = sitePageDetail();
    const lockedOn = { ...pageSettingsForm(open), locked: true };
    expect(checkPageSettings(lockedOn, open)).toEqual({ password: SITE_PAGE_MESSAGES.passwordRequired });
    expect(hasPageSettingsChanges(lockedOn, open)).toBe(true);
    expect(pageSettingsChanges({ ...lockedOn, password: 'linen' }, open)).toEqual({ password: 'linen' });

    const locked = sitePageDetail({ locked: true });
    const kept = { ...pageSettingsForm(locked), memberOnly: true };
    expect(checkPageSettings(kept, locked)).toEqual({});
    expect(pageSettingsChanges(kept, locked)).toEqual({ memberOnly: true });
    expect(pageSettingsChanges({ ...kept, password: 'new one' }, locked)).toEqual({
      memberOnly: true,
      password: 'new one',
    });
    expect(pageSettingsChanges({ ...pageSettingsForm(locked), locked: false }, locked)).toEqual({
      password: null,
    });
  });

  test('checks the title and the slug in the server’s words', () => {
    const page = sitePageDetail();
    const form = { ...pageSettingsForm(page), title: '  ', slug: 'About Us' };
    expect(checkPageSettings(form, page)).toEqual({
      title: SITE_PAGE_MESSAGES.titleRequired,
      slug: SITE_PAGE_MESSAGES.slugPattern,
    });
  });
});
