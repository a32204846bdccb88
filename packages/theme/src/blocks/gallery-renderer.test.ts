import type { PageDocument } from '@plinth/contracts';
import { galleryPropsSchema } from '@plinth/contracts/schemas';
import { describe, expect, test } from 'vitest';
import { blockPageAssets } from './block-assets';
import { collectBlockReferences } from './render-blocks';
import { filesMap, imageFile, renderContext, renderOne } from './block-test-context';
import { galleryNeedsScript } from './gallery-renderer';

const files = filesMap(
  imageFile('img1', 2000, 1500),
  imageFile('img2', 800, 1200),
  imageFile('img3', 3000, 2000),
);
const images = [
  { fileId: 'img1', alt: 'Shop front', title: 'Front', caption: 'Morning light' },
  { fileId: 'img2', alt: 'Counter', title: 'Inside', caption: '' },
  { fileId: 'img3', alt: 'Window', title: '', caption: 'From the street' },
];
const gallery = (props: Record<string, unknown> = {}, aboveTheFold = false) =>
  renderOne('gallery', { images, ...props }, renderContext({ files }), aboveTheFold);
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('gallery designs', () => {
  test('grid (default): every image in a list, cropped square, four per row, 20 px apart', () => {
    const html = gallery();
    expect(html).toMatch(
      /^<div class="gallery gallery--grid gallery--meta-bottom gallery--align-center gallery--cropped" data-gallery="grid" style="--gallery-columns:4;--gallery-gap:20px;--gallery-ratio:1 \/ 1;/,
    );
    expect(count(html, '<li class="gallery__item">')).toBe(3);
    expect(html).not.toContain('role="region"');
    expect(html).toContain('sizes="(max-width: 432px) 50vw, (max-width: 1200px) 25vw, 300px"');
    // Square crop: the height attribute follows the ratio.
    expect(html).toContain('width="2000" height="2000"');
    expect(html).toContain(
      '<span class="gallery__title">Front</span><span class="gallery__caption">Morning light</span>',
    );
  });

  test('slideshow: a scrollable, focusable strip of labelled slides; thumbnails link to their slide', () => {
    const html = gallery({
      design: 'slideshow',
      thumbnails: true,
      thumbnailStripHeight: 60,
      squareThumbs: false,
    });
    expect(html).toContain('role="region" aria-roledescription="carousel" aria-label="Gallery"');
    expect(html).toContain('<ul class="gallery__items" role="list" tabindex="0">');
    expect(html).toContain(
      '<li class="gallery__item" id="gallery-b1-2" aria-roledescription="slide" aria-label="2 of 3">',
    );
    expect(html).toContain(
      '<a class="gallery__thumb" href="#gallery-b1-3" data-slide-index="2" aria-label="Show image 3: Window">',
    );
    expect(html).toContain('--gallery-thumb-height:60px;--gallery-thumb-margin:20px');
    expect(html).toContain('sizes="90px"');
  });

  test('slider is the carousel: slides as wide as maxWidth, aligned as activeAlignment says', () => {
    const html = gallery({
      design: 'slider',
      maxWidth: 200,
      activeAlignment: 'left',
      autoplay: true,
      autoplayDuration: 7,
    });
    expect(html).toContain(
      'class="gallery gallery--slider gallery--meta-bottom gallery--align-left gallery--cropped"',
    );
    expect(html).toContain('data-autoplay="7"');
    expect(html).toContain('--gallery-slide-width:200px');
    expect(html).toContain('sizes="200px"');
  });

  test('stacked: one image under another, full width, in its own shape when auto-crop is off', () => {
    const html = gallery({ design: 'stacked', autoCrop: false });
    expect(html).toContain('class="gallery gallery--stacked gallery--meta-bottom gallery--align-center"');
    expect(html).toContain('--gallery-ratio:auto');
    expect(html).toContain('width="800" height="1200"');
    expect(html).toContain('sizes="(max-width: 432px) 100vw, (max-width: 1200px) 100vw, 1200px"');
  });
});

