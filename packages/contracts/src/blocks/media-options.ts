/**
 * The value sets and ranges of the media blocks (image, gallery, video, audio), shared by their props
 * schemas (media-schemas.ts, zod), their editor fields (media-blocks.ts) and the renderers. No zod here.
 * Gallery options are seed 001 section 5 "Gallery options (defaults)", option for option; the seed's
 * kebab-case names become camelCase props (autoplay-duration → autoplayDuration).
 */

/** Seed 001 section 9: "image widths 100, 300, 500, 750, 1000, 1500, 2500". */
export const IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** File ids as the upload route makes them (24 hex), bounded loosely: the loader checks existence. */
export const FILE_ID_PATTERN = /^[A-Za-z0-9]{1,32}$/;

export const MEDIA_TEXT_LIMITS = { alt: 250, caption: 500, title: 200, link: 2083 } as const;

/** Seed 001: "design grid (options slideshow, slider labelled Carousel, grid, stacked)". */
export const GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];
export const GALLERY_DESIGN_LABELS: Record<GalleryDesign, string> = {
  grid: 'Grid',
  slideshow: 'Slideshow',
  slider: 'Carousel',
  stacked: 'Stacked',
};

/** Seed 001's aspect-ratio options, with the width:height each one stands for. */
export const ASPECT_RATIOS = {
  square: [1, 1],
  standard: [3, 2],
  'standard-vertical': [2, 3],
  'four-three': [4, 3],
  'three-four-vertical': [3, 4],
  widescreen: [16, 9],
  'anamorphic-widescreen': [2.4, 1],
} as const satisfies Record<string, readonly [number, number]>;
export type AspectRatio = keyof typeof ASPECT_RATIOS;
export const ASPECT_RATIO_NAMES = Object.keys(ASPECT_RATIOS) as [AspectRatio, ...AspectRatio[]];
export const ASPECT_RATIO_LABELS: Record<AspectRatio, string> = {
  square: 'Square (1:1)',
  standard: 'Standard (3:2)',
  'standard-vertical': 'Standard vertical (2:3)',
  'four-three': 'Four by three (4:3)',
  'three-four-vertical': 'Three by four vertical (3:4)',
  widescreen: 'Widescreen (16:9)',
  'anamorphic-widescreen': 'Anamorphic widescreen (2.4:1)',
};

/** Where captions sit: the seed names only the default (bottom). */
export const GALLERY_META_POSITIONS = ['top', 'bottom'] as const;
/** Where the active slide sits in the carousel: the seed names only the default (center). */
export const GALLERY_ACTIVE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const GALLERY_LIGHTBOX_THEMES = ['dark', 'light'] as const;

/** Each numeric gallery option: seed default and range. */
export const GALLERY_RANGES = {
  autoplayDuration: { default: 5, min: 1, max: 10 },
  thumbnailStripHeight: { default: 80, min: 0, max: 200 },
  thumbnailStripMargin: { default: 20, min: 0, max: 60 },
  thumbnailsPerRow: { default: 4, min: 1, max: 10 },
  padding: { default: 20, min: 0, max: 50 },
  maxWidth: { default: 300, min: 100, max: 300 },
} as const;

/** Images in one gallery (the document's list bound). */
export const GALLERY_MAX_IMAGES = 200;

/** Seed 001's defaults, every option. */
export const GALLERY_DEFAULTS = {
  design: 'grid',
  autoplay: false,
  autoplayDuration: GALLERY_RANGES.autoplayDuration.default,
  controls: false,
  autoCrop: true,
  aspectRatio: 'square',
  squareThumbs: true,
  thumbnails: false,
  thumbnailStripHeight: GALLERY_RANGES.thumbnailStripHeight.default,
  thumbnailStripMargin: GALLERY_RANGES.thumbnailStripMargin.default,
  showMetaBasic: true,
  showMeta: true,
  showMetaOnlyTitle: false,
  metaPosition: 'bottom',
  showMetaOnHover: false,
  activeAlignment: 'center',
  thumbnailsPerRow: GALLERY_RANGES.thumbnailsPerRow.default,
  padding: GALLERY_RANGES.padding.default,
  lightbox: false,
  lightboxTheme: 'dark',
  maxWidth: GALLERY_RANGES.maxWidth.default,
  newWindow: false,
  transparentBackground: false,
} as const;

/** Image block designs: the seed's image variants inline, poster, card and overlap. */
export const IMAGE_DESIGNS = ['inline', 'poster', 'card', 'overlap'] as const;
export type ImageDesign = (typeof IMAGE_DESIGNS)[number];
export const IMAGE_DESIGN_LABELS: Record<ImageDesign, string> = {
  inline: 'Inline (caption below)',
  poster: 'Poster (caption over the image)',
  card: 'Card (caption in a panel)',
  overlap: 'Overlap (caption box over the corner)',
};
/** Image crop: the file's own shape, or one of the gallery's aspect ratios. */
export const IMAGE_CROPS = ['original', ...ASPECT_RATIO_NAMES] as const;
export type ImageCrop = (typeof IMAGE_CROPS)[number];
