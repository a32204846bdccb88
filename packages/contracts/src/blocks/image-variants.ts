import { IMAGE_WIDTHS, type ImageWidth } from './media-options';

/**
 * The resized copies of an uploaded image (seed 001 widths, never wider than the original), shared by
 * the server's resizer (which makes them on first request) and the renderers (which list them in
 * srcset). An upload at /assets/uploads/{site}/{file}.{ext} has copies at
 * /assets/uploads/{site}/{file}-{width}w.{webp|ext}. GIFs have none: a resized copy would lose the
 * animation, and a GIF is usually small.
 */
export const VARIANT_FORMATS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type VariantSourceType = keyof typeof VARIANT_FORMATS;

export interface ImageVariant {
  width: ImageWidth;
  url: string;
  contentType: 'image/webp' | VariantSourceType;
}

const UPLOAD_URL = /^(\/assets\/uploads\/[A-Za-z0-9]{1,32}\/[A-Za-z0-9]{1,32})\.(jpg|png|webp)$/;

export function isVariantSource(contentType: string): contentType is VariantSourceType {
  return contentType in VARIANT_FORMATS;
}

/** The widths copies are made at for an image `width` pixels wide. */
export function variantWidths(width: number): ImageWidth[] {
  return IMAGE_WIDTHS.filter((w) => w <= width);
}

/** Copies of the upload at `url`, WebP first, then the original's format; [] for other URLs and GIFs. */
export function imageVariants(url: string, contentType: string, width: number): ImageVariant[] {
  const match = UPLOAD_URL.exec(url);
  if (!match || !isVariantSource(contentType)) return [];
  const base = match[1] as string;
  const own = VARIANT_FORMATS[contentType];
  const widths = variantWidths(width);
  const webp = widths.map((w): ImageVariant => ({
    width: w,
    url: `${base}-${w}w.webp`,
    contentType: 'image/webp',
  }));
  if (own === 'webp') return webp;
  return [
    ...webp,
    ...widths.map((w): ImageVariant => ({ width: w, url: `${base}-${w}w.${own}`, contentType })),
  ];
}
