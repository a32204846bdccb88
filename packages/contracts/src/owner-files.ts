import { z } from 'zod';
import { FILE_KIND_FILTERS, FILE_KINDS, FILE_LIBRARY_LIMITS, FILE_MESSAGES } from './file-library';
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

/** The file library (GET/PATCH/DELETE /config/api/files..., docs/page-editor.md "File browser"). */
const fileId = z.string().min(1).max(32);
export const fileIdParams = z.object({ id: fileId });

export const fileListQuerySchema = z
  .object({
    kind: z.enum(FILE_KIND_FILTERS).default('any'),
    /** Part of the file name, any case. */
    q: z.string().trim().max(FILE_LIBRARY_LIMITS.searchMax).optional(),
    /** The list's `nextCursor`: the files after the last one shown (opaque). */
    cursor: z
      .string()
      .max(FILE_LIBRARY_LIMITS.cursorMax)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(FILE_LIBRARY_LIMITS.maxPageSize)
      .default(FILE_LIBRARY_LIMITS.pageSize),
  })
  .strict();
export type FileListQuery = z.input<typeof fileListQuerySchema>;

/** A file as the library lists it. */
export const ownerFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  kind: z.enum(FILE_KINDS),
  size: z.number().int().min(0),
  /** Pixels, for images; null for sound and video. */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** A small copy to show in the grid (300 px wide or less), or the original; null for sound and video. */
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnerFile = z.infer<typeof ownerFileSchema>;

export const fileListSchema = z.object({
  files: z.array(ownerFileSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type OwnerFileList = z.infer<typeof fileListSchema>;

/** Where a file is used: a block page (its content or its social image) or a product's images. */
export const fileUseSchema = z.object({
  kind: z.enum(['page', 'product']),
  id: z.string(),
  title: z.string(),
  /** page: in the blocks of the draft or live copy, or as the social image; product: an image. */
  as: z.enum(['content', 'socialImage', 'productImage']),
});
export type FileUse = z.infer<typeof fileUseSchema>;

export const fileDetailSchema = ownerFileSchema.extend({ usedIn: z.array(fileUseSchema) });
export type FileDetail = z.infer<typeof fileDetailSchema>;

export const fileRenameSchema = z
  .object({
    fileName: z
      .string()
      .trim()
      .min(1, FILE_MESSAGES.fileNameRequired)
      .max(FILE_LIBRARY_LIMITS.fileNameMax, FILE_MESSAGES.fileNameTooLong)
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000-\u001f\u007f/\\]*$/, 'A file name cannot hold slashes or control characters.'),
  })
  .strict();
export type FileRenameInput = z.input<typeof fileRenameSchema>;
