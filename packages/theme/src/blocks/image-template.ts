import type { BlockFile } from './block-render-context';
import { escapeAttr } from './html';

/**
 * Seed 001's "Image template" rule, as the block renderers apply it: src, width and height required;
 * width and height positive integers; priority high, low or null; loader sqs or raw; srcset only with
 * the raw loader; sizes required with the sqs loader. Here the "sqs" loader is Plinth's resizer: the
 * srcset comes from the file's resized variants (seed widths, WebP and the original format), so the
 * caller must say how wide the image shows (sizes); "raw" takes the caller's srcset as it is.
 */
export interface ImageTemplate {
  src: string;
  width: number;
  height: number;
  alt: string;
  priority: 'high' | 'low' | null;
  loader: 'sqs' | 'raw';
  /** Raw loader only. */
  srcset?: string;
  /** Required with the sqs loader. */
  sizes?: string;
  /** The file's own width when it differs from `width` (a crop keeps the width, changes the height). */
  fileWidth?: number;
  /** Variants for the sqs loader (the file's resized copies). */
  variants?: BlockFile['variants'];
  /** Below the fold: load when near the viewport. */
  lazy: boolean;
  className?: string;
  /** Inline style (object-position of a crop); built by the renderer, never from the owner's text. */
  style?: string;
}

export type ImageTemplateError =
  'src-required' | 'dimensions-invalid' | 'srcset-needs-raw-loader' | 'sizes-required';

/** The rule above: null when the template may render. */
export function imageTemplateError(image: ImageTemplate): ImageTemplateError | null {
  if (image.src === '') return 'src-required';
  const positive = (n: number) => Number.isInteger(n) && n > 0;
  if (!positive(image.width) || !positive(image.height)) return 'dimensions-invalid';
  if (image.srcset !== undefined && image.loader !== 'raw') return 'srcset-needs-raw-loader';
  if (image.loader === 'sqs' && !image.sizes) return 'sizes-required';
  return null;
}

/** `below`: leave out copies as wide as the original, which the srcset lists itself. */
function srcsetOf(variants: BlockFile['variants'], contentType: string, below = Infinity): string {
  return variants
    .filter((v) => v.contentType === contentType && v.width < below)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/**
 * The `<img>` (inside a `<picture>` with a WebP source when the resizer made WebP copies of another
 * format), or "" when the template breaks the rule: a broken image is left out, never half-drawn.
 */
export function renderImageTemplate(image: ImageTemplate, originalType = ''): string {
  if (imageTemplateError(image) !== null) return '';
  const attrs: string[] = [`src="${escapeAttr(image.src)}"`];
  let webpSource = '';
  if (image.loader === 'raw') {
    if (image.srcset) attrs.push(`srcset="${escapeAttr(image.srcset)}"`);
  } else {
    const variants = image.variants ?? [];
    const fileWidth = image.fileWidth ?? image.width;
    const fallback = srcsetOf(variants, originalType, fileWidth);
    const own = `${image.src} ${fileWidth}w`;
    attrs.push(`srcset="${escapeAttr(fallback ? `${fallback}, ${own}` : own)}"`);
    const webp = originalType === 'image/webp' ? '' : srcsetOf(variants, 'image/webp');
    if (webp) {
      webpSource = `<source type="image/webp" srcset="${escapeAttr(webp)}" sizes="${escapeAttr(image.sizes ?? '')}">`;
    }
  }
  if (image.sizes) attrs.push(`sizes="${escapeAttr(image.sizes)}"`);
  attrs.push(`width="${image.width}"`, `height="${image.height}"`, `alt="${escapeAttr(image.alt)}"`);
  if (image.lazy) attrs.push('loading="lazy"');
  attrs.push('decoding="async"');
  if (image.priority) attrs.push(`fetchpriority="${image.priority}"`);
  if (image.className) attrs.push(`class="${escapeAttr(image.className)}"`);
  if (image.style) attrs.push(`style="${escapeAttr(image.style)}"`);
  const img = `<img ${attrs.join(' ')}>`;
  return webpSource ? `<picture>${webpSource}${img}</picture>` : img;
}
