import { ASPECT_RATIOS } from '@plinth/contracts';
import { galleryPropsSchema, type GalleryImage, type GalleryProps } from '@plinth/contracts/schemas';
import type { PageBlock } from '@plinth/contracts';
import { columnSizes, renderBlockImage } from './block-image';
import type { BlockFile, BlockRenderArgs, BlockRenderer } from './block-render-context';
import { escapeAttr, escapeHtml, safeHref } from './html';

/**
 * The gallery block (seed 001 section 5). Without JavaScript every design shows every image: grid and
 * stacked as they are, slideshow and carousel as a strip that scrolls (snapping per slide), thumbnails
 * as links to their slide, lightbox links as links to the full image. The gallery client script
 * (packages/storefront gallery.client.ts) adds the buttons, autoplay and the lightbox dialog; it reads
 * the data-* attributes written here. Which option applies to which design: docs/page-document.md.
 */

/** True when the gallery's options need the client script (block-assets.ts loads it only then). */
export function galleryNeedsScript(props: GalleryProps): boolean {
  if (props.images.length === 0) return false;
  const moves = props.design === 'slideshow' || props.design === 'slider';
  return props.lightbox || (moves && (props.autoplay || props.controls || props.thumbnails));
}

function sizesFor(props: GalleryProps): string {
  switch (props.design) {
    case 'grid':
      return columnSizes(1 / props.thumbnailsPerRow, props.thumbnailsPerRow > 1 ? 0.5 : 1);
    case 'slider':
      return `${props.maxWidth}px`;
    default:
      return columnSizes(1);
  }
}

function meta(image: GalleryImage, props: GalleryProps): string {
  if (!props.showMeta) return '';
  const showTitle = (props.showMetaBasic || props.showMetaOnlyTitle) && image.title !== '';
  const showCaption = !props.showMetaOnlyTitle && image.caption !== '';
  if (!showTitle && !showCaption) return '';
  return (
    `<figcaption class="gallery__meta">` +
    (showTitle ? `<span class="gallery__title">${escapeHtml(image.title)}</span>` : '') +
    (showCaption ? `<span class="gallery__caption">${escapeHtml(image.caption)}</span>` : '') +
    `</figcaption>`
  );
}

