import { ASPECT_RATIOS, type AspectRatio } from '@plinth/contracts';
import type { BlockFile, BlockRenderContext } from './block-render-context';
import { renderImageTemplate } from './image-template';

/** Contexts whose page already has its one `fetchpriority="high"` image (the first above the fold). */
const prioritized = new WeakSet<BlockRenderContext>();

export interface BlockImageOptions {
  alt: string;
  /** How wide the image shows, for the browser's choice among the srcset. */
  sizes: string;
  aboveTheFold: boolean;
  /** Crop to this ratio (object-fit in CSS); the width and height attributes follow it. */
  crop?: AspectRatio | null;
  /** Focal point of a crop, percent from the left and top. */
  focal?: { x: number; y: number };
  className?: string;
}

/**
 * An uploaded image as blocks show it: srcset from the resizer's copies, width and height set, lazy and
 * async below the fold; above it eager, and the page's first such image fetched with high priority.
 * "" for a file that is not an image with known dimensions.
 */
export function renderBlockImage(
  file: BlockFile,
  context: BlockRenderContext,
  options: BlockImageOptions,
): string {
  if (!file.contentType.startsWith('image/') || !file.width || !file.height) return '';
  const ratio = options.crop ? ASPECT_RATIOS[options.crop] : null;
  const height = ratio ? Math.max(1, Math.round((file.width * ratio[1]) / ratio[0])) : file.height;
  let priority: 'high' | null = null;
  if (options.aboveTheFold && !prioritized.has(context)) {
    prioritized.add(context);
    priority = 'high';
  }
  const focal = options.focal ?? { x: 50, y: 50 };
  return renderImageTemplate(
    {
      src: file.url,
      width: file.width,
      height,
      fileWidth: file.width,
      alt: options.alt,
      priority,
      loader: 'sqs',
      sizes: options.sizes,
      variants: file.variants,
      lazy: !options.aboveTheFold,
      ...(options.className ? { className: options.className } : {}),
      ...(ratio ? { style: `object-position:${focal.x}% ${focal.y}%` } : {}),
    },
    file.contentType,
  );
}

/** The page column's width (site.css --container) and the phone breakpoint (seed 001: 432 px). */
export const CONTAINER_PX = 1200;
export const PHONE_PX = 432;

/** `sizes` for something `fraction` of the page column wide (phones: `phoneFraction` of the screen). */
export function columnSizes(fraction: number, phoneFraction = 1): string {
  const vw = (f: number) => `${Math.round(f * 100)}vw`;
  return `(max-width: ${PHONE_PX}px) ${vw(phoneFraction)}, (max-width: ${CONTAINER_PX}px) ${vw(fraction)}, ${Math.round(CONTAINER_PX * fraction)}px`;
}
