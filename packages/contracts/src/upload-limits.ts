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

/**
 * Sound and video uploads (page blocks: video 32, audio 41), also told from the bytes. Larger than
 * images, and kept on disk while they arrive, never whole in memory.
 */
export const UPLOAD_VIDEO_TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;
export const UPLOAD_AUDIO_TYPES = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
} as const;
export type UploadVideoExtension = keyof typeof UPLOAD_VIDEO_TYPES;
export type UploadAudioExtension = keyof typeof UPLOAD_AUDIO_TYPES;
export type UploadMediaExtension = UploadVideoExtension | UploadAudioExtension;
/** Every type an upload may be, by the extension its stored name gets. */
export const UPLOAD_TYPES = { ...UPLOAD_IMAGE_TYPES, ...UPLOAD_VIDEO_TYPES, ...UPLOAD_AUDIO_TYPES } as const;
export type UploadAnyExtension = keyof typeof UPLOAD_TYPES;

export const UPLOAD_VIDEO_MAX_MB = 250;
export const UPLOAD_AUDIO_MAX_MB = 50;
export const UPLOAD_VIDEO_MAX_BYTES = UPLOAD_VIDEO_MAX_MB * BYTES_PER_MB;
export const UPLOAD_AUDIO_MAX_BYTES = UPLOAD_AUDIO_MAX_MB * BYTES_PER_MB;

/**
 * What an upload may be (POST /config/api/files?accept=...): images unless the client asks for more,
 * so the product image picker keeps its words ("Upload a JPEG, PNG, GIF or WebP image").
 */
export const UPLOAD_ACCEPT = ['image', 'video', 'audio', 'media'] as const;
export type UploadAccept = (typeof UPLOAD_ACCEPT)[number];

/** Seed 001 section 8 again, for the other kinds: what is supported, and each kind's maximum. */
export const UPLOAD_MEDIA_MESSAGES = {
  unsupportedType: {
    image: UPLOAD_MESSAGES.unsupportedType,
    video: 'File not a supported type. Upload an MP4 or WebM video.',
    audio: 'File not a supported type. Upload an MP3, M4A, AAC, OGG or WAV sound file.',
    media:
      'File not a supported type. Upload a JPEG, PNG, GIF or WebP image, an MP4 or WebM video, or an MP3, M4A, AAC, OGG or WAV sound file.',
  },
  tooLarge: {
    image: UPLOAD_MESSAGES.tooLarge,
    video: `File too large. The maximum size for a video is ${UPLOAD_VIDEO_MAX_MB} MB.`,
    audio: `File too large. The maximum size for a sound file is ${UPLOAD_AUDIO_MAX_MB} MB.`,
  },
} as const satisfies {
  unsupportedType: Record<UploadAccept, string>;
  tooLarge: Record<'image' | 'video' | 'audio', string>;
};
