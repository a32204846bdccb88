import { fileKindOf, type FileUse } from '@plinth/contracts';

const KIND_WORD = { image: 'image', video: 'video', audio: 'sound file' } as const;
/** Names people know for the stored types (the rest read as their subtype in capitals). */
const FORMAT_NAME: Record<string, string> = { 'audio/mpeg': 'MP3', 'audio/mp4': 'M4A', 'image/jpeg': 'JPEG' };

/** The type line of File Detail: "PNG image", "MP4 video", "MP3 sound file". */
export function fileTypeLabel(contentType: string): string {
  const format = FORMAT_NAME[contentType] ?? (contentType.split('/')[1] ?? contentType).toUpperCase();
  return `${format} ${KIND_WORD[fileKindOf(contentType)]}`;
}

/** One place a file is used, as File Detail and the delete confirmation list it. */
export function fileUseLabel(use: FileUse): string {
  switch (use.as) {
    case 'content':
      return `${use.title} (page)`;
    case 'socialImage':
      return `${use.title} (page, social image)`;
    case 'productImage':
      return `${use.title} (product image)`;
  }
}
