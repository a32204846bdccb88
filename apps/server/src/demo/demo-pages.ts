import type { PageBlock } from '@plinth/contracts';
import { DEMO_BLOG, DEMO_EVENTS } from './demo-content';
import { DEMO_SITE } from './demo-store';
import { block, heading, pageDocument as document, paragraph, text } from './page-blocks';
import type { TemplatePage } from './site-building';

/**
 * The demo site's Home, About and Contact pages as block pages the owner edits in the page editor
 * (issue 10 part 5). Home keeps what the theme's home template shows: the tagline with a Shop all
 * button, then the featured products. Every block starts from its definition's defaults, so these stay
 * valid as block types grow (the seed test checks them with pageDocumentSchema).
 */

const shopButton = (id: string, label: string, style: 'primary' | 'secondary'): PageBlock =>
  block(id, 'button', { label, link: { type: 'web', url: '/shop', newWindow: false }, style, size: 'large' });

export const DEMO_PAGES: readonly TemplatePage[] = [
  {
    title: 'Home',
    slug: 'home',
    home: true,
    document: (shopCollectionId) =>
      document([
        block(
          'hero',
          'section',
          { padding: 'large', contentWidth: 'wide' },
          {
            content: [
              text('hero-text', heading(1, DEMO_SITE.tagline), paragraph(DEMO_SITE.description)),
              shopButton('hero-shop', 'Shop all', 'primary'),
            ],
          },
        ),
        block('featured', 'summary', {
          collectionId: shopCollectionId,
          heading: 'Featured',
          limit: 4,
          columns: 4,
        }),
        shopButton('view-all', 'View all', 'secondary'),
      ]),
  },
  {
    title: DEMO_BLOG.title,
    slug: DEMO_BLOG.slug,
    collectionType: 'blog',
    document: () =>
      document([
        text('intro', heading(1, 'Journal'), paragraph('Notes from the studio: materials, care and news.')),
      ]),
  },
  {
    title: DEMO_EVENTS.title,
    slug: DEMO_EVENTS.slug,
    collectionType: 'events',
    document: () =>
      document([
        text(
          'intro',
          heading(1, 'Events'),
          paragraph('Open evenings, workshops and markets. Come and say hello.'),
        ),
      ]),
  },
  {
    title: 'About',
    slug: 'about',
    document: () =>
      document([
        block(
          'intro',
          'section',
          { padding: 'large' },
          {
            content: [
              text(
                'intro-text',
                heading(1, 'About us'),
                paragraph(
                  'Plinth Supply Co. is a small studio making linen, ceramics, lamps and coffee for slow days and good rooms.',
                ),
              ),
            ],
          },
        ),
        block(
          'story',
          'columns',
          {},
          {
            'column-1': [
              text(
                'story-made',
                heading(2, 'Made in small batches'),
                paragraph(
                  'Every piece is made a few dozen at a time, so we can choose each material with care.',
                ),
              ),
            ],
            'column-2': [
              text(
                'story-shipped',
                heading(2, 'Shipped from our studio'),
                paragraph('We pack every order ourselves and send it out within two working days.'),
              ),
            ],
          },
        ),
        block('quote', 'quote', {
          text: 'Buy fewer things, and keep them longer.',
          source: 'The studio',
        }),
        shopButton('about-shop', 'Shop the collection', 'primary'),
      ]),
  },
  {
    title: 'Contact',
    slug: 'contact',
    document: () =>
      document([
        text(
          'contact-intro',
          heading(1, 'Contact'),
          paragraph(
            'Questions about an order, a product or a visit? Write to us and we answer within a day.',
          ),
        ),
        block(
          'details',
          'columns',
          {},
          {
            'column-1': [
              text(
                'contact-details',
                heading(2, 'The studio'),
                paragraph('1 Market Street, Springfield'),
                paragraph('Open Tuesday to Saturday, 10:00 to 17:00'),
                paragraph('hello@plinth.example'),
              ),
            ],
            'column-2': [
              block('map', 'map', { address: '1 Market Street, Springfield', label: 'Plinth Supply Co.' }),
            ],
          },
        ),
        // The demo's contact form (its fields are the demo seed's form 'demo-contact').
        block('contact-form', 'form', { formId: 'demo-contact', heading: 'Write to us' }),
      ]),
  },
];
