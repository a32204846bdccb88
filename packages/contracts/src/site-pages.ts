import type { CollectionType } from './content';
import { defineMessages, type MessageParams } from './define-messages';
import type { NavigationField } from './navigation';
import type { PageDocument } from './page-document-model';

/**
 * The owner's block pages (issue 10 part 1; docs/pages.md, decision 0035): statuses, limits, the
 * paths a page may not take, the messages, and the owner API's shapes. No zod: the editor's bundle
 * imports this; the schemas are in site-pages-api.ts ("@plinth/contracts/schemas").
 */

/**
 * Seed 001 section 4: "Content statuses: Scheduled, Needs Review, Draft, Private", plus Published.
 * A scheduled page whose publish time has passed is reported (and served) as published.
 */
export const SITE_PAGE_STATUS = {
  draft: 'draft',
  needsReview: 'needsReview',
  scheduled: 'scheduled',
  private: 'private',
  published: 'published',
} as const;
export type SitePageStatus = (typeof SITE_PAGE_STATUS)[keyof typeof SITE_PAGE_STATUS];

export const SITE_PAGE_STATUS_LABEL: Record<SitePageStatus, string> = {
  draft: 'Draft',
  needsReview: 'Needs Review',
  scheduled: 'Scheduled',
  private: 'Private',
  published: 'Published',
};

/** The statuses the settings may set; published and scheduled come from Publish. */
export const SETTABLE_PAGE_STATUSES = ['draft', 'needsReview', 'private'] as const;
export type SettablePageStatus = (typeof SETTABLE_PAGE_STATUSES)[number];

/**
 * The starting documents of "Add page" (issue 10 part 3). "blog" and "events" make a collection page
 * (issue 22, decision 0052): its items are listed below its blocks.
 */
export const SITE_PAGE_LAYOUTS = ['blank', 'about', 'contact', 'landing', 'store', 'blog', 'events'] as const;
export type SitePageLayout = (typeof SITE_PAGE_LAYOUTS)[number];

/** The layouts that make a collection page, and the collection each makes. */
export const COLLECTION_LAYOUT_TYPE: Partial<Record<SitePageLayout, CollectionType>> = {
  blog: 'blog',
  events: 'events',
};

export const SITE_PAGE_LIMITS = {
  titleMax: 200,
  seoTitleMax: 200,
  seoDescriptionMax: 400,
  passwordMin: 1,
  passwordMax: 200,
  /** A saved document's JSON, about 2 MB; a larger request body is refused with 413. */
  documentBytes: 2 * 1024 * 1024,
  /** Saved drafts kept per page; older ones are pruned on save. */
  revisionsKept: 50,
  /** Pages per site. */
  pagesMax: 1000,
  positionMax: 10_000,
} as const;

/**
 * First path segments the server answers itself (its routes, static files, the editor and the store's
 * own pages): a page slug may not be one of them. Store pages' url_ids are checked on top of these.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  'account',
  'api',
  'assets',
  'cart',
  'checkout',
  'config',
  'favicon',
  'healthz',
  'orders',
  'p',
  'readyz',
  'search',
  'settings',
  'shop',
  'subscriptions',
  'uploads',
];

/** Owner-facing texts of the Pages panel and API. Seed 001 has none for these; they are Plinth's. */
export const SITE_PAGE_MESSAGES = {
  invalid: 'Check the highlighted fields.',
  titleRequired: 'Enter a title.',
  titleTooLong: 'The title can be at most 200 characters.',
  slugPattern: 'Use lower-case letters, numbers and single hyphens only, e.g. about-us.',
  slugTooLong: 'The URL can be at most 200 characters.',
  slugReserved: 'The site uses /{slug} itself. Choose another URL.',
  slugTaken: 'Another page or store page already uses /{slug}.',
  itemSlugTaken: 'Another item of this collection already uses {slug}.',
  itemNotAPage: 'A post or event cannot be the home page or sit under another page.',
  seoTitleTooLong: 'The SEO title can be at most 200 characters.',
  seoDescriptionTooLong: 'The SEO description can be at most 400 characters.',
  passwordTooLong: 'The password can be at most 200 characters.',
  passwordRequired: 'Enter a password, or turn the lock off.',
  socialImageNotUploaded: 'This image is not one of this site’s uploads. Upload it again.',
  parentNotFound: 'The parent page no longer exists.',
  parentIsSelf: 'A page cannot sit under itself or one of its own subpages.',
  pageNotFound: 'This page no longer exists.',
  pageChanged:
    'Someone else saved this page after you opened it. Reload the page to see their changes, then make yours again.',
  livePageNeedsEditor: 'This page is live: only a role that can publish may change its settings.',
  homePageNeedsEditor: 'Only a role that can publish may choose the home page.',
  addToNavigationNeedsEditor: 'Only a role that can publish may change the navigation.',
  publishAtInvalid: 'Choose a date and time for publishing.',
  tooManyPages: 'A site can have at most 1,000 pages.',
  documentInvalid: 'This page could not be saved: {problem}',
  /** The lock screen (template page-locked.html). */
  lockedTitle: 'This page is protected',
  lockedPrompt: 'Enter the password to view this page.',
  wrongPassword: 'That password is not right. Try again.',
  tooManyPasswordAttempts: 'Too many password attempts. Try again in {minutes}.',
  /** The member area access denied page (template page-members-only.html). */
  membersOnlyTitle: 'Member area access denied',
  membersOnlyText: 'This page is available only to site members. Sign in to see it.',
  /**
   * What the editor's delete confirmation says when a navigation links to the page (`navigations`);
   * deleting removes those links in the same transaction.
   */
  deleteInMainNavigation: 'The main navigation links to this page; the link will be removed.',
  deleteInSecondaryNavigation: 'The secondary navigation links to this page; the link will be removed.',
  deleteInBothNavigations: 'Both navigations link to this page; the links will be removed.',
  navigationFull: 'The main navigation is full (100 links and folders). Remove a link to add this page.',
} as const;
export type SitePageMessageId = keyof typeof SITE_PAGE_MESSAGES;

