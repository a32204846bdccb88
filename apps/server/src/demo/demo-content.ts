import type { ContentLocation, PageBlock } from '@plinth/contracts';
import { block, heading, pageDocument as document, paragraph, text } from './page-blocks';

/**
 * The demo site's Blog posts and Events (issue 22 part 5), so a new owner sees a blog and an events
 * page at once. Dates are relative to the seeding time (`daysFromNow`), so the upcoming events stay
 * upcoming. A post's picture is a Product block of a demo product: it shows that product's image from
 * the demo's own files (the file library starts empty).
 */

export interface DemoPost {
  title: string;
  slug: string;
  excerpt: string;
  /** Negative: days before the seeding. */
  daysFromNow: number;
  tags: string[];
  categories: string[];
  /** The demo product (by title) whose picture the post shows. */
  product: string;
  body: (productId: string) => PageBlock[];
}

export interface DemoEvent {
  title: string;
  slug: string;
  excerpt: string;
  daysFromNow: number;
  /** Local start hour and length in hours (the site's time zone, America/New_York, as UTC-4/-5). */
  startHour: number;
  hours: number;
  allDay?: boolean;
  tags: string[];
  categories: string[];
  location: Partial<ContentLocation>;
  body: () => PageBlock[];
}

const picture = (productId: string): PageBlock =>
  block('picture', 'product', { productId, layout: 'stacked', showImage: true, showPrice: false });

export const DEMO_BLOG = { title: 'Journal', slug: 'journal' } as const;
export const DEMO_EVENTS = { title: 'Events', slug: 'events' } as const;

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    title: 'How we choose our linen',
    slug: 'how-we-choose-our-linen',
    excerpt: '<p>Why we buy our linen from one mill, and what we look for in a good weave.</p>',
    daysFromNow: -2,
    tags: ['linen', 'materials'],
    categories: ['Studio notes'],
    product: 'Linen Shirt',
    body: (productId) => [
      text(
        'intro',
        heading(2, 'One mill, twenty years'),
        paragraph(
          'Our linen comes from a family mill that has woven flax since before we were born. We visit every spring to choose the season’s cloth.',
        ),
      ),
      picture(productId),
      text(
        'weave',
        heading(2, 'What a good weave feels like'),
        paragraph(
          'Hold it to the light: the threads should be even, with small slubs that show the flax. It softens with every wash.',
        ),
      ),
    ],
  },
  {
    title: 'Caring for stoneware',
    slug: 'caring-for-stoneware',
    excerpt: '<p>Three habits that keep a mug looking new for <strong>years</strong>.</p>',
    daysFromNow: -6,
    tags: ['ceramics', 'care'],
    categories: ['Guides'],
    product: 'Ceramic Mug',
    body: (productId) => [
      text(
        'intro',
        heading(2, 'Warm it first'),
        paragraph('A splash of hot water before the coffee keeps the glaze from sudden changes of heat.'),
      ),
      picture(productId),
      text(
        'wash',
        heading(2, 'Wash by hand when you can'),
        paragraph('The dishwasher is fine, but a soft sponge keeps the rim’s glaze bright much longer.'),
      ),
    ],
  },
  {
    title: 'Restoring a 1960s lamp',
    slug: 'restoring-a-1960s-lamp',
    excerpt: '<p>From a flea market find to the lamp on our workbench: new wiring, same soul.</p>',
    daysFromNow: -13,
    tags: ['lighting', 'restoration'],
    categories: ['Studio notes'],
    product: 'Vintage Lamp',
    body: (productId) => [
      text(
        'intro',
        heading(2, 'The find'),
        paragraph(
          'It was dusty, its cord cracked, but the brass was sound and the shade still had its original paper.',
        ),
      ),
      picture(productId),
      text(
        'work',
        heading(2, 'The work'),
        paragraph('We rewired it with a braided cord, replaced the switch and polished the brass by hand.'),
      ),
    ],
  },
  {
    title: 'Our autumn coffee',
    slug: 'our-autumn-coffee',
    excerpt: '<p>A washed Ethiopian with notes of peach and black tea, roasted every Monday.</p>',
    daysFromNow: -21,
    tags: ['coffee', 'seasonal'],
    categories: ['News'],
    product: 'Coffee Beans',
    body: (productId) => [
      text(
        'intro',
        heading(2, 'This season’s beans'),
        paragraph('We tasted twelve lots before settling on this one: bright, sweet and easy to brew.'),
      ),
      picture(productId),
      text(
        'brew',
        heading(2, 'How we brew it'),
        paragraph('Fifteen grams to 250 grams of water, just off the boil, three and a half minutes.'),
      ),
    ],
  },
  {
    title: 'A field guide to slow mornings',
    slug: 'a-field-guide-to-slow-mornings',
    excerpt: '<p>Our little guide is out: twelve walks, six recipes and a reading list.</p>',
    daysFromNow: -34,
    tags: ['books', 'slow living'],
    categories: ['News'],
    product: 'Field Guide (PDF)',
    body: (productId) => [
      text(
        'intro',
        heading(2, 'Why a guide'),
        paragraph('Customers kept asking where we walk and what we read. So we wrote it down.'),
      ),
      picture(productId),
      text(
        'inside',
        heading(2, 'What is inside'),
        paragraph('Twelve walks near the studio, six breakfast recipes and the books that shaped the shop.'),
      ),
    ],
  },
];