function wrapLink(inner: string, image: GalleryImage, file: BlockFile, props: GalleryProps, index: number) {
  if (props.lightbox) {
    // Without the script the link opens the full image; with it, the lightbox dialog.
    const label = image.alt || image.title || `Image ${index + 1}`;
    return `<a class="gallery__link" href="${escapeAttr(file.url)}" data-lightbox-index="${index}" aria-label="${escapeAttr(`Open ${label} larger`)}">${inner}</a>`;
  }
  if (image.link === '') return inner;
  const target = props.newWindow ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<a class="gallery__link" href="${escapeAttr(safeHref(image.link))}"${target}>${inner}</a>`;
}

type Shown = { image: GalleryImage; file: BlockFile };

function slideId(block: PageBlock, index: number): string {
  return `gallery-${block.id}-${index + 1}`;
}

function renderItems(shown: readonly Shown[], args: BlockRenderArgs, props: GalleryProps): string {
  const crop = props.autoCrop ? props.aspectRatio : null;
  const sizes = sizesFor(props);
  const slides = props.design === 'slideshow' || props.design === 'slider';
  return shown
    .map(({ image, file }, index) => {
      const img = renderBlockImage(file, args.context, {
        alt: image.alt,
        sizes,
        // Only the first slide of a slideshow is in view at first; a grid shows its first row.
        aboveTheFold:
          args.aboveTheFold && (index === 0 || (props.design === 'grid' && index < props.thumbnailsPerRow)),
        crop,
        className: 'gallery__img',
      });
      const position = slides
        ? ` id="${slideId(args.block, index)}" aria-roledescription="slide" aria-label="${index + 1} of ${shown.length}"`
        : '';
      return `<li class="gallery__item"${position}><figure class="gallery__figure">${wrapLink(img, image, file, props, index)}${meta(image, props)}</figure></li>`;
    })
    .join('');
}

function renderThumbnails(shown: readonly Shown[], args: BlockRenderArgs, props: GalleryProps): string {
  if (props.design !== 'slideshow' || !props.thumbnails || props.thumbnailStripHeight === 0) return '';
  const size = props.squareThumbs ? props.thumbnailStripHeight : Math.round(props.thumbnailStripHeight * 1.5);
  const thumbs = shown
    .map(({ image, file }, index) => {
      const img = renderBlockImage(file, args.context, {
        alt: '',
        sizes: `${size}px`,
        aboveTheFold: false,
        crop: props.squareThumbs ? 'square' : null,
        className: 'gallery__thumb-img',
      });
      const label = `Show image ${index + 1}${image.alt ? `: ${image.alt}` : ''}`;
      return `<li><a class="gallery__thumb" href="#${slideId(args.block, index)}" data-slide-index="${index}" aria-label="${escapeAttr(label)}">${img}</a></li>`;
    })
    .join('');
  const square = props.squareThumbs ? ' gallery__thumbs--square' : '';
  return `<ul class="gallery__thumbs${square}" role="list">${thumbs}</ul>`;
}

function styleVars(props: GalleryProps): string {
  const ratio = ASPECT_RATIOS[props.aspectRatio];
  const vars = [
    `--gallery-columns:${props.thumbnailsPerRow}`,
    `--gallery-gap:${props.padding}px`,
    `--gallery-ratio:${props.autoCrop ? `${ratio[0]} / ${ratio[1]}` : 'auto'}`,
    `--gallery-slide-width:${props.maxWidth}px`,
    `--gallery-thumb-height:${props.thumbnailStripHeight}px`,
    `--gallery-thumb-margin:${props.thumbnailStripMargin}px`,
    `--gallery-phone-columns:${Math.min(props.thumbnailsPerRow, 2)}`,
  ];
  return vars.join(';');
}

function renderGallery(args: BlockRenderArgs): string {
  const parsed = galleryPropsSchema.safeParse(args.block.props);
  if (!parsed.success) return '';
  const props = parsed.data;
  const shown = props.images.flatMap((image) => {
    const file = args.context.files.get(image.fileId);
    return file && file.contentType.startsWith('image/') && file.width ? [{ image, file }] : [];
  });
  if (shown.length === 0) return '';
  const slides = props.design === 'slideshow' || props.design === 'slider';
  const classes = [
    'gallery',
    `gallery--${props.design}`,
    `gallery--meta-${props.metaPosition}`,
    `gallery--align-${props.activeAlignment}`,
    props.showMetaOnHover ? 'gallery--meta-hover' : '',
    props.transparentBackground ? 'gallery--transparent' : '',
    props.autoCrop ? 'gallery--cropped' : '',
  ].filter(Boolean);
  const data = [
    `data-gallery="${props.design}"`,
    props.autoplay && slides ? `data-autoplay="${props.autoplayDuration}"` : '',
    props.controls && slides ? 'data-controls' : '',
    props.lightbox ? `data-lightbox="${props.lightboxTheme}"` : '',
  ].filter(Boolean);
  const region = slides ? ' role="region" aria-roledescription="carousel" aria-label="Gallery"' : '';
  // A scrolling strip is focusable so keyboard users can scroll it without the script.
  const list = `<ul class="gallery__items" role="list"${slides ? ' tabindex="0"' : ''}>${renderItems(shown, args, props)}</ul>`;
  return `<div class="${classes.join(' ')}" ${data.join(' ')} style="${styleVars(props)}"${region}>${list}${renderThumbnails(shown, args, props)}</div>`;
}

export const GALLERY_RENDERER: BlockRenderer = {
  render: renderGallery,
  references: (block) => {
    const parsed = galleryPropsSchema.safeParse(block.props);
    return parsed.success
      ? { fileIds: [...new Set(parsed.data.images.map((i) => i.fileId).filter((id) => id !== ''))] }
      : {};
  },
};
