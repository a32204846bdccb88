import { z } from 'zod';
import type { BlockProps } from '../page-document-model';
import {
  ASPECT_RATIO_NAMES,
  FILE_ID_PATTERN,
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_DEFAULTS,
  GALLERY_DESIGNS,
  GALLERY_LIGHTBOX_THEMES,
  GALLERY_MAX_IMAGES,
  GALLERY_META_POSITIONS,
  GALLERY_RANGES,
  IMAGE_CROPS,
  IMAGE_DESIGNS,
  MEDIA_TEXT_LIMITS,
} from './media-options';

/** A file of the site, or "" while the owner has not chosen one (the block then renders nothing). */
export const fileIdProp = z.union([z.literal(''), z.string().regex(FILE_ID_PATTERN)]);
const text = (max: number) => z.string().max(max);
const range = (r: { min: number; max: number; default: number }) =>
  z.number().int().min(r.min).max(r.max).default(r.default);
const percent = z.number().min(0).max(100);

export const imagePropsSchema = z
  .object({
    fileId: fileIdProp,
    alt: text(MEDIA_TEXT_LIMITS.alt).default(''),
    caption: text(MEDIA_TEXT_LIMITS.caption).default(''),
    design: z.enum(IMAGE_DESIGNS).default('inline'),
    crop: z.enum(IMAGE_CROPS).default('original'),
    /** Which point of the image stays in view when it is cropped, in percent from the left and top. */
    focalX: percent.default(50),
    focalY: percent.default(50),
    /** How wide the image is, in percent of its column. */
    widthPercent: z.number().int().min(20).max(100).default(100),
  })
  .strict();

export const galleryImageSchema = z
  .object({
    /** "" while the owner has added the row but not chosen its image yet: left out when rendered. */
    fileId: fileIdProp,
    alt: text(MEDIA_TEXT_LIMITS.alt).default(''),
    title: text(MEDIA_TEXT_LIMITS.title).default(''),
    caption: text(MEDIA_TEXT_LIMITS.caption).default(''),
    /** Where the image leads when clicked (no lightbox); "" for nowhere. */
    link: text(MEDIA_TEXT_LIMITS.link).default(''),
  })
  .strict();

const d = GALLERY_DEFAULTS;
export const galleryPropsSchema = z
  .object({
    images: z.array(galleryImageSchema).max(GALLERY_MAX_IMAGES).default([]),
    design: z.enum(GALLERY_DESIGNS).default(d.design),
    autoplay: z.boolean().default(d.autoplay),
    autoplayDuration: range(GALLERY_RANGES.autoplayDuration),
    controls: z.boolean().default(d.controls),
    autoCrop: z.boolean().default(d.autoCrop),
    aspectRatio: z.enum(ASPECT_RATIO_NAMES).default(d.aspectRatio),
    squareThumbs: z.boolean().default(d.squareThumbs),
    thumbnails: z.boolean().default(d.thumbnails),
    thumbnailStripHeight: range(GALLERY_RANGES.thumbnailStripHeight),
    thumbnailStripMargin: range(GALLERY_RANGES.thumbnailStripMargin),
    showMetaBasic: z.boolean().default(d.showMetaBasic),
    showMeta: z.boolean().default(d.showMeta),
    showMetaOnlyTitle: z.boolean().default(d.showMetaOnlyTitle),
    metaPosition: z.enum(GALLERY_META_POSITIONS).default(d.metaPosition),
    showMetaOnHover: z.boolean().default(d.showMetaOnHover),
    activeAlignment: z.enum(GALLERY_ACTIVE_ALIGNMENTS).default(d.activeAlignment),
    thumbnailsPerRow: range(GALLERY_RANGES.thumbnailsPerRow),
    padding: range(GALLERY_RANGES.padding),
    lightbox: z.boolean().default(d.lightbox),
    lightboxTheme: z.enum(GALLERY_LIGHTBOX_THEMES).default(d.lightboxTheme),
    maxWidth: range(GALLERY_RANGES.maxWidth),
    newWindow: z.boolean().default(d.newWindow),
    transparentBackground: z.boolean().default(d.transparentBackground),
  })
  .strict();

export const videoPropsSchema = z
  .object({
    fileId: fileIdProp,
    /** An image shown before the video plays. */
    posterFileId: fileIdProp.default(''),
    title: text(MEDIA_TEXT_LIMITS.title).default(''),
    caption: text(MEDIA_TEXT_LIMITS.caption).default(''),
    controls: z.boolean().default(true),
    loop: z.boolean().default(false),
    muted: z.boolean().default(false),
    /** Browsers only autoplay muted video: the renderer mutes an autoplaying video whatever `muted` says. */
    autoplay: z.boolean().default(false),
  })
  .strict();

export const audioPropsSchema = z
  .object({
    fileId: fileIdProp,
    title: text(MEDIA_TEXT_LIMITS.title).default(''),
    caption: text(MEDIA_TEXT_LIMITS.caption).default(''),
    loop: z.boolean().default(false),
  })
  .strict();

export type ImageProps = z.infer<typeof imagePropsSchema>;
export type GalleryProps = z.infer<typeof galleryPropsSchema>;
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type VideoProps = z.infer<typeof videoPropsSchema>;
export type AudioProps = z.infer<typeof audioPropsSchema>;

/** The props each media block accepts (the server's check). */
export const MEDIA_BLOCK_SCHEMAS = {
  image: imagePropsSchema as unknown as z.ZodType<BlockProps>,
  gallery: galleryPropsSchema as unknown as z.ZodType<BlockProps>,
  video: videoPropsSchema as unknown as z.ZodType<BlockProps>,
  audio: audioPropsSchema as unknown as z.ZodType<BlockProps>,
} satisfies Record<string, z.ZodType<BlockProps>>;
