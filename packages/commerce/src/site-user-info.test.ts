import { describe, expect, test } from 'vitest';
import { isSignedInReading, parseSiteUserInfo, serializeSiteUserInfo } from './site-user-info';

describe('parseSiteUserInfo', () => {
  test('reads what the server writes', () => {
    const raw = serializeSiteUserInfo({ authenticated: true, siteUserId: 'u1' });
    expect(raw).toBe('{"authenticated":true,"siteUserId":"u1"}');
    const reading = parseSiteUserInfo(raw);
    expect(reading).toEqual({ state: 'present', info: { authenticated: true, siteUserId: 'u1' } });
    expect(isSignedInReading(reading)).toBe(true);
  });

  test('no cookie is signed out, not an error', () => {
    expect(parseSiteUserInfo(undefined)).toEqual({ state: 'absent' });
    expect(parseSiteUserInfo('')).toEqual({ state: 'absent' });
    expect(isSignedInReading(parseSiteUserInfo(null))).toBe(false);
  });

  test.each([
    'not json',
    '{"authenticated":',
    '42',
    'null',
    '"yes"',
    '{"authenticated":"true"}',
    '{"authenticated":true,"siteUserId":7}',
  ])('%j is unparsable and signed out', (raw) => {
    const reading = parseSiteUserInfo(raw);
    expect(reading.state).toBe('unparsable');
    expect(isSignedInReading(reading)).toBe(false);
  });

  test('authenticated false, or no siteUserId, is signed out', () => {
    expect(isSignedInReading(parseSiteUserInfo('{"authenticated":false,"siteUserId":"u1"}'))).toBe(false);
    expect(isSignedInReading(parseSiteUserInfo('{"authenticated":true}'))).toBe(false);
  });
});
