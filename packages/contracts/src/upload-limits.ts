/** Seed 001 section 9: "bytes per MB 1000000"; Plinth's limit is 20 MB. */
export const BYTES_PER_MB = 1_000_000;
export const UPLOAD_MAX_MB = 20;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * BYTES_PER_MB;

/**
 * The multipart field an upload's file travels in (POST /config/api/files); every refusal of an upload
 * names it in `fieldErrors`, so a client shows the message at its file input.
 */
export const UPLOAD_FIELD = 'file';

/** The image types an upload may be, told from the bytes; SVG is refused because it can carry scripts. */
export const UPLOAD_IMAGE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type UploadExtension = keyof typeof UPLOAD_IMAGE_TYPES;

/** Seed 001 section 8 ("file not a supported type; file too large with maximum size stated"). */
export const UPLOAD_MESSAGES = {
  unsupportedType: 'File not a supported type. Upload a JPEG, PNG, GIF or WebP image.',
  tooLarge: `File too large. The maximum size is ${UPLOAD_MAX_MB} MB.`,
  missing: 'Choose a file to upload.',
} as const;
