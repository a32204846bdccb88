import { z } from 'zod';

/**
 * The owner's home (issue 13 part 7): what `/config` opens on. Each section is there only for a role
 * that may open the panel it summarises (null otherwise), so one call serves every role. Days are UTC,
 * as in the analytics dashboards.
 */
export const OWNER_HOME_API = {
  /** GET -> OwnerHome */
  home: '/config/api/home',
  /** PUT OwnerHomeSetupWrite -> OwnerHomeSetupAnswer: hide or show the setup guide (settings.edit). */
  setup: '/config/api/home/setup',
} as const;

/**
 * The setup guide's steps (issue 24 §5), each ticked from the site's real state: a product, a shipping
 * option, a real payment provider (Stripe) instead of the test processor, site styles saved, the home
 * page edited, a second member or an invitation.
 */
export const SETUP_STEP_IDS = [
  'product',
  'shipping',
  'payments',
  'styles',
  'homePage',
  'address',
  'team',
] as const;
export type SetupStepId = (typeof SETUP_STEP_IDS)[number];

export const ownerHomeSetupSchema = z.object({
  /** The owner hid the guide (it can be shown again). */
  dismissed: z.boolean(),
  /** Payments go to the built-in test processor: no card is charged. */
  testMode: z.boolean(),
  steps: z.array(z.object({ id: z.enum(SETUP_STEP_IDS), done: z.boolean() })),
});
export type OwnerHomeSetup = z.infer<typeof ownerHomeSetupSchema>;

export const ownerHomeSetupWriteSchema = z.object({ dismissed: z.boolean() }).strict();
export type OwnerHomeSetupWrite = z.infer<typeof ownerHomeSetupWriteSchema>;
export const ownerHomeSetupAnswerSchema = z.object({ dismissed: z.boolean() });
export type OwnerHomeSetupAnswer = z.infer<typeof ownerHomeSetupAnswerSchema>;

/** Rows in each list of the home. */
export const OWNER_HOME_LIST_ROWS = 5;

const money = z.number().int().describe('Minor units of the store currency');

const salesSchema = z.object({
  /** Orders placed (not cancelled) in the period, and their grand totals. */
  orders: z.number().int(),
  revenueCents: money,
});

export const ownerHomeSchema = z.object({
  /** The store's currency, for every amount below. */
  currency: z.string(),
  /** The setup guide; null without settings.edit. */
  setup: ownerHomeSetupSchema.nullable(),
  /** Today (UTC) and the last 7 days with today; null without orders.view. */
  sales: z
    .object({
      today: salesSchema,
      week: salesSchema,
      /** Placed orders not yet fulfilled (any age). */
      unfulfilled: z.number().int(),
      /** Best sellers of the last 7 days by units. */
      topProducts: z.array(
        z.object({ productId: z.string(), name: z.string(), units: z.number().int(), revenueCents: money }),
      ),
    })
    .nullable(),
  /** Distinct visitors today and over the last 7 days; null without analytics.view. */
  visits: z.object({ today: z.number().int(), week: z.number().int() }).nullable(),
  /** Counted variants at or below the store's low-stock threshold, fewest first; null without inventory.view. */
  lowStock: z
    .object({
      threshold: z.number().int(),
      /** How many variants are low (the list shows the first few). */
      count: z.number().int(),
      variants: z.array(
        z.object({
          productId: z.string(),
          variantId: z.string(),
          productName: z.string(),
          /** "Sand / M", '' for a product without options. */
          variantLabel: z.string(),
          stock: z.number().int(),
        }),
      ),
    })
    .nullable(),
  /** The newest form submissions and the count of the last 7 days; null without forms.view. */
  formSubmissions: z
    .object({
      week: z.number().int(),
      recent: z.array(
        z.object({ id: z.string(), formId: z.string(), formName: z.string(), submittedAt: z.string() }),
      ),
    })
    .nullable(),
  /** Restock sign-ups waiting for stock, per product (most first); null without restock.view. */
  restock: z
    .object({
      waiting: z.number().int(),
      products: z.array(z.object({ productId: z.string(), name: z.string(), waiting: z.number().int() })),
    })
    .nullable(),
});
export type OwnerHome = z.infer<typeof ownerHomeSchema>;
