// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeXhr } from '../../test/fixtures/fake-xhr';
import { ApiError } from './api-error';
import { uploadFile } from './files-api';
import { configureOwnerRequests } from './owner-fetch';

const uploaded = { id: 'f1', url: '/files/f1.png' };

function photo(): File {
  return new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });
}

beforeEach(() => {
  document.cookie = 'crumb=crumb-value-123456';
  configureOwnerRequests({ siteId: 'site-2', onSignedOut: () => {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureOwnerRequests({ siteId: null });
});

describe('uploadFile', () => {
  test('sends the crumb and the site as ownerFetch does, and reports progress to the end', async () => {
    const sent = fakeXhr({ status: 201, body: uploaded });
    const progress: number[] = [];
    await expect(uploadFile(photo(), { onProgress: (f) => progress.push(f) })).resolves.toEqual(uploaded);
    expect(sent[0]?.headers).toMatchObject({
      accept: 'application/json',
      'x-csrf-token': 'crumb-value-123456',
      'x-website-id': 'site-2',
    });
    expect(progress).toEqual([0.5, 1]);
  });

  test('an upload refused for its crumb is sent once more', async () => {
    const sent = fakeXhr([
      { status: 403, body: { code: 'CRUMB_FAIL', message: 'Reload the page.', crumbFail: true } },
      { status: 201, body: uploaded },
    ]);
    await expect(uploadFile(photo())).resolves.toEqual(uploaded);
    expect(sent).toHaveLength(2);
  });

  test('a 401 tells the session the owner is signed out', async () => {
    const onSignedOut = vi.fn();
    configureOwnerRequests({ onSignedOut });
    fakeXhr({ status: 401, body: { code: 'AUTH_REQUIRED', message: 'Sign in to continue.' } });
    await expect(uploadFile(photo())).rejects.toThrow('Sign in to continue.');
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  test('a refusal without a message says there was a problem uploading', async () => {
    fakeXhr({ status: 502, body: null });
    const error = await uploadFile(photo()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: 'There was a problem while uploading your file.' });
  });
});
