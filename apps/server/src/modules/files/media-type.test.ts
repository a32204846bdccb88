import { describe, expect, test } from 'vitest';
import {
  createAdtsAac,
  createAvi,
  createBareMp3,
  createFlac,
  createM4a,
  createMatroska,
  createMp3,
  createMp4,
  createOggTheora,
  createOggVorbis,
  createQuickTime,
  createWav,
  createWebm,
} from '../../../test/fixtures/create-test-media';
import { detectMedia } from './media-type';

describe('sound and video told from their first bytes', () => {
  test.each([
    ['MP4', createMp4(), 'video', 'mp4', 'video/mp4'],
    ['WebM', createWebm(), 'video', 'webm', 'video/webm'],
    ['MP3 with an ID3 tag', createMp3(), 'audio', 'mp3', 'audio/mpeg'],
    [
      'MP3 whose ID3 tag (cover art) runs past the head',
      createMp3(20_000, 10_000),
      'audio',
      'mp3',
      'audio/mpeg',
    ],
    ['bare MP3 frames', createBareMp3(), 'audio', 'mp3', 'audio/mpeg'],
    ['M4A', createM4a(), 'audio', 'm4a', 'audio/mp4'],
    ['AAC (ADTS)', createAdtsAac(), 'audio', 'aac', 'audio/aac'],
    ['Ogg Vorbis', createOggVorbis(), 'audio', 'ogg', 'audio/ogg'],
    ['WAV', createWav(), 'audio', 'wav', 'audio/wav'],
  ])('%s', (_name, bytes, kind, extension, contentType) => {
    expect(detectMedia(bytes.subarray(0, 4096))).toEqual({ kind, extension, contentType });
  });

  test.each([
    ['QuickTime', createQuickTime()],
    ['Matroska that is not WebM', createMatroska()],
    ['AVI', createAvi()],
    ['FLAC', createFlac()],
    ['Ogg Theora video', createOggTheora()],
    ['text', Buffer.from('ftyp is a word in this sentence, not a box')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectMedia(bytes)).toBeNull();
  });
});
