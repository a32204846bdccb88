import type { BlockDefinition, BlockField } from './block-definition';
import {
  ASPECT_RATIO_LABELS,
  ASPECT_RATIO_NAMES,
  GALLERY_DEFAULTS,
  GALLERY_DESIGN_LABELS,
  GALLERY_DESIGNS,
  GALLERY_MAX_IMAGES,
  GALLERY_RANGES,
  IMAGE_CROPS,
  type GalleryDesign,
  IMAGE_DESIGN_LABELS,
  IMAGE_DESIGNS,
  MEDIA_TEXT_LIMITS,
} from './media-options';

/** Media blocks: image, gallery, video, audio. Their props schemas are in media-schemas.ts. */

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const plain = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
const number = (name: keyof typeof GALLERY_RANGES, label: string, unit?: string): BlockField => ({
  name,
  label,
  kind: 'number',
  min: GALLERY_RANGES[name].min,
  max: GALLERY_RANGES[name].max,
  ...(unit ? { unit } : {}),
});
const toggle = (name: string, label: string, help?: string): BlockField => ({
  name,
  label,
  kind: 'boolean',
  ...(help ? { help } : {}),
});
const altField: BlockField = {
  name: 'alt',
  label: 'Alt text',
  kind: 'text',
  maxLength: MEDIA_TEXT_LIMITS.alt,
  help: 'What the image shows, for people who cannot see it. Leave empty for a decorative image.',
};
const captionField: BlockField = {
  name: 'caption',
  label: 'Caption',
  kind: 'text',
  maxLength: MEDIA_TEXT_LIMITS.caption,
  multiline: true,
};
const titleField: BlockField = {
  name: 'title',
  label: 'Title',
  kind: 'text',
  maxLength: MEDIA_TEXT_LIMITS.title,
};

const image: BlockDefinition = {
  type: 'image',
  label: 'Image',
  group: 'Media',
  keywords: ['picture', 'photo', 'poster', 'card'],
  defaults: () => ({
    fileId: '',
    alt: '',
    caption: '',
    design: 'inline',
    crop: 'original',
    focalX: 50,
    focalY: 50,
    widthPercent: 100,
  }),
  fields: [
    { name: 'fileId', label: 'Image', kind: 'file', accept: 'image' },
    altField,
    captionField,
    { name: 'design', label: 'Design', kind: 'select', options: options(IMAGE_DESIGNS, IMAGE_DESIGN_LABELS) },
    {
      name: 'crop',
      label: 'Crop',
      kind: 'select',
      options: IMAGE_CROPS.map((value) => ({
        value,
        label: value === 'original' ? 'Original shape' : ASPECT_RATIO_LABELS[value],
      })),
    },
    { name: 'focalX', label: 'Focal point (across)', kind: 'number', min: 0, max: 100, unit: '%' },
    { name: 'focalY', label: 'Focal point (down)', kind: 'number', min: 0, max: 100, unit: '%' },
    { name: 'widthPercent', label: 'Width', kind: 'number', min: 20, max: 100, step: 5, unit: '%' },
  ],
};

/** A gallery setting that only some designs use: the side panel shows it for those alone. */
function forDesigns(designs: readonly GalleryDesign[], field: BlockField): BlockField {
  return { ...field, shownWhen: { field: 'design', values: designs } };
}

