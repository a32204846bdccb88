import { BLOCK_DEFINITIONS } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { renderOne } from './render-test-context';

describe('menu', () => {
  test('dishes grouped under their sections in first-seen order, escaped', () => {
    const html = renderOne({
      type: 'menu',
      props: {
        columns: 2,
        items: [
          { section: 'Lunch', name: 'Soup', description: 'Hot <b>', price: '£5' },
          { section: '', name: 'Bread', description: '', price: '' },
          { section: 'Lunch', name: 'Pie', description: '', price: '£9' },
        ],
      },
    });
    expect(html).toBe(
      '<div class="block block--menu" data-block-id="b1"><div class="menu-block menu-block--columns-2">' +
        '<section class="menu-block__section"><h3 class="menu-block__heading">Lunch</h3><ul class="menu-block__items">' +
        '<li class="menu-block__item"><div class="menu-block__row"><span class="menu-block__name">Soup</span><span class="menu-block__price">£5</span></div><p class="menu-block__description">Hot &lt;b&gt;</p></li>' +
        '<li class="menu-block__item"><div class="menu-block__row"><span class="menu-block__name">Pie</span><span class="menu-block__price">£9</span></div></li>' +
        '</ul></section>' +
        '<section class="menu-block__section"><ul class="menu-block__items"><li class="menu-block__item"><div class="menu-block__row"><span class="menu-block__name">Bread</span></div></li></ul></section>' +
        '</div></div>',
    );
  });
});

describe('social links', () => {
  const props = BLOCK_DEFINITIONS.socialLinks.defaults();

  test('icons style: drawn icons, the network name as accessible name, outside links in a new window', () => {
    const html = renderOne({
      type: 'socialLinks',
      props: {
        ...props,
        links: [
          { network: 'instagram', url: 'https://instagram.com/shop' },
          { network: 'email', url: 'mailto:hi@example.com' },
        ],
      },
    });
    expect(html).toContain(
      '<ul class="social-links-block social-links-block--icons social-links-block--medium social-links-block--left" aria-label="Social links">',
    );
    expect(html).toContain(
      '<a class="social-links-block__link" href="https://instagram.com/shop" target="_blank" rel="noopener me"><svg',
    );
    expect(html).toContain('<span class="visually-hidden">Instagram</span></a>');
    expect(html).toContain('<a class="social-links-block__link" href="mailto:hi@example.com"><svg');
    expect(html).not.toMatch(/<img|https?:\/\/(?!instagram\.com|www\.w3\.org)/);
  });

  test('text style shows names without icons', () => {
    const html = renderOne({
      type: 'socialLinks',
      props: { ...props, style: 'text', links: [{ network: 'github', url: 'https://github.com/x' }] },
    });
    expect(html).toContain('<span class="social-links-block__name">GitHub</span>');
    expect(html).not.toContain('<svg');
  });

  test('unknown networks and hostile URLs are left out', () => {
    const html = renderOne({
      type: 'socialLinks',
      props: {
        ...props,
        links: [
          { network: 'x', url: 'javascript:alert(1)' },
          { network: '<script>', url: 'https://a.example' },
        ],
      },
    });
    expect(html).not.toMatch(/<li|javascript:|<script/);
  });
});

describe('map', () => {
  test('a drawn map that loads nothing, the address as text, and an Open in maps link', () => {
    const html = renderOne({
      type: 'map',
      props: {
        address: '1 High St, Bath <BA1>',
        label: 'The Shop',
        zoom: 15,
        provider: 'openstreetmap',
        style: 'light',
        height: 300,
      },
    });
    expect(html).toContain(
      '<div class="map-block__picture" style="height:300px"><svg class="map-block__svg"',
    );
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain(
      '<p class="map-block__label">The Shop</p><address class="map-block__address">1 High St, Bath &lt;BA1&gt;</address>',
    );
    expect(html).toContain(
      '<a class="map-block__link" href="https://www.openstreetmap.org/search?query=1%20High%20St%2C%20Bath%20%3CBA1%3E" target="_blank" rel="noopener noreferrer">Open in maps',
    );
    // Nothing to fetch: no image, frame, script, or URL in the picture but the SVG namespace.
    const picture = html.slice(html.indexOf('<svg'), html.indexOf('</svg>'));
    expect(picture).not.toMatch(/<image|<img|<iframe|<script|href=|url\(/);
    expect(picture.match(/https?:\/\/[^"]+/g)).toEqual(['http://www.w3.org/2000/svg']);
  });

  test('the same address draws the same picture; another address another', () => {
    const props = BLOCK_DEFINITIONS.map.defaults();
    const a = renderOne({ type: 'map', props });
    expect(renderOne({ type: 'map', props })).toBe(a);
    expect(renderOne({ type: 'map', props: { ...props, address: 'Somewhere else 2' } })).not.toBe(a);
  });

  test('Google and Apple links; zoom and height are clamped numbers', () => {
    const props = {
      ...BLOCK_DEFINITIONS.map.defaults(),
      address: 'Main St',
      zoom: 99,
      height: '1px" onload="x',
    };
    expect(renderOne({ type: 'map', props: { ...props, provider: 'google' } })).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=Main%20St"',
    );
    const apple = renderOne({ type: 'map', props: { ...props, provider: 'apple' } });
    expect(apple).toContain('href="https://maps.apple.com/?q=Main%20St&amp;z=20"');
    expect(apple).toContain('style="height:320px"');
  });
});
