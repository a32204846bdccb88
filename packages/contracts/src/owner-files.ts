import { z } from 'zod';
import { UPLOAD_ACCEPT, UPLOAD_AUDIO_TYPES, UPLOAD_VIDEO_TYPES } from './upload-limits';

/** The answer to POST /config/api/files for an image (the default `accept=image`). */
export const uploadedFileSchema = z.object({
  id: z.string(),
  /** Where the storefront and the editor load it: /assets/uploads/{websiteId}/{id}.{ext}. */
  url: z.string(),
  fileName: z.string(),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
  size: z.number().int().min(0),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

const mediaTypes = [...Object.values(UPLOAD_VIDEO_TYPES), ...Object.values(UPLOAD_AUDIO_TYPES)] as [
  string,
  ...string[],
];

/** A sound or video upload (`accept=video`, `audio` or `media`): no pixel size. */
export const uploadedMediaFileSchema = uploadedFileSchema.extend({
  contentType: z.enum(mediaTypes),
  width: z.null(),
  height: z.null(),
});
export type UploadedMediaFile = z.infer<typeof uploadedMediaFileSchema>;

export const uploadedAnyFileSchema = z.union([uploadedFileSchema, uploadedMediaFileSchema]);
export type UploadedAnyFile = z.infer<typeof uploadedAnyFileSchema>;

export const uploadQuerySchema = z.object({ accept: z.enum(UPLOAD_ACCEPT).default('image') }).strict();
