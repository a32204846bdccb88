import { describe, expect, test } from 'vitest';
import { activePanel, isFullWidthScreen } from './panel-routes';

describe('full-width screens (issue 24 §1)', () => {
  test('the page editor takes the whole width; its lists and other panels keep the sidebar', () => {
    expect(isFullWidthScreen('/config/pages/p1')).toBe(true);
    expect(isFullWidthScreen('/config/pages/p1?block=b2')).toBe(true);
    expect(isFullWidthScreen('/config/pages')).toBe(false);
    expect(isFullWidthScreen('/config/pages/p1/items')).toBe(false);
    expect(isFullWidthScreen('/config/forms/f1')).toBe(false);
  });

  test('the page editor still belongs to Pages in the sidebar it folds away', () => {
    expect(activePanel('/config/pages/p1')?.label).toBe('Pages');
  });
});
