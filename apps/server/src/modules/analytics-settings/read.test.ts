import { DEFAULT_ANALYTICS_SETTINGS } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { analyticsSettingsOf } from './read';

describe('analyticsSettingsOf', () => {
  test('a site without the section gets the defaults', () => {
    expect(analyticsSettingsOf({ settings: {} })).toEqual(DEFAULT_ANALYTICS_SETTINGS);
  });

  test('stored values are read, and each damaged one falls back alone', () => {
    const settings = {
      analytics: { mode: 'cookieless', cookieBanner: 'yes', rawRetentionDays: 30, absolute: true },
    };
    expect(analyticsSettingsOf({ settings })).toEqual({
      ...DEFAULT_ANALYTICS_SETTINGS,
      mode: 'cookieless',
      absolute: true,
      rawRetentionDays: 30,
    });
    const bad = { analytics: { mode: 'spy', rawRetentionDays: 0.5 } };
    expect(analyticsSettingsOf({ settings: bad })).toEqual(DEFAULT_ANALYTICS_SETTINGS);
  });
});
