import { PRODUCT_TYPE, type ProductOption, type SubscriptionPlan } from '@plinth/contracts';

/** The demo store "Plinth Supply Co.": what a new install shows, and what the tests shop in. */
export interface DemoProduct {
  urlId: string;
  title: string;
  productType: (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];
  description: string;
  images: string[];
  options: ProductOption[];
  variants: DemoVariant[];
  subscriptionPlan?: SubscriptionPlan;
  /** A subscribable product that can also be bought once (decision 0042). */
  oneTimePurchase?: boolean;
  scarcityEnabled?: boolean;
  /** Each variant's shipping weight; 0 when not set. */
  weightGrams?: number;
}

export interface DemoVariant {
  sku: string;
  attributes?: Record<string, string>;
  priceCents: number;
  salePriceCents?: number;
  stock: number | 'unlimited';
  image?: string;
}

export const DEMO_SITE = {
  title: 'Plinth Supply Co.',
  tagline: 'Goods for slow days and good rooms.',
  description: 'Linen, ceramics, lamps and coffee, made in small batches and shipped from our studio.',
  currency: 'USD',
  language: 'en-US',
  hosts: ['localhost', '127.0.0.1', '::1'],
  collection: { urlId: 'shop', title: 'Shop' },
} as const;

const shirtVariants = (['Sand', 'Navy'] as const).flatMap((color) =>
  (['S', 'M', 'L'] as const).map((size): DemoVariant => ({
    sku: `SHIRT-LINEN-${color.toUpperCase()}-${size}`,
    attributes: { Size: size, Color: color },
    priceCents: 6800,
    stock: color === 'Sand' && size === 'M' ? 3 : color === 'Navy' && size === 'L' ? 0 : 20,
    image: `linen-shirt-${color.toLowerCase()}.svg`,
  })),
);

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    urlId: 'linen-shirt',
    weightGrams: 250,
    title: 'Linen Shirt',
    productType: PRODUCT_TYPE.PHYSICAL,
    description:
      '<p>A relaxed button-up cut from washed European linen. It softens with every wear and keeps you cool from the first warm morning to the last summer evening.</p><ul><li>100% linen, garment washed</li><li>Mother-of-pearl buttons</li><li>Machine wash cold, line dry</li></ul>',
    images: ['linen-shirt-sand.svg', 'linen-shirt-navy.svg'],
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Sand', 'Navy'] },
    ],
    variants: shirtVariants,
    scarcityEnabled: true,
  },
  {
    urlId: 'ceramic-mug',
    weightGrams: 450,
    title: 'Ceramic Mug',
    productType: PRODUCT_TYPE.PHYSICAL,
    description:
      '<p>Thrown by hand in small batches and finished in a speckled oatmeal glaze. Holds 350 ml of whatever gets you going.</p>',
    images: ['ceramic-mug.svg'],
    options: [],
    variants: [{ sku: 'MUG-CERAMIC', priceCents: 2400, salePriceCents: 1800, stock: 50 }],
  },
  {
    urlId: 'vintage-lamp',
    weightGrams: 2800,
    title: 'Vintage Lamp',
    productType: PRODUCT_TYPE.PHYSICAL,
    description:
      '<p>A one-off brass table lamp from the 1960s, rewired and fitted with a new linen shade. There is exactly one of it.</p>',
    images: ['vintage-lamp.svg'],
    options: [],
    variants: [{ sku: 'LAMP-VINTAGE', priceCents: 14000, stock: 1 }],
  },
  {
    urlId: 'concert-poster',
    weightGrams: 200,
    title: 'Concert Poster',
    productType: PRODUCT_TYPE.PHYSICAL,
    description:
      '<p>Screen-printed poster from The Quiet Hours’ sold-out farewell show, printed in three colours on heavy cotton paper.</p>',
    images: ['concert-poster.svg'],
    options: [{ name: 'Size', values: ['A3', 'A2'] }],
    variants: [
      { sku: 'POSTER-A3', attributes: { Size: 'A3' }, priceCents: 3000, stock: 0 },
      { sku: 'POSTER-A2', attributes: { Size: 'A2' }, priceCents: 4200, stock: 0 },
    ],
  },
  {
    urlId: 'sticker-pack',
    weightGrams: 40,
    title: 'Sticker Pack',
    productType: PRODUCT_TYPE.PHYSICAL,
    description:
      '<p>Eight weatherproof vinyl stickers for laptops, bottles and bike frames. We print them to order.</p>',
    images: ['sticker-pack.svg'],
    options: [],
    variants: [{ sku: 'STICKERS-8', priceCents: 500, stock: 'unlimited' }],
  },
  {
    urlId: 'field-guide',
    title: 'Field Guide (PDF)',
    productType: PRODUCT_TYPE.DIGITAL,
    description:
      '<p>A 64-page illustrated guide to the trees, birds and wildflowers of the city park, as a PDF you can download right after checkout.</p>',
    images: ['field-guide.svg'],
    options: [],
    variants: [{ sku: 'GUIDE-PDF', priceCents: 1200, stock: 'unlimited' }],
  },
  {
    urlId: 'design-consultation',
    title: 'Design Consultation',
    productType: PRODUCT_TYPE.SERVICE,
    description:
      '<p>A one-hour video session with our studio to plan a room, a shelf or a whole shop window. We send notes and a mood board afterwards.</p>',
    images: ['design-consultation.svg'],
    options: [],
    variants: [{ sku: 'CONSULT-60', priceCents: 15000, stock: 'unlimited' }],
  },
  {
    urlId: 'gift-card',
    title: 'Gift Card',
    productType: PRODUCT_TYPE.GIFT_CARD,
    description:
      '<p>Let them choose. Delivered by email with your message, and good for anything in the shop.</p>',
    images: ['gift-card.svg'],
    options: [{ name: 'Amount', values: ['$25', '$50', '$100'] }],
    variants: [
      { sku: 'GIFT-25', attributes: { Amount: '$25' }, priceCents: 2500, stock: 'unlimited' },
      { sku: 'GIFT-50', attributes: { Amount: '$50' }, priceCents: 5000, stock: 'unlimited' },
      { sku: 'GIFT-100', attributes: { Amount: '$100' }, priceCents: 10000, stock: 'unlimited' },
    ],
  },
  {
    urlId: 'coffee-beans',
    weightGrams: 260,
    title: 'Coffee Beans',
    productType: PRODUCT_TYPE.PHYSICAL,
    description:
      '<p>A chocolatey, low-acid house blend roasted every Monday. Subscribe and a fresh 250 g bag arrives every two weeks.</p>',
    images: ['coffee-beans.svg'],
    options: [],
    variants: [{ sku: 'COFFEE-250', priceCents: 1900, stock: 40 }],
    subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 },
    oneTimePurchase: true,
  },
];

