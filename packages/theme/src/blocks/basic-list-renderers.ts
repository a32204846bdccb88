import {
  ALIGNMENTS,
  BASIC_LIMITS,
  MAP_PROVIDERS,
  MAP_STYLES,
  SIZES,
  SOCIAL_NETWORK_OPTIONS,
  SOCIAL_STYLES,
  booleanProp,
  linkUrlProblem,
  stringProp,
  type SocialNetwork,
} from '@plinth/contracts';
import type { BlockRenderer } from './block-render-context';
import { escapeAttr, escapeHtml } from './html';
import { NEW_WINDOW_HINT, linkReferences } from './link-href';
import { mapIllustration, mapSearchUrl } from './map-svg';
import { intWithin, listProp, oneOf, text } from './prop-read';
import { renderRichText, richTextHrefs } from './rich-text-html';
import { socialIcon } from './social-icons';

/**
 * Accordion (69): <details>/<summary>, no script. "Open one at a time" is the details name attribute
 * (browsers that lack it simply allow several open).
 */
const accordion: BlockRenderer = {
  render: ({ block, context }) => {
    const { props } = block;
    const group = booleanProp(props, 'openOneAtATime', false)
      ? ` name="accordion-${escapeAttr(block.id)}"`
      : '';
    const firstOpen = booleanProp(props, 'firstItemOpen', false);
    const items = listProp(props, 'items', BASIC_LIMITS.accordionItems)
      .map(
        (item, index) =>
          `<details class="accordion-block__item"${group}${firstOpen && index === 0 ? ' open' : ''}><summary class="accordion-block__title"><span>${escapeHtml(text(item, 'title'))}</span></summary><div class="accordion-block__content rich-text">${renderRichText(text(item, 'content'), context)}</div></details>`,
      )
      .join('');
    return `<div class="accordion-block">${items}</div>`;
  },
  references: (block) =>
    linkReferences(
      listProp(block.props, 'items', BASIC_LIMITS.accordionItems).flatMap((item) =>
        richTextHrefs(text(item, 'content')),
      ),
    ),
};

/** Menu (18): dishes grouped under their section names, in the order the sections first appear. */
const menu: BlockRenderer = {
  render: ({ block }) => {
    const sections = new Map<string, string[]>();
    for (const item of listProp(block.props, 'items', BASIC_LIMITS.menuItems)) {
      const name = text(item, 'name').trim();
      if (name === '') continue;
      const price = text(item, 'price').trim();
      const description = text(item, 'description').trim();
      const row = [
        '<li class="menu-block__item"><div class="menu-block__row">',
        `<span class="menu-block__name">${escapeHtml(name)}</span>`,
        price === '' ? '' : `<span class="menu-block__price">${escapeHtml(price)}</span>`,
        '</div>',
        description === '' ? '' : `<p class="menu-block__description">${escapeHtml(description)}</p>`,
        '</li>',
      ].join('');
      const section = text(item, 'section').trim();
      sections.set(section, [...(sections.get(section) ?? []), row]);
    }
    const html = [...sections]
      .map(
        ([title, rows]) =>
          `<section class="menu-block__section">${title === '' ? '' : `<h3 class="menu-block__heading">${escapeHtml(title)}</h3>`}<ul class="menu-block__items">${rows.join('')}</ul></section>`,
      )
      .join('');
    const columns = intWithin(block.props, 'columns', { min: 1, max: 2 }, 1);
    return `<div class="menu-block menu-block--columns-${columns}">${html}</div>`;
  },
};

const NETWORK_LABEL = new Map<string, string>(
  SOCIAL_NETWORK_OPTIONS.map((option) => [option.value, option.label]),
);

/** Social links (19/54): icons drawn here, the network's name as each link's accessible name. */
const socialLinks: BlockRenderer = {
  render: ({ block }) => {
    const { props } = block;
    const style = oneOf(props, 'style', SOCIAL_STYLES, 'icons');
    const links = listProp(props, 'links', BASIC_LIMITS.socialLinks)
      .map((link) => {
        const network = text(link, 'network');
        const label = NETWORK_LABEL.get(network);
        const url = text(link, 'url');
        if (label === undefined || linkUrlProblem(url) !== null) return '';
        const external = /^https?:/i.test(url) ? ' target="_blank" rel="noopener me"' : '';
        const icon = style === 'text' ? '' : socialIcon(network as SocialNetwork);
        const name =
          style === 'icons'
            ? `<span class="visually-hidden">${escapeHtml(label)}</span>`
            : `<span class="social-links-block__name">${escapeHtml(label)}</span>`;
        return `<li><a class="social-links-block__link" href="${escapeAttr(url)}"${external}>${icon}${name}</a></li>`;
      })
      .join('');
    const classes = [
      'social-links-block',
      `social-links-block--${style}`,
      `social-links-block--${oneOf(props, 'size', SIZES, 'medium')}`,
      `social-links-block--${oneOf(props, 'alignment', ALIGNMENTS, 'left')}`,
    ].join(' ');
    return `<ul class="${classes}" aria-label="Social links">${links}</ul>`;
  },
};

/** Map (4): a drawn map with a pin (map-svg.ts), the address as text, and a link out. */
const map: BlockRenderer = {
  render: ({ block }) => {
    const { props } = block;
    const address = stringProp(props, 'address').trim();
    const label = stringProp(props, 'label').trim();
    const zoom = intWithin(props, 'zoom', BASIC_LIMITS.zoom, 14);
    const style = oneOf(props, 'style', MAP_STYLES, 'light');
    const height = intWithin(props, 'height', BASIC_LIMITS.mapHeight, 320);
    const url = mapSearchUrl(oneOf(props, 'provider', MAP_PROVIDERS, 'openstreetmap'), address, zoom);
    return [
      `<div class="map-block map-block--${style}">`,
      `<div class="map-block__picture" style="height:${height}px">${mapIllustration(address, zoom, style)}</div>`,
      '<div class="map-block__card">',
      label === '' ? '' : `<p class="map-block__label">${escapeHtml(label)}</p>`,
      `<address class="map-block__address">${escapeHtml(address)}</address>`,
      `<a class="map-block__link" href="${escapeAttr(url)}" target="_blank" rel="noopener noreferrer">Open in maps${NEW_WINDOW_HINT}</a>`,
      '</div></div>',
    ].join('');
  },
};

export const BASIC_LIST_RENDERERS = { accordion, menu, socialLinks, map } satisfies Record<
  string,
  BlockRenderer
>;
