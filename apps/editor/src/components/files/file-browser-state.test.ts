import type { OwnerFile } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  fileBrowserReducer as reduce,
  initialFileBrowserState,
  uploadedToOwnerFile,
  uploadFailure,
  type FileBrowserAction,
  type FileBrowserState,
} from './file-browser-state';

function file(id: string, fileName = `${id}.png`): OwnerFile {
  return {
    id,
    url: `/assets/uploads/s1/${id}.png`,
    fileName,
    contentType: 'image/png',
    kind: 'image',
    size: 100,
    width: 10,
    height: 10,
    thumbnailUrl: `/assets/uploads/s1/${id}.png`,
    createdAt: '2026-11-25T10:00:00.000Z',
  };
}

const replay = (state: FileBrowserState, ...actions: FileBrowserAction[]) => actions.reduce(reduce, state);
const start = () => initialFileBrowserState('image', null);

describe('the file browser list', () => {
  test('a file uploaded while the first page loads stays first, chosen, when that older page arrives', () => {
    const state = replay(
      start(),
      { type: 'uploadStarted', fileName: 'new.png' },
      { type: 'uploaded', file: file('new') },
      { type: 'loaded', loadKey: 0, files: [file('a'), file('b')], nextCursor: null, append: false },
    );
    expect(state.files.map((each) => each.id)).toEqual(['new', 'a', 'b']);
    expect(state.selectedId).toBe('new');
    // A page read after the upload has it already: not twice.
    const later = reduce(state, {
      type: 'loaded',
      loadKey: 0,
      files: [file('new'), file('a')],
      nextCursor: null,
      append: false,
    });
    expect(later.files.map((each) => each.id)).toEqual(['new', 'a']);
  });

  test('the first page, then Load More appends the next page after it', () => {
    let state = replay(start(), {
      type: 'loaded',
      loadKey: 0,
      files: [file('a'), file('b')],
      nextCursor: 'c1',
      append: false,
    });
    expect(state).toMatchObject({ status: 'ready', nextCursor: 'c1' });
    state = reduce(state, { type: 'loadMore' });
    expect(state.status).toBe('loadingMore');
    // A second Load More while one is on its way does nothing.
    expect(reduce(state, { type: 'loadMore' })).toBe(state);
    state = reduce(state, { type: 'loaded', loadKey: 0, files: [file('c')], nextCursor: null, append: true });
    expect(state.files.map((f) => f.id)).toEqual(['a', 'b', 'c']);
    expect(reduce(state, { type: 'loadMore' })).toBe(state);
  });

  test('a new search starts over, and the answer to the old one is dropped', () => {
    const ready = replay(start(), {
      type: 'loaded',
      loadKey: 0,
      files: [file('a')],
      nextCursor: 'c1',
      append: false,
    });
    const searching = reduce(ready, { type: 'search', search: '  linen ' });
    expect(searching).toMatchObject({ search: 'linen', status: 'loading', nextCursor: null, loadKey: 1 });
    // The same words again (spaces aside) do not load again.
    expect(reduce(searching, { type: 'search', search: 'linen' })).toBe(searching);
    const late = reduce(searching, {
      type: 'loaded',
      loadKey: 0,
      files: [file('old')],
      nextCursor: null,
      append: false,
    });
    expect(late).toBe(searching);
    const answered = reduce(searching, {
      type: 'loaded',
      loadKey: 1,
      files: [file('l')],
      nextCursor: null,
      append: false,
    });
    expect(answered.files.map((f) => f.id)).toEqual(['l']);
    expect(reduce(answered, { type: 'kind', kind: 'video' })).toMatchObject({
      kind: 'video',
      status: 'loading',
      loadKey: 2,
    });
  });

  test('a failed first page offers Retry; a failed Load More keeps what was shown', () => {
    const failed = reduce(start(), { type: 'loadFailed', loadKey: 0, append: false });
    expect(failed.status).toBe('failed');
    expect(reduce(failed, { type: 'reload' })).toMatchObject({ status: 'loading', loadKey: 1 });
    const more = replay(
      start(),
      { type: 'loaded', loadKey: 0, files: [file('a')], nextCursor: 'c1', append: false },
      { type: 'loadMore' },
      { type: 'loadFailed', loadKey: 0, append: true },
    );
    expect(more).toMatchObject({ status: 'moreFailed', nextCursor: 'c1' });
    expect(more.files).toHaveLength(1);
    expect(reduce(more, { type: 'loadMore' }).status).toBe('loadingMore');
  });

  test('rename changes the file in place; delete removes it and its selection', () => {
    const state = replay(
      start(),
      { type: 'loaded', loadKey: 0, files: [file('a'), file('b')], nextCursor: null, append: false },
      { type: 'select', id: 'b' },
      { type: 'renamed', file: file('b', 'Renamed.png') },
    );
    expect(state.files.map((f) => f.fileName)).toEqual(['a.png', 'Renamed.png']);
    expect(state.selectedId).toBe('b');
    const deleted = reduce(state, { type: 'deleted', id: 'b' });
    expect(deleted.files.map((f) => f.id)).toEqual(['a']);
    expect(deleted.selectedId).toBeNull();
    expect(reduce(state, { type: 'deleted', id: 'a' }).selectedId).toBe('b');
  });
});

