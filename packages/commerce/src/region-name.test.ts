import { describe, expect, it } from 'vitest';
import { regionName } from './region-name';

describe('regionName', () => {
  it("names a country in the site's language, asked again from the same names", () => {
    expect(regionName('US', 'en')).toBe('United States');
    expect(regionName('DE', 'fr')).toBe('Allemagne');
    expect(regionName('US', 'en')).toBe('United States');
    expect(regionName('DE', 'en')).toBe('Germany');
  });

  it('answers the code itself for a code the runtime refuses or a language tag it cannot read', () => {
    expect(regionName('not a code', 'en')).toBe('not a code');
    expect(regionName('US', 'not a language!')).toBe('US');
  });
});