const gallery: BlockDefinition = {
  type: 'gallery',
  label: 'Gallery',
  group: 'Media',
  keywords: ['images', 'photos', 'slideshow', 'carousel', 'slider', 'grid', 'stacked', 'lightbox'],
  defaults: () => ({ images: [], ...GALLERY_DEFAULTS }),
  fields: [
    {
      name: 'images',
      label: 'Images',
      kind: 'list',
      itemLabel: 'Image',
      maxItems: GALLERY_MAX_IMAGES,
      fields: [
        { name: 'fileId', label: 'Image', kind: 'file', accept: 'image' },
        altField,
        titleField,
        captionField,
        {
          name: 'link',
          label: 'Link',
          kind: 'text',
          maxLength: MEDIA_TEXT_LIMITS.link,
          help: 'A web address or a page of this site (/about-us) to open instead of the lightbox.',
        },
      ],
    },
    {
      name: 'design',
      label: 'Design',
      kind: 'select',
      options: options(GALLERY_DESIGNS, GALLERY_DESIGN_LABELS),
    },
    forDesigns(
      ['slideshow', 'slider'],
      toggle('autoplay', 'Autoplay', 'Never for visitors who prefer reduced motion.'),
    ),
    forDesigns(['slideshow', 'slider'], number('autoplayDuration', 'Autoplay duration', 's')),
    forDesigns(['slideshow', 'slider'], toggle('controls', 'Controls', 'Previous and next buttons.')),
    toggle('autoCrop', 'Auto crop', 'Crop every image to the aspect ratio.'),
    {
      name: 'aspectRatio',
      label: 'Aspect ratio',
      kind: 'select',
      options: options(ASPECT_RATIO_NAMES, ASPECT_RATIO_LABELS),
    },
    forDesigns(
      ['slideshow'],
      toggle('thumbnails', 'Thumbnails', 'A strip of thumbnails under the slideshow.'),
    ),
    forDesigns(['slideshow'], toggle('squareThumbs', 'Square thumbnails')),
    forDesigns(['slideshow'], number('thumbnailStripHeight', 'Thumbnail strip height', 'px')),
    forDesigns(['slideshow'], number('thumbnailStripMargin', 'Thumbnail strip margin', 'px')),
    toggle('showMetaBasic', 'Show title'),
    toggle('showMeta', 'Show captions'),
    toggle('showMetaOnlyTitle', 'Show only the title'),
    { name: 'metaPosition', label: 'Caption position', kind: 'select', options: plain(['top', 'bottom']) },
    toggle('showMetaOnHover', 'Show captions on hover'),
    forDesigns(['slideshow', 'slider'], {
      name: 'activeAlignment',
      label: 'Active slide alignment',
      kind: 'select',
      options: plain(['left', 'center', 'right']),
    }),
    forDesigns(['grid'], number('thumbnailsPerRow', 'Images per row')),
    number('padding', 'Spacing', 'px'),
    toggle('lightbox', 'Lightbox', 'Open images large in an overlay.'),
    { name: 'lightboxTheme', label: 'Lightbox theme', kind: 'select', options: plain(['dark', 'light']) },
    forDesigns(['slider'], number('maxWidth', 'Carousel image width', 'px')),
    toggle('newWindow', 'Open links in a new window'),
    toggle('transparentBackground', 'Transparent background'),
  ],
};

const video: BlockDefinition = {
  type: 'video',
  label: 'Video',
  group: 'Media',
  keywords: ['movie', 'film', 'clip', 'mp4', 'webm'],
  defaults: () => ({
    fileId: '',
    posterFileId: '',
    title: '',
    caption: '',
    controls: true,
    loop: false,
    muted: false,
    autoplay: false,
  }),
  fields: [
    { name: 'fileId', label: 'Video', kind: 'file', accept: 'video' },
    { name: 'posterFileId', label: 'Poster image', kind: 'file', accept: 'image' },
    titleField,
    captionField,
    toggle('controls', 'Show controls'),
    toggle('autoplay', 'Autoplay', 'An autoplaying video is always muted, as browsers require.'),
    toggle('muted', 'Muted'),
    toggle('loop', 'Loop'),
  ],
};

const audio: BlockDefinition = {
  type: 'audio',
  label: 'Audio',
  group: 'Media',
  keywords: ['sound', 'music', 'podcast', 'track', 'mp3'],
  defaults: () => ({ fileId: '', title: '', caption: '', loop: false }),
  fields: [
    { name: 'fileId', label: 'Sound file', kind: 'file', accept: 'audio' },
    titleField,
    captionField,
    toggle('loop', 'Loop'),
  ],
};

export const MEDIA_BLOCKS = { image, gallery, video, audio } satisfies Record<string, BlockDefinition>;
