import { describe, expect, test } from 'vitest';
import { searchSettings } from './settings-search';

const ENTRIES = [
  { label: 'Shipping', about: 'Delivery options and prices.', keywords: 'postage', heading: 'Store' },
  { label: 'Taxes', about: 'Tax rules by country.', keywords: 'vat gst', heading: 'Store' },
  {
    label: 'Members',
    about: 'Who can work on this site.',
    keywords: 'team invite',
    heading: 'Site and team',
  },
  { label: 'Réglages', about: 'Accented name.', keywords: '', heading: 'System' },
];

describe('searchSettings (issue 24 §5)', () => {
  test('an empty or blank query lists every entry in order', () => {
    expect(searchSettings(ENTRIES, '').map((entry) => entry.label)).toEqual(
      ENTRIES.map((entry) => entry.label),
    );
    expect(searchSettings(ENTRIES, '   ')).toHaveLength(4);
  });

  test('finds by name, line, keyword or heading, matching the start of words, any case', () => {
    expect(searchSettings(ENTRIES, 'SHIP').map((entry) => entry.label)).toEqual(['Shipping']);
    expect(searchSettings(ENTRIES, 'vat').map((entry) => entry.label)).toEqual(['Taxes']);
    expect(searchSettings(ENTRIES, 'invite').map((entry) => entry.label)).toEqual(['Members']);
    expect(searchSettings(ENTRIES, 'store').map((entry) => entry.label)).toEqual(['Shipping', 'Taxes']);
    expect(searchSettings(ENTRIES, 'hip')).toEqual([]);
  });

  test('every word must match; punctuation and accents do not matter', () => {
    expect(searchSettings(ENTRIES, 'store tax').map((entry) => entry.label)).toEqual(['Taxes']);
    expect(searchSettings(ENTRIES, 'store, team')).toEqual([]);
    expect(searchSettings(ENTRIES, 'reglages').map((entry) => entry.label)).toEqual(['Réglages']);
  });
});