/**
 * The demo store's checkout setup (issue 9): shipping at home and abroad, two US sales taxes, and two
 * coupons. Prices exclude tax (websites.settings.tax.pricesIncludeTax unset).
 */
export const DEMO_SHIPPING_OPTIONS: readonly DemoShippingOption[] = [
  {
    name: 'Standard shipping',
    kind: 'free_over',
    amountCents: 600,
    freeOverCents: 10000,
    countries: ['US'],
  },
  {
    name: 'Express',
    kind: 'weight',
    rates: [
      { upTo: 1000, cents: 1500 },
      { upTo: 5000, cents: 2500 },
      { upTo: null, cents: 4000 },
    ],
    countries: ['US'],
  },
  {
    name: 'International',
    kind: 'subtotal',
    rates: [
      { upTo: 5000, cents: 1800 },
      { upTo: null, cents: 3000 },
    ],
    countries: ['CA', 'GB', 'IE', 'FR', 'DE', 'NL', 'AU', 'NZ', 'JP'],
  },
  { name: 'Pick up at the studio', kind: 'pickup' },
];

export interface DemoShippingOption {
  name: string;
  kind: 'flat' | 'weight' | 'subtotal' | 'free_over' | 'pickup';
  amountCents?: number;
  freeOverCents?: number;
  rates?: { upTo: number | null; cents: number }[];
  countries?: string[];
}

export const DEMO_TAX_RULES = [
  { name: 'California sales tax', country: 'US', region: 'CA', rateBasisPoints: 725 },
  { name: 'New York sales tax', country: 'US', region: 'NY', rateBasisPoints: 400 },
] as const;

export const DEMO_COUPONS = [
  /** 10 % off anything. */
  { code: 'WELCOME10', percentOff: 10, amountOffCents: 0, freeShipping: false, minimumSubtotalCents: 0 },
  /** Free shipping from $50.00. */
  { code: 'FREESHIP', percentOff: 0, amountOffCents: 0, freeShipping: true, minimumSubtotalCents: 5000 },
] as const;
