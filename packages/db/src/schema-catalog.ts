import type { Generated } from 'kysely';
import type { Flag } from './schema';

/** The catalogue's tables: store pages (collections), their categories, products and variants. */

export interface CollectionsTable {
  id: string;
  website_id: string;
  url_id: string;
  title: string;
  /** Collection type code (products 13). */
  type: number;
  position: number;
  created_at: string;
  /** The store page's name in navigation menus; '' means the title (migration 0006). */
  navigation_title: Generated<string>;
  /** Plain text shown under the store page's title. */
  description: Generated<string>;
  /** A disabled store page is not shown on the storefront. */
  enabled: Generated<Flag>;
}

/** A store page's product categories; the editor creates the ROOT one with the page (migration 0006). */
export interface CollectionCategoriesTable {
  id: string;
  website_id: string;
  collection_id: string;
  display_name: string;
  parent_category_id: string | null;
  /** 'ROOT' for the page's top category. */
  type: string;
  /** 'LIST_VIEW' or 'GRID_VIEW'. */
  page_rendering: string;
  display_index: number;
  created_at: string;
}

export interface ProductsTable {
  id: string;
  website_id: string;
  collection_id: string;
  url_id: string;
  title: string;
  description: string;
  /** PRODUCT_TYPE code. */
  product_type: number;
  /** JSON: ProductImage[]. */
  images: string;
  /** JSON: ProductOption[] (names and values in display order). */
  options: string;
  is_subscribable: Flag;
  /** JSON: SubscriptionPlan, or null. */
  subscription_plan: string | null;
  scarcity_enabled: Flag;
  scarcity_text: string | null;
  custom_sold_out_text: string | null;
  custom_add_button_text: string | null;
  /** The form add to cart opens (issue 11 part 6, migration 0019); null for none. */
  additional_fields_form_id: Generated<string | null>;
  /** 1: a subscribable product that can also be bought once (migration 0024, decision 0042). */
  one_time_purchase: Generated<Flag>;
  /** PRODUCT_STATUS: 'draft', 'active' or 'scheduled' (migration 0027, decision 0049). */
  status: Generated<string>;
  /** ISO 8601 UTC: when a scheduled product goes live; null otherwise. */
  publish_at: Generated<string | null>;
  /** Search results and shared links (migration 0028, decision 0050); '' uses the title. */
  seo_title: Generated<string>;
  /** '' uses the start of the description. */
  seo_description: Generated<string>;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface VariantsTable {
  id: string;
  website_id: string;
  product_id: string;
  sku: string;
  /** JSON: Record<optionName, value>. */
  attributes: string;
  price_cents: number;
  sale_price_cents: number;
  on_sale: Flag;
  unlimited: Flag;
  stock_qty: number;
  /** JSON: ProductImage, or null. */
  image: string | null;
  position: number;
  /** For shipping by weight (migration 0011). */
  weight_grams: Generated<number>;
}
