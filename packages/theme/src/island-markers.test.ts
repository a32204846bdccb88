import { describe, expect, test } from 'vitest';
import { fillIslandMarkers } from './island-markers';

describe('fillIslandMarkers', () => {
  test('puts each island where its marker is', () => {
    const html = '<header><!--island:cart-pill--></header><li><!--island:listing-button-p1--></li>';
    const islands = {
      'cart-pill': '<a class="cart-pill">Cart</a>',
      'listing-button-p1': '<button>Add</button>',
    };
    expect(fillIslandMarkers(html, islands, () => undefined)).toBe(
      '<header><a class="cart-pill">Cart</a></header><li><button>Add</button></li>',
    );
  });

  test('a marker with no island renders as nothing and is reported once', () => {
    const missing: string[] = [];
    const html = '<p><!--island:quick-view--></p><p><!--island:quick-view--></p>';
    expect(fillIslandMarkers(html, {}, (name) => missing.push(name))).toBe('<p></p><p></p>');
    expect(missing).toEqual(['quick-view']);
  });

  test('ignores ordinary comments and inherited object keys', () => {
    const missing: string[] = [];
    const html = '<!-- note --><!--island:toString-->';
    expect(fillIslandMarkers(html, {}, (name) => missing.push(name))).toBe('<!-- note -->');
    expect(missing).toEqual(['toString']);
  });
});
