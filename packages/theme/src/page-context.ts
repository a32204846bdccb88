import type { PageDocument, ProductView, PublicForm, SearchContext, ShoppingCart } from '@plinth/contracts';
import type {
  ContentCalendarContext,
  ContentCollectionContext,
  ContentItemContext,
  ContentItemPageContext,
  ContentListContext,
  ContentPagination,
} from './content-context';
import type { ShopListContext } from './shop-context';

/**
 * The JSON every storefront page's templates are rendered from; `?format=json` answers exactly this.
 * Display strings (prices, labels) are computed by the server with @plinth/commerce so that templates,
 * islands and tests show the same words.
 */
export interface PageContext {
  website: WebsiteContext;
  page: PageInfo;
  /** The main navigation (the owner's, else Home and the store pages), folders holding their links. */
  navigation: NavigationLink[];
  /** The footer's navigation; empty until the owner adds links to it. */
  secondaryNavigation: NavigationLink[];
  header: HeaderContext;
  footer: FooterContext;
  /** The footer's language switcher; absent while the site offers only its default language. */
  languageSwitcher?: LanguageSwitcherContext;
  /** On /shop and product pages: the store collection; on a Blog or Events page and its items, that page. */
  collection?: CollectionContext | ContentCollectionContext;
  /** On /shop: the product cards in display order; on a Blog or Events page, its items on this page. */
  items?: ProductCard[] | ContentItemContext[];
  /** On /shop and /shop/c/{category}: categories, the tag filter, sort and pages (shop-context.ts). */
  shop?: ShopListContext;
  /** On a product page, or a post's or event's page. */
  item?: ProductItemContext | ContentItemPageContext;
  /** A Blog or Events list's paging, or an item's previous and next items. */
  pagination?: ContentPagination;
  /** A Blog or Events list: its filter and views. */
  contentList?: ContentListContext;
  /** An events page's month view. */
  calendar?: ContentCalendarContext;
  /**
   * On a product page whose product asks a form (issue 11 part 6): that form, so a quick view opened
   * from a listing can ask it too (it reads the page's JSON context).
   */
  additionalFieldsForm?: PublicForm | null;
  /** On the cart page: the visitor's cart (the cart-page island renders it). */
  cart?: ShoppingCart;
  /** On the order confirmed (202) and order status (211) pages. */
  order?: OrderContext;
  /** On the signed-in customer's account page: their orders, newest first. */
  orders?: OrderListItemContext[];
  /** On the subscription confirmed page (206). */
  subscription?: SubscriptionContext & {
    email: string;
    orders: string;
    /** For the page's own Cancel form (its cancelUrl: a guest cancels here, the token is the key). */
    crumb: string;
    notice: string | null;
  };
  /** On the signed-in customer's account page: their subscriptions, newest first, with Cancel. */
  subscriptions?: (SubscriptionContext & { crumb: string; xsrfToken: string })[];
  /** On an owner's block page (issue 10): the page, its document and its blocks rendered to HTML. */
  sitePage?: SitePageContext;
  /** On a locked block page's lock screen (page-locked) and the member area access denied page. */
  pageAccess?: PageAccessContext;
  /** After a site form was posted without JavaScript (form-result): its message, or its errors. */
  formResult?: FormResultContext;
  /** On the search page (/search, page type 102): the query, its results and the pages of them. */
  search?: SearchContext;
  /** On a page that shows a message to the visitor (e.g. a no-JavaScript add-to-cart failure). */
  alert?: { title: string; message: string };
  /**
   * What the page's head loads: `inlineStyles` are stylesheet URLs whose text the page carries (the
   * layout prints `<!--style:URL-->` for each, which the server fills with a `<style>`), `styles` the
   * ones it links, after those; island scripts and the chunks they import.
   */
  assets: { inlineStyles?: string[]; styles: string[]; scripts: string[]; modulePreloads?: string[] };
  /** The site's own fonts and colours (site-styles-css.ts); absent while it keeps the theme's look. */
  siteStyles?: SiteStylesContext;
  /**
   * The analytics tracker (decision 0043): its config, printed raw inside a `<script type=
   * "application/json">` with id `elementId` (escaped so it holds no `<`), and its script's URL.
   */
  tracker?: { configJson: string; src: string; elementId: string; recorderSrc?: string };
}

/** What the layout prints after the stylesheets for the owner's site styles (decision 0036). */
export interface SiteStylesContext {
  /** `@font-face` rules and the theme's variables; printed raw inside `<style>` (it holds no `<`). */
  css: string;
  /** Font files to preload (the body font's regular weight). */
  preloads: string[];
}

