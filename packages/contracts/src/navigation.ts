import { z } from 'zod';
import { linkUrlSchema } from './link-url';

/**
 * Navigation (seed 001 sections 3 and 7): POST /api/widget/UpdateNavigation and GET
 * /api/commondata/GetSiteLayout, and the navigations as websites.settings keeps them.
 */

/** The two navigations a site has (seed 001: UpdateNavigation's fieldName, GetSiteLayout's identifier). */
export const NAVIGATION_FIELDS = ['mainNavigation', 'secondaryNavigation'] as const;
export type NavigationField = (typeof NAVIGATION_FIELDS)[number];

/** Links and folders in one navigation, counting the links inside folders. */
export const NAVIGATION_MAX_ITEMS = 100;

/** The template id UpdateNavigation needs when the editor knows no other: the default theme. */
export const DEFAULT_TEMPLATE_ID = 'default';

/** Editors send '' as often as null for "no target". */
const optionalTarget = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());

const itemFields = {
  title: z.string().trim().min(1, 'must not be empty').max(80, 'must be 80 characters or fewer'),
  collectionId: optionalTarget(z.string().max(32)),
  /** A path on this site ("/" is Home), an http(s) address, mailto: or tel:. */
  externalLink: optionalTarget(linkUrlSchema),
  /** Member areas are not built yet: any value is refused by the server with a clear message. */
  memberAreaId: optionalTarget(z.string().max(64)),
  newWindow: z.boolean().default(false),
};

/**
 * A link inside a folder. Its own `items` are accepted only so that the server can refuse them with
 * a clear "too deep" message; the schema never recurses, so no body can nest without bound.
 */
const childItemSchema = z.object({
  ...itemFields,
  items: z.array(z.unknown()).max(NAVIGATION_MAX_ITEMS).optional(),
});

const topItemSchema = z.object({
  ...itemFields,
  items: z.array(childItemSchema).max(NAVIGATION_MAX_ITEMS).optional(),
});
export type NavigationItemInput = z.infer<typeof topItemSchema>;
export type NavigationChildInput = z.infer<typeof childItemSchema>;

/** POST /api/widget/UpdateNavigation. */
export const updateNavigationBodySchema = z.object({
  fieldName: z.enum(NAVIGATION_FIELDS),
  templateId: z.string().trim().min(1, 'must not be empty').max(64, 'must be 64 characters or fewer'),
  navigation: z.object({
    items: z
      .array(topItemSchema)
      .max(NAVIGATION_MAX_ITEMS, `must hold ${NAVIGATION_MAX_ITEMS} items or fewer`),
  }),
});
export type UpdateNavigationBody = z.infer<typeof updateNavigationBodySchema>;
/** What a client sends: targets may be '', newWindow may be left out. */
export type UpdateNavigationRequest = z.input<typeof updateNavigationBodySchema>;

const storedLinkSchema = z.object({
  title: z.string(),
  collectionId: z.string().nullable(),
  externalLink: z.string().nullable(),
  memberAreaId: z.string().nullable(),
  newWindow: z.boolean(),
});
const storedItemSchema = storedLinkSchema.extend({ items: z.array(storedLinkSchema).optional() });

/** A saved navigation item: a link has exactly one target; a folder has none and holds links. */
export type NavigationItem = z.infer<typeof storedItemSchema>;

/** UpdateNavigation's answer: the items as saved. */
export const updateNavigationAnswerSchema = z.object({
  navigation: z.object({ items: z.array(storedItemSchema) }),
});

/** One navigation as websites.settings keeps it. */
export const storedNavigationSchema = z.object({
  templateId: z.string(),
  items: z.array(storedItemSchema),
});
export type StoredNavigation = z.infer<typeof storedNavigationSchema>;

/** websites.settings.navigation: a navigation never saved is absent (the main one then has defaults). */
export const storedNavigationsSchema = z.object({
  mainNavigation: storedNavigationSchema.optional().catch(undefined),
  secondaryNavigation: storedNavigationSchema.optional().catch(undefined),
});
export type StoredNavigations = z.infer<typeof storedNavigationsSchema>;

const resolvedFields = {
  ...storedLinkSchema.shape,
  /** '/shop', the external address, or null for a folder. */
  url: z.string().nullable(),
};

/** A navigation item as GetSiteLayout answers it: the saved item plus the URL it leads to. */
export const resolvedLinkSchema = z.object({
  ...resolvedFields,
  /** A folder's links; empty on a link. */
  items: z.array(z.object({ ...resolvedFields, items: z.array(z.never()) })),
});
export interface ResolvedLink extends z.infer<typeof storedLinkSchema> {
  url: string | null;
  items: ResolvedLink[];
}

export const siteLayoutEntrySchema = z.object({
  identifier: z.enum(NAVIGATION_FIELDS),
  links: z.array(resolvedLinkSchema),
});
export interface SiteLayoutEntry {
  identifier: NavigationField;
  links: ResolvedLink[];
}

/** GET /api/commondata/GetSiteLayout: the main navigation first, then the secondary one. */
export const siteLayoutSchema = z.object({ layout: z.array(siteLayoutEntrySchema) });
export interface SiteLayout {
  layout: SiteLayoutEntry[];
}
