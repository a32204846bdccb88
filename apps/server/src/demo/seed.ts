import type { ProductImage } from '@plinth/contracts';
import { newId, nowIso, toFlag, writeTransaction, type Db, type Executor } from '@plinth/db';
import { rebuildSiteSearch } from '../modules/search';
import { countSites } from '../modules/sites';
import {
  DEMO_COUPONS,
  DEMO_PRODUCTS,
  DEMO_SHIPPING_OPTIONS,
  DEMO_SITE,
  DEMO_TAX_RULES,
  type DemoProduct,
} from './demo-store';
import { seedDemoForms } from './demo-forms';
import { seedDemoTerms } from './demo-terms';
import { seedDemoPages } from './seed-pages';
import { insertStorePage } from './site-building';

const IMAGE_SIZE = { width: 1200, height: 1500 };

/**
 * Seeds the demo site (its store, and its Home, About and Contact block pages in the main navigation)
 * when the database has no website yet; returns whether it seeded. The count and the inserts share one
 * write transaction, so of two processes starting together on one database only one seeds; the other
 * fails on the unique host names, rolls back, and finds the site there.
 */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  try {
    return await writeTransaction(db, async (trx) => {
      if ((await countSites(trx)) > 0) return false;
      const websiteId = await seedDemoSite(trx);
      await seedDemoPages(trx, websiteId);
      // The forms have fixed ids (the Contact page's block names one): the demo site only, never a copy.
      await seedDemoForms(trx, websiteId);
      // Inserted directly, so indexed here: the demo's products and pages are found from the start.
      await rebuildSiteSearch(trx, websiteId);
      return true;
    });
  } catch (error) {
    if ((await countSites(db.kysely)) > 0) return false;
    throw error;
  }
}

/**
 * Inserts the demo site and its store; returns the website id. Its block pages are seedDemoPages'
 * (the test fixtures start from the store alone, the theme's home template at "/").
 */
export async function seedDemoSite(
  trx: Executor,
  hosts: readonly string[] = DEMO_SITE.hosts,
): Promise<string> {
  const now = nowIso();
  const websiteId = newId();
  await trx
    .insertInto('websites')
    .values({
      id: websiteId,
      title: DEMO_SITE.title,
      currency: DEMO_SITE.currency,
      language: DEMO_SITE.language,
      settings: JSON.stringify({
        tagline: DEMO_SITE.tagline,
        description: DEMO_SITE.description,
        store: { multipleQuantityAllowedForServices: true },
      }),
      created_at: now,
    })
    .execute();
  if (hosts.length > 0) {
    await trx
      .insertInto('website_hosts')
      .values(hosts.map((host) => ({ host, website_id: websiteId })))
      .execute();
  }
  const collectionId = await insertStorePage(trx, websiteId, DEMO_SITE.collection, now);
  const productIds = new Map<string, string>();
  for (const [position, product] of DEMO_PRODUCTS.entries()) {
    productIds.set(
      product.urlId,
      await insertDemoProduct(trx, websiteId, collectionId, product, position, now),
    );
  }
  await seedDemoTerms(trx, websiteId, productIds);
  await insertDemoCheckout(trx, websiteId, now);
  return websiteId;
}

/** Shipping options, tax rules and coupons, so the demo checkout has something to price. */
async function insertDemoCheckout(trx: Executor, websiteId: string, now: string): Promise<void> {
  await trx
    .insertInto('shipping_options')
    .values(
      DEMO_SHIPPING_OPTIONS.map((option, position) => ({
        id: newId(),
        website_id: websiteId,
        name: option.name,
        kind: option.kind,
        amount_cents: option.amountCents ?? 0,
        free_over_cents: option.freeOverCents ?? null,
        rates: JSON.stringify(option.rates ?? []),
        countries: JSON.stringify(option.countries ?? []),
        position,
        enabled: 1,
        created_at: now,
      })),
    )
    .execute();
  await trx
    .insertInto('tax_rules')
    .values(
      DEMO_TAX_RULES.map((rule, position) => ({
        id: newId(),
        website_id: websiteId,
        name: rule.name,
        country: rule.country,
        region: rule.region,
        rate_basis_points: rule.rateBasisPoints,
        applies_to_shipping: 0,
        position,
        created_at: now,
      })),
    )
    .execute();
  await trx
    .insertInto('coupons')
    .values(
      DEMO_COUPONS.map((coupon) => ({
        id: newId(),
        website_id: websiteId,
        code: coupon.code,
        amount_off_cents: coupon.amountOffCents,
        percent_off: coupon.percentOff,
        free_shipping: toFlag(coupon.freeShipping),
        minimum_subtotal_cents: coupon.minimumSubtotalCents,
        expires_at: null,
        usage_limit: null,
        times_used: 0,
        created_at: now,
      })),
    )
    .execute();
}

async function insertDemoProduct(
  trx: Executor,
  websiteId: string,
  collectionId: string,
  product: DemoProduct,
  position: number,
  now: string,
): Promise<string> {
  const productId = newId();
  await trx
    .insertInto('products')
    .values({
      id: productId,
      website_id: websiteId,
      collection_id: collectionId,
      url_id: product.urlId,
      title: product.title,
      description: product.description,
      product_type: product.productType,
      images: JSON.stringify(product.images.map((file) => demoImage(file, product.title))),
      options: JSON.stringify(product.options),
      is_subscribable: toFlag(Boolean(product.subscriptionPlan)),
      subscription_plan: product.subscriptionPlan ? JSON.stringify(product.subscriptionPlan) : null,
      one_time_purchase: toFlag(product.oneTimePurchase === true),
      scarcity_enabled: toFlag(product.scarcityEnabled === true),
      scarcity_text: null,
      custom_sold_out_text: null,
      custom_add_button_text: null,
      position,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await trx
    .insertInto('variants')
    .values(
      product.variants.map((v, index) => ({
        id: newId(),
        website_id: websiteId,
        product_id: productId,
        sku: v.sku,
        attributes: JSON.stringify(v.attributes ?? {}),
        price_cents: v.priceCents,
        sale_price_cents: v.salePriceCents ?? 0,
        on_sale: toFlag(v.salePriceCents !== undefined),
        unlimited: toFlag(v.stock === 'unlimited'),
        stock_qty: v.stock === 'unlimited' ? 0 : v.stock,
        weight_grams: product.weightGrams ?? 0,
        image: v.image
          ? JSON.stringify(
              demoImage(v.image, `${product.title}, ${Object.values(v.attributes ?? {}).join(' ')}`),
            )
          : null,
        position: index,
      })),
    )
    .execute();
  return productId;
}

function demoImage(file: string, alt: string): ProductImage {
  return { url: `/assets/demo/${file}`, alt, ...IMAGE_SIZE };
}