export interface WebsiteContext {
  id: string;
  siteTitle: string;
  currency: string;
  language: string;
  /** Year for the footer's copyright line. */
  year: number;
  /** Headline of the home page hero; the site title is shown when absent. */
  tagline?: string;
  /**
   * The site's time zone (seed 001 website settings; America/New_York when unset): the engine's date
   * formatters read it. Set on Blog and Events pages and their items.
   */
  timeZone?: string;
}

/**
 * The footer's language switcher (decision 0051), only when the site offers more than its default
 * language: a plain form posting to `action` with the visitor's crumb, the site's languages and the page
 * to come back to.
 */
export interface LanguageSwitcherContext {
  action: string;
  crumb: string;
  returnTo: string;
  label: string;
  button: string;
  options: { code: string; label: string; selected: boolean }[];
}

/** Page type codes from seed 000 section 2 (main content 1, content item 50, not found 100, show cart 200). */
export interface PageInfo {
  pageType: number;
  /** Template name under themes/<name>/templates, e.g. "product", "shop", "cart", "home", "not-found". */
  template: string;
  title: string;
  path: string;
  /** <meta name="description"> */
  description: string;
  /** HTTP status of an error page (the error template shows it). */
  status?: number;
  /** True on an error page for a 5xx: the fault is ours, not the visitor's. */
  serverError?: boolean;
  /** Absolute URL of the page's social image (og:image, twitter:image): a block page's, a product's first. */
  socialImage?: string;
  /** The social image's alt text (og:image:alt, twitter:image:alt); absent when it has none. */
  socialImageAlt?: string;
  /**
   * What `<title>` says (issue 13 part 6): the SEO title, else "{title} — {site}", else the site's
   * title alone when the page is named like the site (documentTitle in @plinth/contracts).
   */
  headTitle: string;
  /** og:title and twitter:title: the SEO title, else the page's own title (og:site_name names the site). */
  shareTitle: string;
  /** The page's one address (`<link rel="canonical">`, og:url), absolute; absent on error pages. */
  canonicalUrl?: string;
  /** og:type: "product" on product pages, else "website". */
  ogType: string;
  /** twitter:card: "summary_large_image" with a social image, else "summary". */
  twitterCard: string;
  /** Feeds the page offers (`<link rel="alternate">`): a blog's RSS. */
  alternates?: { type: string; title: string; href: string }[];
  /**
   * A product page's schema.org Product as JSON, printed raw inside `<script type="application/ld+json">`
   * (escaped so it holds no `<`, `>` or `&`).
   */
  jsonLd?: string;
  /**
   * True on pages search engines should leave out (cart, checkout, account, search results): the layout
   * prints `<meta name="robots" content="noindex">` and the answer carries `X-Robots-Tag: noindex`.
   */
  noindex?: boolean;
}

/** A block page as its template sees it (templates/page.html). */
export interface SitePageContext {
  id: string;
  title: string;
  slug: string;
  /** The blocks as HTML (every prop escaped by the block renderers): printed raw. */
  html: string;
  /** The page document the HTML came from (the published one, or the draft in the editor's preview). */
  document: PageDocument;
  /** True in the editor's preview of the draft. */
  preview: boolean;
}

/** A site form's answer without JavaScript (docs/forms.md). Every key is always present. */
export interface FormResultContext {
  title: string;
  /** The form's submission message: owner HTML, sanitised when the form was saved; '' on errors. */
  description: string;
  /** The sentence above the errors, or ''. */
  intro: string;
  /** Each field's title with its error; empty after a success. */
  errors: { title: string; error: string }[];
  /** A path on this site: the page the form was on. */
  backPath: string;
  backLabel: string;
}

/** What a locked or member-only page shows instead of itself. */
export interface PageAccessContext {
  title: string;
  message: string;
  /** Where the lock screen's form posts (the page's own address). */
  action: string;
  crumb: string;
  /** The lock screen's refusal ("That password is not right. Try again."), or ''. */
  error: string;
  /** The member page's Sign in link. */
  signInUrl: string;
}

/**
 * A link, or a folder when `items` is not empty: a folder has no page of its own (`url` is ''), only
 * the links inside it, and is active when one of them is. Every key is always present, because a
 * template that tests a missing key (`{.if items}`) would find the page's own `items` instead.
 */
export interface NavigationLink {
  title: string;
  url: string;
  active: boolean;
  /** Open in a new window (the theme adds target="_blank" rel="noopener"). */
  newWindow: boolean;
  /** A folder's links, [] for a link; nesting is one level deep. */
  items: NavigationLink[];
}

/** The site header as the owner set it (GET /api/site-header-footer), with defaults filled in. */
export interface HeaderContext {
  /** The owner's header title, else the site title. */
  title: string;
  /** A line above the header; '' for none. */
  announcement: string;
  showCartLink: boolean;
  /** Links to /account, where customers sign in. */
  showAccountLink: boolean;
}

