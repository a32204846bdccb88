import { describe, expect, test } from 'vitest';
import {
  browserRefusal,
  experimentInUse,
  isRecorderScriptUrl,
  sessionRecordingRefusal,
  sessionSampleBucket,
  siteOffersSessionRecording,
  type SessionRecordingFacts,
} from './session-recording';

const eligible: SessionRecordingFacts = {
  toggle: true,
  scriptUrl: 'https://replay.example.com/recorder.js',
  experimentStatus: 'ACTIVE',
  samplePercent: 50,
  country: 'US',
  timeZone: 'America/Chicago',
  cores: 4,
  sampleBucket: 49,
};

describe("seed 001's session-recording eligibility", () => {
  test('a US visitor in an America time zone with more than 2 cores, in the sample, is recorded', () => {
    expect(sessionRecordingRefusal(eligible)).toBeNull();
    expect(sessionRecordingRefusal({ ...eligible, timeZone: 'America/Argentina/Buenos_Aires' })).toBeNull();
  });

  test('each condition alone refuses, and names itself', () => {
    const cases: [Partial<SessionRecordingFacts>, string][] = [
      [{ toggle: false }, 'toggle'],
      [{ scriptUrl: '' }, 'script'],
      [{ experimentStatus: 'PAUSED' }, 'experiment'],
      [{ experimentStatus: 'ENDED' }, 'experiment'],
      [{ country: 'CA' }, 'country'],
      [{ country: '' }, 'country'],
      [{ timeZone: 'Europe/Paris' }, 'timeZone'],
      [{ timeZone: 'US/Eastern' }, 'timeZone'],
      [{ timeZone: '' }, 'timeZone'],
      [{ cores: 2 }, 'cores'],
      [{ cores: 0 }, 'cores'],
      [{ sampleBucket: 50 }, 'sample'],
      [{ samplePercent: 0, sampleBucket: 0 }, 'sample'],
    ];
    for (const [change, reason] of cases) {
      expect(sessionRecordingRefusal({ ...eligible, ...change }), JSON.stringify(change)).toBe(reason);
    }
  });

  test('everyone is in a 100% sample; experiments count only when ACTIVE', () => {
    expect(sessionRecordingRefusal({ ...eligible, samplePercent: 100, sampleBucket: 99 })).toBeNull();
    expect(experimentInUse('ACTIVE')).toBe(true);
    expect(experimentInUse('PAUSED')).toBe(false);
  });

  test("the browser's part alone, and whether a site offers recording at all", () => {
    expect(browserRefusal({ timeZone: 'America/New_York', cores: 3 })).toBeNull();
    expect(browserRefusal({ timeZone: 'Asia/Tokyo', cores: 8 })).toBe('timeZone');
    expect(browserRefusal({ timeZone: 'America/New_York', cores: 2 })).toBe('cores');
    expect(siteOffersSessionRecording(eligible)).toBe(true);
    expect(siteOffersSessionRecording({ ...eligible, samplePercent: 0 })).toBe(false);
    expect(siteOffersSessionRecording({ ...eligible, experimentStatus: 'PAUSED' })).toBe(false);
  });

  test('a session keeps its place in the sample; places spread over 0 to 99', () => {
    expect(sessionSampleBucket('00000063ffff')).toBe(99);
    expect(sessionSampleBucket('00000064')).toBe(0);
    expect(sessionSampleBucket('not hex')).toBe(0);
    const places = new Set(
      Array.from({ length: 2000 }, (_, i) =>
        sessionSampleBucket((i * 2654435761).toString(16).padStart(8, '0')),
      ),
    );
    expect(places.size).toBeGreaterThan(90);
  });

  test('recorder addresses: https URLs and paths on this site only', () => {
    for (const ok of [
      'https://replay.example.com/r.js',
      'https://REPLAY.Example.com:8443/r.js',
      '/recorder.js',
      '/assets/r.js?v=2',
    ]) {
      expect(isRecorderScriptUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'http://replay.example.com/r.js',
      'javascript:alert(1)',
      '//evil.example/r.js',
      '/\\evil.example/r.js',
      'https://user:pass@replay.example.com/r.js',
      '/a b.js',
      'recorder.js',
      `https://replay.example.com/${'a'.repeat(2100)}`,
      // Security review I-B: a wildcard host, and quotes or angle brackets anywhere.
      'https://*.example/x.js',
      'https://*/x.js',
      'https://replay.*.example.com/x.js',
      "https://replay.example.com/x'.js",
      'https://replay.example.com/x".js',
      'https://replay.example.com/</script>.js',
      "/recorder'.js",
      '/recorder<x>.js',
    ]) {
      expect(isRecorderScriptUrl(bad), bad).toBe(false);
    }
  });
});