describe('gallery options', () => {
  test('captions: only the title, none at all, on hover, at the top', () => {
    expect(gallery({ showMetaOnlyTitle: true })).not.toContain('Morning light');
    expect(gallery({ showMeta: false })).not.toContain('gallery__meta');
    expect(gallery({ showMetaBasic: false })).not.toContain('gallery__title');
    expect(gallery({ showMetaOnHover: true, metaPosition: 'top' })).toContain(
      'gallery--meta-top gallery--align-center gallery--meta-hover',
    );
  });

  test('lightbox: links to the full image with a name, and the theme for the script', () => {
    const html = gallery({ lightbox: true, lightboxTheme: 'light' });
    expect(html).toContain('data-lightbox="light"');
    expect(html).toContain(
      '<a class="gallery__link" href="/assets/uploads/site1/img1.jpg" data-lightbox-index="0" aria-label="Open Shop front larger">',
    );
  });

  test('links: made safe, and in a new window only when newWindow is on', () => {
    const linked = [
      { fileId: 'img1', link: 'javascript:alert(1)' },
      { fileId: 'img2', link: 'https://example.com/' },
    ];
    const html = renderOne('gallery', { images: linked, newWindow: true }, renderContext({ files }));
    expect(html).toContain('href="#"');
    expect(html).toContain('href="https://example.com/" target="_blank" rel="noopener noreferrer"');
    expect(renderOne('gallery', { images: linked }, renderContext({ files }))).not.toContain('target=');
  });

  test('transparent background, padding and images per row reach the markup', () => {
    const html = gallery({ transparentBackground: true, padding: 0, thumbnailsPerRow: 2 });
    expect(html).toContain('gallery--transparent');
    expect(html).toContain('--gallery-columns:2;--gallery-gap:0px');
  });

  test('above the fold, a grid loads its first row eagerly and the first image first', () => {
    const html = gallery({ thumbnailsPerRow: 2 }, true);
    expect(count(html, 'fetchpriority="high"')).toBe(1);
    expect(count(html, 'loading="lazy"')).toBe(1);
  });

  test('images whose file is missing are left out; a gallery of none renders nothing', () => {
    const html = renderOne(
      'gallery',
      { images: [{ fileId: 'gone1' }, { fileId: 'img1' }] },
      renderContext({ files }),
    );
    expect(count(html, '<li class="gallery__item">')).toBe(1);
    expect(renderOne('gallery', { images: [{ fileId: 'gone1' }] }, renderContext({ files }))).toBe('');
  });

  test('a row whose image is not chosen yet ("") is valid, left out, and never looked up', () => {
    const props = { images: [{ fileId: '' }, { fileId: 'img1' }] };
    expect(galleryPropsSchema.safeParse(props).success).toBe(true);
    expect(count(renderOne('gallery', props, renderContext({ files })), '<li class="gallery__item">')).toBe(
      1,
    );
    const block = { id: 'g', type: 'gallery' as const, props };
    expect(collectBlockReferences({ version: 1, root: { props: {} }, blocks: [block] }).fileIds).toEqual([
      'img1',
    ]);
  });
});

describe('the gallery script loads only where it is needed', () => {
  const doc = (props: Record<string, unknown>): PageDocument => ({
    version: 1,
    root: { props: {} },
    blocks: [
      {
        id: 's',
        type: 'section',
        props: {},
        slots: { content: [{ id: 'g', type: 'gallery', props: { images, ...props } }] },
      },
    ],
  });
  test.each([
    [{}, false],
    [{ design: 'stacked' }, false],
    [{ design: 'slideshow' }, false],
    [{ design: 'slideshow', controls: true }, true],
    [{ design: 'slider', autoplay: true }, true],
    [{ design: 'slideshow', thumbnails: true }, true],
    [{ design: 'grid', lightbox: true }, true],
    [{ design: 'grid', autoplay: true }, false],
  ])('%j → %s', (props, needed) => {
    expect(galleryNeedsScript(galleryPropsSchema.parse({ images, ...props }))).toBe(needed);
    expect(blockPageAssets(doc(props)).islands).toEqual(needed ? ['gallery'] : []);
  });
  test('links the gallery and commerce stylesheets only where those blocks are', () => {
    const base = ['/assets/theme/blocks-basic.css', '/assets/theme/blocks-media.css'];
    expect(blockPageAssets(doc({})).styles).toEqual([...base, '/assets/theme/blocks-gallery.css']);
    const plain: PageDocument = { version: 1, root: { props: {} }, blocks: [] };
    expect(blockPageAssets(plain)).toEqual({ styles: base, scripts: [], islands: [] });
    const shop: PageDocument = {
      version: 1,
      root: { props: {} },
      blocks: [{ id: 'p', type: 'product', props: { productId: 'p1' } }],
    };
    expect(blockPageAssets(shop).styles).toEqual([...base, '/assets/theme/blocks-commerce.css']);
  });
});
