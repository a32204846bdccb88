import { describe, expect, test } from 'vitest';
import { pageDocumentSchema } from '../page-document';
import { BLOCK_DEFINITIONS } from './definitions';
import { BLOCK_PROPS_SCHEMAS } from './block-schemas';
import { ASPECT_RATIO_NAMES, GALLERY_DESIGN_LABELS, IMAGE_WIDTHS } from './media-options';
import { audioPropsSchema, galleryPropsSchema, imagePropsSchema, videoPropsSchema } from './media-schemas';

const FILE = 'a1b2c3d4e5f6a1b2c3d4e5f6';

describe('gallery props: seed 001 section 5, option for option', () => {
  test('an empty gallery takes every seed default', () => {
    expect(galleryPropsSchema.parse({})).toEqual({
      images: [],
      design: 'grid',
      autoplay: false,
      autoplayDuration: 5,
      controls: false,
      autoCrop: true,
      aspectRatio: 'square',
      squareThumbs: true,
      thumbnails: false,
      thumbnailStripHeight: 80,
      thumbnailStripMargin: 20,
      showMetaBasic: true,
      showMeta: true,
      showMetaOnlyTitle: false,
      metaPosition: 'bottom',
      showMetaOnHover: false,
      activeAlignment: 'center',
      thumbnailsPerRow: 4,
      padding: 20,
      lightbox: false,
      lightboxTheme: 'dark',
      maxWidth: 300,
      newWindow: false,
      transparentBackground: false,
    });
  });

  test('offers the four designs, the slider labelled Carousel', () => {
    expect(GALLERY_DESIGN_LABELS).toEqual({
      grid: 'Grid',
      slideshow: 'Slideshow',
      slider: 'Carousel',
      stacked: 'Stacked',
    });
    expect(galleryPropsSchema.safeParse({ design: 'masonry' }).success).toBe(false);
  });

  test('takes the seven aspect ratios of the seed and nothing else', () => {
    expect(ASPECT_RATIO_NAMES).toEqual([
      'square',
      'standard',
      'standard-vertical',
      'four-three',
      'three-four-vertical',
      'widescreen',
      'anamorphic-widescreen',
    ]);
    for (const aspectRatio of ASPECT_RATIO_NAMES) {
      expect(galleryPropsSchema.safeParse({ aspectRatio }).success).toBe(true);
    }
    expect(galleryPropsSchema.safeParse({ aspectRatio: 'panorama' }).success).toBe(false);
  });

  test.each([
    ['autoplayDuration', 1, 10],
    ['thumbnailStripHeight', 0, 200],
    ['thumbnailStripMargin', 0, 60],
    ['thumbnailsPerRow', 1, 10],
    ['padding', 0, 50],
    ['maxWidth', 100, 300],
  ])('%s accepts %i to %i and nothing outside', (name, min, max) => {
    expect(galleryPropsSchema.safeParse({ [name]: min }).success).toBe(true);
    expect(galleryPropsSchema.safeParse({ [name]: max }).success).toBe(true);
    expect(galleryPropsSchema.safeParse({ [name]: min - 1 }).success).toBe(false);
    expect(galleryPropsSchema.safeParse({ [name]: max + 1 }).success).toBe(false);
    expect(galleryPropsSchema.safeParse({ [name]: min + 0.5 }).success).toBe(false);
  });

  test('lightbox theme is dark or light', () => {
    expect(galleryPropsSchema.parse({ lightboxTheme: 'light' }).lightboxTheme).toBe('light');
    expect(galleryPropsSchema.safeParse({ lightboxTheme: 'sepia' }).success).toBe(false);
  });

  test('refuses unknown options, a bad file id and more than 200 images', () => {
    expect(galleryPropsSchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(galleryPropsSchema.safeParse({ images: [{ fileId: '../x' }] }).success).toBe(false);
    const many = Array.from({ length: 201 }, () => ({ fileId: FILE }));
    expect(galleryPropsSchema.safeParse({ images: many }).success).toBe(false);
  });
});

describe('image, video and audio props', () => {
  test('image: designs, crops from the gallery ratios, a focal point in percent', () => {
    const props = imagePropsSchema.parse({ fileId: FILE, design: 'poster', crop: 'widescreen', focalX: 20 });
    expect(props).toMatchObject({ design: 'poster', crop: 'widescreen', focalX: 20, focalY: 50 });
    expect(imagePropsSchema.safeParse({ fileId: FILE, focalY: 101 }).success).toBe(false);
    expect(imagePropsSchema.safeParse({ fileId: FILE, design: 'collage' }).success).toBe(false);
    expect(imagePropsSchema.safeParse({ fileId: FILE, alt: 'x'.repeat(251) }).success).toBe(false);
  });

  test('video and audio take a file id or nothing yet, and no stray props', () => {
    expect(videoPropsSchema.parse({ fileId: '' }).controls).toBe(true);
    expect(videoPropsSchema.safeParse({ fileId: FILE, src: 'https://evil.test/x.mp4' }).success).toBe(false);
    expect(audioPropsSchema.parse({ fileId: FILE })).toEqual({
      fileId: FILE,
      title: '',
      caption: '',
      loop: false,
    });
    expect(audioPropsSchema.safeParse({ fileId: 'not a file' }).success).toBe(false);
  });

  test('the seed image widths', () => {
    expect(IMAGE_WIDTHS).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
  });
});

describe('media block definitions agree with their schemas', () => {
  for (const type of ['image', 'gallery', 'video', 'audio'] as const) {
    test(`${type}: defaults pass the schema, fields name real props, in the Media group`, () => {
      const definition = BLOCK_DEFINITIONS[type];
      expect(definition.type).toBe(type);
      expect(definition.group).toBe('Media');
      const defaults = definition.defaults();
      expect(BLOCK_PROPS_SCHEMAS[type].parse(defaults)).toEqual(defaults);
      for (const field of definition.fields) expect(Object.keys(defaults)).toContain(field.name);
      expect(Object.keys(defaults).sort()).toEqual(definition.fields.map((f) => f.name).sort());
      const document = { version: 1, root: { props: {} }, blocks: [{ id: 'b1', type, props: defaults }] };
      expect(pageDocumentSchema.safeParse(document).success).toBe(true);
    });
  }

  test('the gallery field for each numeric option carries the seed range', () => {
    const fields = BLOCK_DEFINITIONS.gallery.fields;
    expect(fields.find((f) => f.name === 'autoplayDuration')).toMatchObject({ min: 1, max: 10, unit: 's' });
    expect(fields.find((f) => f.name === 'thumbnailStripHeight')).toMatchObject({ min: 0, max: 200 });
    const design = fields.find((f) => f.name === 'design');
    expect(design?.kind === 'select' ? design.options : []).toContainEqual({
      value: 'slider',
      label: 'Carousel',
    });
  });

  test('a page refuses a gallery with an out-of-range option, naming the block', () => {
    const document = {
      version: 1,
      root: { props: {} },
      blocks: [{ id: 'g1', type: 'gallery', props: { padding: 51 } }],
    };
    const result = pageDocumentSchema.safeParse(document);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Block g1 \(gallery\): .*\(padding\)$/);
  });
});