describe('an upload', () => {
  test('goes from uploading (with progress) to processing to done, and selects the new file first', () => {
    let state = replay(
      start(),
      { type: 'loaded', loadKey: 0, files: [file('a')], nextCursor: null, append: false },
      { type: 'select', id: 'a' },
      { type: 'uploadStarted', fileName: 'new.png' },
      { type: 'uploadProgress', fraction: 0.4 },
    );
    expect(state.upload).toEqual({ phase: 'uploading', fileName: 'new.png', fraction: 0.4 });
    state = reduce(state, { type: 'uploadSent' });
    expect(state.upload).toEqual({ phase: 'processing', fileName: 'new.png' });
    // Progress that arrives late does not take processing back to uploading.
    expect(reduce(state, { type: 'uploadProgress', fraction: 1 })).toBe(state);
    state = reduce(state, { type: 'uploaded', file: file('n', 'new.png') });
    expect(state.files.map((f) => f.id)).toEqual(['n', 'a']);
    expect(state.selectedId).toBe('n');
    expect(state.upload).toEqual({ phase: 'done', fileName: 'new.png' });
  });

  test('a failure keeps the file name and what to offer; dismissing clears it', () => {
    const failure = {
      title: 'Unable to Upload File',
      message: 'File too large.',
      action: 'tryAgain',
    } as const;
    const failed = replay(
      start(),
      { type: 'uploadStarted', fileName: 'big.png' },
      { type: 'uploadFailed', failure },
    );
    expect(failed.upload).toEqual({ phase: 'failed', fileName: 'big.png', failure });
    expect(reduce(failed, { type: 'uploadDismissed' }).upload).toEqual({ phase: 'idle' });
    // No upload under way: a stray failure changes nothing.
    expect(reduce(start(), { type: 'uploadFailed', failure })).toEqual(start());
  });

  test("the seed's words for each way an upload can end badly", () => {
    const cancelled = new DOMException('Upload cancelled', 'AbortError');
    expect(uploadFailure(cancelled, 'uploading')).toEqual({
      title: null,
      message: 'File processing cancelled',
      action: 'retry',
    });
    expect(uploadFailure(cancelled, 'processing').message).toBe('File processing cancelled');
    const dropped = new ApiError(0, 'NETWORK_ERROR', 'There was a problem while uploading your file.');
    expect(uploadFailure(dropped, 'uploading')).toEqual({
      title: 'Error uploading',
      message: 'File upload failed to complete',
      action: 'retry',
    });
    expect(uploadFailure(dropped, 'processing').message).toBe('File processing failed to complete');
    const refused = new ApiError(400, 'FILE_TOO_LARGE', 'File too large. The maximum size is 20 MB.');
    expect(uploadFailure(refused, 'processing')).toEqual({
      title: 'Unable to Upload File',
      message: 'File too large. The maximum size is 20 MB.',
      action: 'tryAgain',
    });
    expect(uploadFailure(new ApiError(500, 'INTERNAL', 'Something went wrong'), 'processing')).toEqual({
      title: 'Error uploading',
      message: 'File processing failed',
      action: 'retry',
    });
  });

  test("an upload's answer is listed at once: a sound has no thumbnail", () => {
    const uploaded = {
      id: 'n',
      url: '/assets/uploads/s1/n.mp3',
      fileName: 'song.mp3',
      contentType: 'audio/mpeg',
      size: 5,
      width: null,
      height: null,
    };
    expect(uploadedToOwnerFile(uploaded, new Date('2026-11-25T10:00:00Z'))).toEqual({
      ...uploaded,
      kind: 'audio',
      thumbnailUrl: null,
      createdAt: '2026-11-25T10:00:00.000Z',
    });
  });
});