const STUDIO: Partial<ContentLocation> = {
  name: 'Plinth Supply Co. studio',
  addressLine1: '1 Market Street',
  addressLine2: 'Springfield',
  addressCountry: 'United States',
  mapLat: 39.7817,
  mapLng: -89.6501,
};

export const DEMO_EVENT_LIST: readonly DemoEvent[] = [
  {
    title: 'Open studio evening',
    slug: 'open-studio-evening',
    excerpt: '<p>Meet the makers, see the workshop and try this season’s coffee.</p>',
    daysFromNow: 7,
    startHour: 18,
    hours: 3,
    tags: ['studio', 'coffee'],
    categories: ['Open days'],
    location: STUDIO,
    body: () => [
      text(
        'about',
        heading(2, 'Come and see'),
        paragraph('The workshop is open from six. Drinks, small bites and a look at the kiln.'),
      ),
    ],
  },
  {
    title: 'Stoneware glazing workshop',
    slug: 'stoneware-glazing-workshop',
    excerpt: '<p>A hands-on morning: glaze two mugs and take them home after the firing.</p>',
    daysFromNow: 16,
    startHour: 10,
    hours: 3,
    tags: ['ceramics', 'workshop'],
    categories: ['Workshops'],
    location: STUDIO,
    body: () => [
      text(
        'about',
        heading(2, 'What you will do'),
        paragraph('We start with the basics of dipping and pouring, then you glaze two mugs of your own.'),
      ),
    ],
  },
  {
    title: 'Winter market',
    slug: 'winter-market',
    excerpt: '<p>Our stall at the town’s winter market: gifts, seconds and hot coffee.</p>',
    daysFromNow: 30,
    startHour: 0,
    hours: 24,
    allDay: true,
    tags: ['market'],
    categories: ['Markets'],
    location: {
      name: 'Town square',
      addressLine1: 'Main Street',
      addressLine2: 'Springfield',
      addressCountry: 'United States',
    },
    body: () => [
      text(
        'about',
        heading(2, 'Find us by the fountain'),
        paragraph('We bring seconds from the studio at half price, and every purchase comes gift-wrapped.'),
      ),
    ],
  },
  {
    title: 'Linen dyeing afternoon',
    slug: 'linen-dyeing-afternoon',
    excerpt: '<p>Natural dyes from onion skins and avocado stones, on linen offcuts.</p>',
    daysFromNow: -10,
    startHour: 14,
    hours: 3,
    tags: ['linen', 'workshop'],
    categories: ['Workshops'],
    location: STUDIO,
    body: () => [
      text(
        'about',
        heading(2, 'Thank you for coming'),
        paragraph('Twenty of you dyed more than forty napkins. Photos are up in the shop.'),
      ),
    ],
  },
];

export const demoItemDocument = (blocks: PageBlock[]) => document(blocks);
