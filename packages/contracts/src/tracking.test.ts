import { describe, expect, test } from 'vitest';
import { trackingUrl } from './tracking';

describe('trackingUrl', () => {
  test("each named carrier's page, with the number's spaces left out and the rest escaped", () => {
    expect(trackingUrl('ups', '1Z 999 AA1')).toBe('https://www.ups.com/track?tracknum=1Z999AA1');
    expect(trackingUrl('fedex', '1234&x=1')).toBe('https://www.fedex.com/fedextrack/?trknbr=1234%26x%3D1');
    expect(trackingUrl('dhl', 'JD0123')).toContain('tracking-id=JD0123');
    expect(trackingUrl('usps', '9400')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400');
  });

  test('no page for another carrier, no carrier or no number', () => {
    expect(trackingUrl('other', '123')).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
    expect(trackingUrl('ups', null)).toBeNull();
    expect(trackingUrl('ups', '')).toBeNull();
  });
});
