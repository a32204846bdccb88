export * from './product';
export * from './cart';
export * from './roles';
export * from './site-users';
export * from './passwords';
export * from './field-errors';
export * from './owner-files';
export * from './owner-inventory';
export * from './owner-product-messages';
export * from './owner-product-rules';
export * from './owner-products';
export * from './multilingual';
export * from './link-url';
export * from './site-header-footer';
export * from './slug';

// Owner API answers and bodies of the editor's areas (issue 8: one home for every server shape).
export {
  siteRoleSchema,
  ownerUserSchema,
  ownerSiteSchema,
  ownerSessionSchema,
  invitationDetailsSchema,
  type OwnerUser,
  type OwnerSite,
  type OwnerSession,
  type InvitationDetails,
} from './owner-session';
export {
  memberSchema,
  invitationSchema,
  memberListSchema,
  invitationCreatedSchema,
  type Member,
  type Invitation,
  type MemberList,
  type InvitationCreated,
} from './owner-members';
export {
  NAVIGATION_FIELDS,
  NAVIGATION_MAX_ITEMS,
  DEFAULT_TEMPLATE_ID,
  updateNavigationBodySchema,
  updateNavigationAnswerSchema,
  storedNavigationSchema,
  storedNavigationsSchema,
  resolvedLinkSchema,
  siteLayoutEntrySchema,
  siteLayoutSchema,
  type NavigationField,
  type NavigationItem,
  type NavigationItemInput,
  type NavigationChildInput,
  type UpdateNavigationBody,
  type UpdateNavigationRequest,
  type StoredNavigation,
  type StoredNavigations,
  type ResolvedLink,
  type SiteLayoutEntry,
  type SiteLayout,
} from './navigation';
export {
  QTY_PLACEHOLDER,
  SCARCITY_TEXT_MAX_LENGTH,
  SOLD_OUT_TEXT_MAX_LENGTH,
  RESTOCK_SUCCESS_MESSAGE_MAX_LENGTH,
  MINIMUM_SUBTOTAL_MAX_CENTS,
  storePreferencesSchema,
  storedStoreTextsSchema,
  restockPreferencesSchema,
  checkoutPreferencesSchema,
  DEFAULT_RESTOCK_PREFERENCES,
  DEFAULT_CHECKOUT_PREFERENCES,
  COMMERCE_PREFERENCES_SCHEMAS,
  commercePreferencesAnswerSchema,
  type StorePreferences,
  type StoreTextPreferences,
  type RestockPreferences,
  type CheckoutPreferences,
  type CommercePreferences,
  type PreferenceNamespace,
} from './commerce-preferences';
export {
  COLLECTION_TYPE_PRODUCTS,
  CATEGORY_NAME_MAX_LENGTH,
  storePageParams,
  categoryParams,
  createStorePageBodySchema,
  createCategoryBodySchema,
  storePageSchema,
  storeCategorySchema,
  type CreateStorePageBody,
  type CreateStorePageRequest,
  type CreateCategoryBody,
  type CreateCategoryRequest,
  type StorePage,
  type StoreCategory,
} from './store-creation';
