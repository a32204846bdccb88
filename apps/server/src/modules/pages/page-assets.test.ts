import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  absoluteUrls,
  createPageAssetCache,
  INLINE_STYLES_MAX_GZIP_BYTES,
  inlineStyle,
  pageAssets,
} from './page-assets';

/** A theme assets folder holding `files`; islands are left out (no island, no island CSS). */
function themeWith(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'plinth-page-assets-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, css] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), css);
  writeFileSync(join(dir, 'secret.css'), 'body { color: red }');
  return createPageAssetCache({ themeAssetsDir: join(dir, 'assets') });
}

const SMALL = 'body { margin: 0 }\n';
/** Random hex does not compress below half its size: well over the budget gzipped. */
const HUGE = `.x::after { content: "${randomBytes(INLINE_STYLES_MAX_GZIP_BYTES).toString('hex')}" }`;
const theme = (name: string) => `/assets/theme/${name}`;

describe('page assets', () => {
  test('inlines the stylesheets while they fit the budget and links the rest, keeping their order', () => {
    const cache = themeWith({ 'site.css': SMALL, 'a.css': SMALL, 'huge.css': HUGE, 'c.css': SMALL });
    const assets = pageAssets(cache, [], [theme('a.css'), theme('huge.css'), theme('c.css')]);
    expect(assets.inlineStyles).toEqual([theme('site.css'), theme('a.css')]);
    // c.css would fit, but inlined it would come before huge.css and change the cascade.
    expect(assets.styles).toEqual([theme('huge.css'), theme('c.css')]);
    expect(inlineStyle(cache, theme('site.css'))?.inline.raw.toString()).toBe(
      '<style data-href="/assets/theme/site.css">body { margin: 0 }</style>',
    );
    expect(inlineStyle(cache, theme('site.css'))?.link.raw.toString()).toBe(
      '<link rel="stylesheet" href="/assets/theme/site.css">',
    );
    // Worked out once per page kind.
    expect(pageAssets(cache, [], [theme('a.css'), theme('huge.css'), theme('c.css')])).toBe(assets);
  });

  test('a stylesheet that is missing, could end the style element or imports another stays linked', () => {
    const cache = themeWith({
      'site.css': SMALL,
      'ends.css': '.a::after { content: "</style><script>x()</script>" }',
      'imports.css': '@import "more.css";',
    });
    for (const name of ['missing.css', 'ends.css', 'imports.css', '../secret.css']) {
      expect(inlineStyle(cache, theme(name)), name).toBeNull();
      const assets = pageAssets(cache, [], [theme(name), theme('site.css')]);
      expect(assets.inlineStyles, name).toEqual([theme('site.css')]);
      expect(assets.styles, name).toEqual([theme(name), theme('site.css')]);
    }
    expect(inlineStyle(cache, '/elsewhere/site.css')).toBeNull();
  });

  test('relative url()s become absolute against the stylesheet, so they still work inlined', () => {
    const href = '/assets/islands/assets/shared-1.css';
    expect(
      absoluteUrls(
        `a{background:url(bg.png)} b{background:url('../img/x.svg#i')} c{mask:url( "m.svg?v=2" )}`,
        href,
      ),
    ).toBe(
      `a{background:url(/assets/islands/assets/bg.png)} b{background:url('/assets/islands/img/x.svg#i')} ` +
        `c{mask:url("/assets/islands/assets/m.svg?v=2")}`,
    );
    const kept = `a{background:url(/x.png)} b{background:url(data:image/png;base64,AAAA)} c{fill:url(#g)} d{background:url(https://cdn.example/x.png)}`;
    expect(absoluteUrls(kept, href)).toBe(kept);
  });
});
