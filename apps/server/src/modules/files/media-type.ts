import {
  UPLOAD_AUDIO_TYPES,
  UPLOAD_VIDEO_TYPES,
  type UploadAudioExtension,
  type UploadVideoExtension,
} from '@plinth/contracts';

/** The first bytes of a file are enough to tell its container; this many are kept while it arrives. */
export const MEDIA_HEAD_BYTES = 4096;

export type DetectedMedia =
  | { kind: 'video'; extension: UploadVideoExtension; contentType: string }
  | { kind: 'audio'; extension: UploadAudioExtension; contentType: string };

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const video = (extension: UploadVideoExtension): DetectedMedia => ({
  kind: 'video',
  extension,
  contentType: UPLOAD_VIDEO_TYPES[extension],
});
const audio = (extension: UploadAudioExtension): DetectedMedia => ({
  kind: 'audio',
  extension,
  contentType: UPLOAD_AUDIO_TYPES[extension],
});

/** ISO base media (MP4): an `ftyp` box first; its major brand tells sound (M4A/M4B) from video. */
function isoMedia(head: Uint8Array): DetectedMedia | null {
  if (head.length < 12 || ascii(head, 4, 4) !== 'ftyp') return null;
  const brand = ascii(head, 8, 4);
  if (brand === 'M4A ' || brand === 'M4B ') return audio('m4a');
  // QuickTime (qt) and 3GPP are other containers browsers do not all play.
  if (brand === 'qt  ' || brand.startsWith('3g')) return null;
  return video('mp4');
}

/** Matroska's EBML header; only the WebM doctype is web video. */
function webm(head: Uint8Array): DetectedMedia | null {
  if (head.length < 4 || head[0] !== 0x1a || head[1] !== 0x45 || head[2] !== 0xdf || head[3] !== 0xa3) {
    return null;
  }
  return ascii(head, 4, 60).includes('webm') ? video('webm') : null;
}

/** An MPEG audio frame header at `at`: layer III is MP3; ADTS (layer bits 00) is AAC. */
function mpegFrame(head: Uint8Array, at: number): DetectedMedia | null {
  const first = head[at];
  const second = head[at + 1];
  if (first !== 0xff || second === undefined || (second & 0xe0) !== 0xe0) return null;
  const layer = (second >> 1) & 0x03;
  if ((second & 0xf6) === 0xf0) return audio('aac');
  return layer === 0x01 ? audio('mp3') : null;
}

/** An ID3v2 tag (MP3's metadata) is skipped to the first frame when it fits in the head. */
function id3(head: Uint8Array): DetectedMedia | null {
  if (head.length < 10 || ascii(head, 0, 3) !== 'ID3') return null;
  const size =
    ((head[6]! & 0x7f) << 21) | ((head[7]! & 0x7f) << 14) | ((head[8]! & 0x7f) << 7) | (head[9]! & 0x7f);
  const frame = 10 + size;
  // A long tag (cover art) ends past the head: ID3 is MP3's tag, so that is what it is taken for.
  return frame + 2 <= head.length ? (mpegFrame(head, frame) ?? audio('mp3')) : audio('mp3');
}

/** Ogg with a Vorbis, Opus or FLAC stream in its first page (Ogg video, Theora, is refused). */
function ogg(head: Uint8Array): DetectedMedia | null {
  if (ascii(head, 0, 4) !== 'OggS') return null;
  const firstPage = ascii(head, 0, 128);
  const streams = ['\u0001vorbis', 'OpusHead', '\u007fFLAC'];
  return streams.some((marker) => firstPage.includes(marker)) ? audio('ogg') : null;
}

function wav(head: Uint8Array): DetectedMedia | null {
  return ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WAVE' ? audio('wav') : null;
}

/**
 * What sound or video the bytes are, from their first bytes (magic numbers): never from the file name
 * or the declared type. Null for anything else, including containers browsers do not all play
 * (QuickTime, Matroska other than WebM, AVI, FLAC on its own).
 */
export function detectMedia(head: Uint8Array): DetectedMedia | null {
  return isoMedia(head) ?? webm(head) ?? id3(head) ?? ogg(head) ?? wav(head) ?? mpegFrame(head, 0);
}