export interface FooterContext {
  /** Plain text; by default "© {year} {site title}". */
  text: string;
  links: { title: string; url: string }[];
  showPoweredBy: boolean;
}

export interface CollectionContext {
  id: string;
  title: string;
  urlId: string;
  fullUrl: string;
  /** Plain text the owner wrote for the store page; '' when none. */
  description: string;
  /** Collection type code: products 13 (seed 001). */
  type: number;
  typeName: string;
}

export interface ProductCard {
  id: string;
  title: string;
  fullUrl: string;
  image: { url: string; alt: string; width: number; height: number } | null;
  productType: number;
  /** The lowest price, e.g. "$25.00"; the theme adds "From" when hasPriceRange. */
  priceLabel: string;
  /** The struck-through original price when on sale, else null. */
  originalPriceLabel: string | null;
  /** More than one distinct price among variants. */
  hasPriceRange: boolean;
  onSale: boolean;
  soldOut: boolean;
  /** "on-sale", "sold-out" or "" (sold out wins). */
  statusClass: string;
  /** The sold-out badge's text: the product's own, else the store's (commerce preferences). */
  soldOutLabel: string;
  /** True when adding from the list needs a choice first (options, or gift card denominations). */
  requiresSelection: boolean;
  /** The single variant's sku when the card can add straight to the cart. */
  sku: string | null;
  /** Group name the Quick View button carries (the collection's urlId). */
  groupName: string;
  addButtonText: string;
  /** Subscribable items subscribe from the card (a subscription checkout), never add to the cart. */
  subscribable: boolean;
}

export interface ProductItemContext extends ProductView {
  priceLabel: string;
  originalPriceLabel: string | null;
  onSale: boolean;
  soldOut: boolean;
  statusClass: string;
  /** The sold-out badge's text: the product's own, else the store's (commerce preferences). */
  soldOutLabel: string;
  /** Short human phrase for subscribable items, e.g. "Every 2 weeks". */
  subscriptionLabel: string | null;
  productTypeName: 'physical' | 'digital' | 'service' | 'gift-card' | 'paywall';
}

/**
 * An order as the confirmation and status pages print it: amounts and dates already formatted in the
 * store's currency and language. Every key is always present (see NavigationLink for why).
 */
export interface OrderContext {
  /** "#1001" */
  number: string;
  /** /orders/{token} */
  statusUrl: string;
  email: string;
  /** placed, fulfilled, cancelled, refunded */
  status: string;
  statusLabel: string;
  date: string;
  testMode: boolean;
  lines: OrderLineContext[];
  subtotal: string;
  hasDiscount: boolean;
  discount: string;
  couponCodes: string;
  requiresShipping: boolean;
  shipping: string;
  shippingOptionName: string;
  /** The shipping address's lines; [] when nothing ships. */
  shipTo: string[];
  tax: string;
  total: string;
  /** A gift card paid part or all of the total (decision 0030): "−$12.00", and what the card was charged. */
  hasGiftCard: boolean;
  giftCard: string;
  amountPaid: string;
  trackingNumber: string;
  /** The carrier's tracking page, '' when there is none (no carrier, "other", or no number). */
  trackingUrl: string;
  /** "Track your package with UPS" for the link, '' without a tracking page. */
  trackingLinkText: string;
  /**
   * The order shipped in parts, or is partly shipped (decision 0067): `shipments` lists each parcel
   * with its own tracking, and the order-level tracking above is left out.
   */
  hasShipments: boolean;
  shipments: OrderShipmentContext[];
}

/** One parcel of an order shipped in parts. */
export interface OrderShipmentContext {
  /** "Shipment 1" */
  title: string;
  date: string;
  /** "Linen Shirt × 2, Ceramic Mug × 1" */
  items: string;
  trackingNumber: string;
  trackingUrl: string;
  trackingLinkText: string;
}

export interface OrderLineContext {
  productName: string;
  /** "Size: S, Color: Sand"; '' for none. */
  options: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

/** One row of the account page's order list. */
export interface OrderListItemContext {
  number: string;
  statusUrl: string;
  date: string;
  total: string;
  status: string;
  statusLabel: string;
}

/** A subscription as the pages show it (display strings from the server). */
export interface SubscriptionContext {
  id: string;
  /** "Coffee Beans", with the variant's options in brackets when it has any. */
  product: string;
  quantity: number;
  /** "Every 2 weeks" (seed 000 section 5). */
  plan: string;
  /** What the item costs each time, before shipping and tax: "$19.00". */
  price: string;
  /** The date of the next payment, or "None" once it has ended. */
  next: string;
  status: string;
  statusLabel: string;
  /** "•••• 4242", or null when nothing is charged. */
  card: string | null;
  cancellable: boolean;
  /** POST here (crumb, xsrfToken) to cancel without JavaScript. */
  cancelUrl: string;
}
