import { SITE_TEMPLATE, type SiteTemplate } from '@plinth/contracts';
import { heading, pageDocument, paragraph, text } from '../../demo/page-blocks';
import type { TemplatePage } from '../../demo/site-building';

/** What a new site starts with: its block pages (Home first) and its empty store page. */
export interface StartingTemplate {
  pages: (site: { title: string }) => TemplatePage[];
  store: { urlId: string; title: string };
}

/**
 * "blank": Home (shown at "/", the site's title and a welcome), About and Contact to fill in, and an
 * empty store page "Shop" that products go into. No products, shipping, taxes or coupons: those are
 * the owner's to set up.
 */
const blank: StartingTemplate = {
  pages: ({ title }) => [
    {
      title: 'Home',
      slug: 'home',
      home: true,
      document: () =>
        pageDocument([
          text(
            'welcome',
            heading(1, title),
            paragraph(
              'Welcome! This is your home page. Open Pages in the editor to change these words and add blocks.',
            ),
          ),
        ]),
    },
    {
      title: 'About',
      slug: 'about',
      document: () =>
        pageDocument([
          text('about', heading(1, 'About'), paragraph('Tell visitors who you are, what you make and why.')),
        ]),
    },
    {
      title: 'Contact',
      slug: 'contact',
      document: () =>
        pageDocument([
          text(
            'contact',
            heading(1, 'Contact'),
            paragraph('Say how visitors reach you: an email address, a phone number, opening hours.'),
          ),
        ]),
    },
  ],
  store: { urlId: 'shop', title: 'Shop' },
};

export const STARTING_TEMPLATES: Readonly<Record<SiteTemplate, StartingTemplate>> = {
  [SITE_TEMPLATE.blank]: blank,
};
