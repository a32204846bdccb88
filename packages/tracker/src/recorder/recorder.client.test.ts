// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { placeConfig, resetPage, testConfig } from '../../test/test-page';
import { startRecorder, type RecorderBrowser } from './recorder.client';

const ANSWER_YES = { eligible: true, id: 'a1b2c3', scriptUrl: 'https://replay.example.com/recorder.js' };

function browser(
  overrides: Partial<RecorderBrowser> = {},
  answer: unknown = ANSWER_YES,
): RecorderBrowser & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    timeZone: () => 'America/New_York',
    cores: () => 8,
    fetch: (url) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    },
    ...overrides,
  };
}

const recorderScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => ({
    src: s.getAttribute('src'),
    id: s.dataset.recordingId,
  }));

beforeEach(() => {
  resetPage();
  delete (window as unknown as Record<string, unknown>).plinthSessionRecording;
  window.history.replaceState(null, '', '/shop');
});
afterEach(() => vi.restoreAllMocks());

describe('the session recorder loader', () => {
  test("an eligible visitor: asks the server with the browser's facts, then adds the owner's script with the id", async () => {
    placeConfig(testConfig());
    const b = browser();
    expect(await startRecorder(b)).toBe('loaded');
    expect(b.asked).toEqual(['/api/analytics/session-recording?timeZone=America%2FNew_York&cores=8']);
    expect(recorderScripts()).toEqual([{ src: ANSWER_YES.scriptUrl, id: 'a1b2c3' }]);
    expect((window as unknown as Record<string, unknown>).plinthSessionRecording).toEqual({ id: 'a1b2c3' });
  });

  test('outside an America time zone, or with 2 cores, it asks nothing and loads nothing', async () => {
    placeConfig(testConfig());
    const elsewhere = browser({ timeZone: () => 'Europe/Berlin' });
    expect(await startRecorder(elsewhere)).toBe('timeZone');
    const small = browser({ cores: () => 2 });
    expect(await startRecorder(small)).toBe('cores');
    expect([...elsewhere.asked, ...small.asked]).toEqual([]);
    expect(recorderScripts()).toEqual([]);
  });

  test("the server's refusal (not the US, out of the sample) loads nothing", async () => {
    placeConfig(testConfig());
    expect(await startRecorder(browser({}, { eligible: false, reason: 'country' }))).toBe('country');
    expect(recorderScripts()).toEqual([]);
  });

  test('a visitor the tracker leaves alone is never recorded: a signed-in editor member, cookieless counting', async () => {
    placeConfig(testConfig());
    document.cookie = 'ss_member_role=1; Path=/';
    const member = browser();
    expect(await startRecorder(member)).toBe('untracked');
    document.cookie = 'ss_member_role=; Max-Age=0; Path=/';
    placeConfig(testConfig({ restrictiveCookiePolicy: true, cookieBanner: true }));
    const noConsent = browser();
    expect(await startRecorder(noConsent)).toBe('untracked');
    expect([...member.asked, ...noConsent.asked]).toEqual([]);
  });

  test('errors are only logged (seed 001 §8): a failed request resolves to failed, nothing thrown', async () => {
    placeConfig(testConfig());
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = browser({ fetch: () => Promise.resolve(new Response('', { status: 503 })) });
    expect(await startRecorder(down)).toBe('failed');
    const offline = browser({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await startRecorder(offline)).toBe('failed');
    expect(log).toHaveBeenCalledTimes(2);
    expect(recorderScripts()).toEqual([]);
  });
});