export const sitePageMessage: (id: SitePageMessageId, params?: MessageParams) => string =
  defineMessages(SITE_PAGE_MESSAGES).format;

/** The delete confirmation's navigation warning for a page, or null when no navigation links to it. */
export function pageDeleteNavigationWarning(navigations: readonly NavigationField[]): string | null {
  const main = navigations.includes('mainNavigation');
  const secondary = navigations.includes('secondaryNavigation');
  if (main && secondary) return SITE_PAGE_MESSAGES.deleteInBothNavigations;
  if (main) return SITE_PAGE_MESSAGES.deleteInMainNavigation;
  if (secondary) return SITE_PAGE_MESSAGES.deleteInSecondaryNavigation;
  return null;
}

/** One row of the Pages panel: depth-first, each page after its parent, siblings by position. */
export interface SitePageSummary {
  id: string;
  title: string;
  slug: string;
  /** Where the page is (or will be) served: "/{slug}", or "/" for the site's home page. */
  url: string;
  /** The page the site shows at "/" (at most one per site; none: the theme's home template). */
  isHome: boolean;
  /** Which navigations link to the page (by its id, so the links follow its slug). */
  navigations: NavigationField[];
  /** `navigations` is not empty: deleting the page removes those links (SITE_PAGE_MESSAGES.deleteIn*). */
  inNavigation: boolean;
  parentId: string | null;
  /** 0 at the top of the tree. */
  depth: number;
  position: number;
  status: SitePageStatus;
  statusLabel: string;
  /**
   * Visitors see a version of the page now: Published, or Scheduled while its published copy stays up
   * until publishAt (the scheduled version replaces it then).
   */
  live: boolean;
  /** A scheduled page's publish time (ISO 8601), else when it went live, else null. */
  publishAt: string | null;
  locked: boolean;
  memberOnly: boolean;
  /** The draft differs from the newest version made for visitors (or the page was never published). */
  hasUnpublishedChanges: boolean;
  updatedAt: string;
  /** blog | events on a collection page; null on other pages (and on items). */
  collectionType: CollectionType | null;
  /** On a post or event, its collection page's id (the Pages list never shows items). */
  collectionId: string | null;
}

export interface SitePageList {
  pages: SitePageSummary[];
}

export interface SitePageDetail extends SitePageSummary {
  seoTitle: string;
  seoDescription: string;
  socialImageFileId: string | null;
  /** The draft's revision: send it back as `baseRevision` when saving. */
  revision: number;
  /** The revision visitors see; null before the first publish. */
  publishedRevision: number | null;
  publishedAt: string | null;
  document: PageDocument;
  createdAt: string;
  /** The owner account that changed the page last (users.id), null when unknown. */
  updatedBy: string | null;
}

export interface SitePageCreateInput {
  title: string;
  layout: SitePageLayout;
  parentId?: string | null;
  /** Append a link to the new page to the main navigation, in the same transaction. */
  addToNavigation?: boolean;
}

export interface SitePageSaveInput {
  baseRevision: number;
  document: PageDocument;
}

export interface SitePageSaveResult {
  revision: number;
  savedAt: string;
}

/** POST /config/api/pages/:id/render: the blocks' HTML and what it needs (sitePageRenderResultSchema). */
export interface SitePageRenderResult {
  html: string;
  /** Stylesheet paths, as the page's `style[data-href]` / `link[href]` name them. */
  styles: string[];
  /**
   * Storefront islands the blocks need (a gallery's lightbox): HTML swapped into a page does not
   * start them, so the frame reloads after the next save when this is not empty.
   */
  islands: string[];
}

/** Only the keys sent change. `password`: a string locks the page with it, null unlocks it. */
export interface SitePageSettingsInput {
  title?: string;
  slug?: string;
  seoTitle?: string;
  seoDescription?: string;
  socialImageFileId?: string | null;
  password?: string | null;
  memberOnly?: boolean;
  status?: SettablePageStatus;
  parentId?: string | null;
  position?: number;
  /** true: the site shows this page at "/" (the previous home page stops being it); false: no longer. */
  isHome?: boolean;
}

export interface SitePagePublishInput {
  /** ISO 8601; in the future makes the page Scheduled, otherwise it goes live now. */
  publishAt?: string | null;
}

export interface SitePageRevisionSummary {
  revision: number;
  savedAt: string;
  savedBy: string | null;
}

export interface SitePageRevisionList {
  revisions: SitePageRevisionSummary[];
}

/** The owner API's paths. */
export const SITE_PAGES_API = {
  list: '/config/api/pages',
  page: '/config/api/pages/:id',
  document: '/config/api/pages/:id/document',
  settings: '/config/api/pages/:id/settings',
  publish: '/config/api/pages/:id/publish',
  unpublish: '/config/api/pages/:id/unpublish',
  /** Drops a scheduled version; a page that was live stays live. */
  cancelSchedule: '/config/api/pages/:id/cancel-schedule',
  revisions: '/config/api/pages/:id/revisions',
  /** The draft rendered with the live theme, for the editor's frame (HTML, not JSON). */
  preview: '/config/pages/:id/preview',
  /** An unsaved document's blocks rendered, for the editor's frame between saves. */
  render: '/config/api/pages/:id/render',
} as const;
