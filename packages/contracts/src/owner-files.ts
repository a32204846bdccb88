import { z } from 'zod';

/** The answer to POST /config/api/files. */
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
