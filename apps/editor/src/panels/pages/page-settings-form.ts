import {
  SETTABLE_PAGE_STATUSES,
  SITE_PAGE_LIMITS,
  SITE_PAGE_MESSAGES,
  SITE_PAGE_STATUS,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type FieldErrors,
  type SettablePageStatus,
  type SitePageDetail,
  type SitePageSettingsInput,
  type SitePageStatus,
} from '@plinth/contracts';

/** What the Page settings dialog edits, as its controls hold it. */
export interface PageSettingsForm {
  title: string;
  slug: string;
  seoTitle: string;
  seoDescription: string;
  socialImageFileId: string | null;
  status: SitePageStatus;
  /** The lock switch. */
  locked: boolean;
  /** A new password; empty keeps the page's current one when it is locked already. */
  password: string;
  memberOnly: boolean;
}

export function pageSettingsForm(page: SitePageDetail): PageSettingsForm {
  return {
    title: page.title,
    slug: page.slug,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    socialImageFileId: page.socialImageFileId,
    status: page.status,
    locked: page.locked,
    password: '',
    memberOnly: page.memberOnly,
  };
}

export function isSettableStatus(status: SitePageStatus): status is SettablePageStatus {
  return (SETTABLE_PAGE_STATUSES as readonly string[]).includes(status);
}

/** Whether visitors can see the page now: changing its settings needs a role that may publish. */
export function isLiveStatus(status: SitePageStatus): boolean {
  return status === SITE_PAGE_STATUS.published;
}

/**
 * The form's own checks, in the server's words (the server checks again): a title, a slug of the
 * allowed shape, a password when the lock is turned on for a page that has none yet.
 */
export function checkPageSettings(form: PageSettingsForm, page: SitePageDetail): FieldErrors {
  const errors: Record<string, string> = {};
  if (form.title.trim() === '') errors.title = SITE_PAGE_MESSAGES.titleRequired;
  const slug = form.slug.trim();
  if (slug.length > SLUG_MAX_LENGTH) errors.slug = SITE_PAGE_MESSAGES.slugTooLong;
  else if (!SLUG_PATTERN.test(slug)) errors.slug = SITE_PAGE_MESSAGES.slugPattern;
  if (form.seoTitle.trim().length > SITE_PAGE_LIMITS.seoTitleMax)
    errors.seoTitle = SITE_PAGE_MESSAGES.seoTitleTooLong;
  if (form.seoDescription.trim().length > SITE_PAGE_LIMITS.seoDescriptionMax)
    errors.seoDescription = SITE_PAGE_MESSAGES.seoDescriptionTooLong;
  if (form.locked && form.password === '' && !page.locked)
    errors.password = SITE_PAGE_MESSAGES.passwordRequired;
  if (form.password.length > SITE_PAGE_LIMITS.passwordMax)
    errors.password = SITE_PAGE_MESSAGES.passwordTooLong;
  return errors;
}

/**
 * The PUT .../settings body: only what changed. The API keeps the current password when `password` is
 * not sent and refuses an empty one, so the lock left on with the field empty sends nothing; the lock
 * turned off sends null (unlocks). A status is sent only when the owner chose another one: sending one
 * takes a live page off the site.
 */
export function pageSettingsChanges(form: PageSettingsForm, page: SitePageDetail): SitePageSettingsInput {
  const changes: SitePageSettingsInput = {};
  if (form.title.trim() !== page.title) changes.title = form.title.trim();
  if (form.slug.trim() !== page.slug) changes.slug = form.slug.trim();
  if (form.seoTitle.trim() !== page.seoTitle) changes.seoTitle = form.seoTitle.trim();
  if (form.seoDescription.trim() !== page.seoDescription) changes.seoDescription = form.seoDescription.trim();
  if (form.socialImageFileId !== page.socialImageFileId) changes.socialImageFileId = form.socialImageFileId;
  if (form.status !== page.status && isSettableStatus(form.status)) changes.status = form.status;
  if (!form.locked && page.locked) changes.password = null;
  if (form.locked && form.password !== '') changes.password = form.password;
  if (form.memberOnly !== page.memberOnly) changes.memberOnly = form.memberOnly;
  return changes;
}

export function hasPageSettingsChanges(form: PageSettingsForm, page: SitePageDetail): boolean {
  return Object.keys(pageSettingsChanges(form, page)).length > 0 || (form.locked && !page.locked);
}
