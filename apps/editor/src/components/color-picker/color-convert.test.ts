import { describe, expect, test } from 'vitest';
import {
  formatHslText,
  formatRgbText,
  hexToHsl,
  hslToHex,
  hslToRgb,
  parseHexText,
  parseHslText,
  parsePercentText,
  parseRgbText,
  rgbToHsl,
} from './color-convert';

describe('colour conversions', () => {
  test('RGB to HSL and back for the primaries, greys and the theme’s accent', () => {
    expect(rgbToHsl({ r: 255, g: 0, b: 0 })).toEqual({ h: 0, s: 100, l: 50 });
    expect(rgbToHsl({ r: 0, g: 255, b: 0 })).toEqual({ h: 120, s: 100, l: 50 });
    expect(rgbToHsl({ r: 0, g: 0, b: 255 })).toEqual({ h: 240, s: 100, l: 50 });
    expect(rgbToHsl({ r: 128, g: 128, b: 128 })).toEqual({ h: 0, s: 0, l: 50 });
    expect(hexToHsl('#2c4a3f')).toEqual({ h: 158, s: 25, l: 23 });
    expect(hslToRgb({ h: 240, s: 100, l: 50 })).toEqual({ r: 0, g: 0, b: 255 });
    expect(hslToRgb({ h: 360, s: 100, l: 50 })).toEqual({ r: 255, g: 0, b: 0 });
    expect(hslToHex({ h: 0, s: 0, l: 100 })).toBe('#ffffff');
    expect(hslToHex({ h: 0, s: 0, l: 0 }, 0.5)).toBe('#00000080');
  });

  test('every byte-exact grey and a sweep of hues survive hex → HSL → hex within one step per channel', () => {
    for (const hex of ['#1e1d1b', '#faf8f5', '#a4391d', '#d9a404', '#5b2a4e']) {
      const back = hslToHex(hexToHsl(hex)!);
      const diff = [1, 3, 5].map((at) =>
        Math.abs(parseInt(hex.slice(at, at + 2), 16) - parseInt(back.slice(at, at + 2), 16)),
      );
      expect(Math.max(...diff), `${hex} → ${back}`).toBeLessThanOrEqual(3);
    }
  });

  test('hex text: with or without #, either case; eight digits only where alpha is allowed', () => {
    expect(parseHexText('2C4A3F', false)).toBe('#2c4a3f');
    expect(parseHexText(' #2c4a3f ', false)).toBe('#2c4a3f');
    expect(parseHexText('#2c4a3f80', false)).toBeNull();
    expect(parseHexText('#2c4a3f80', true)).toBe('#2c4a3f80');
    expect(parseHexText('#2c4a3fff', true)).toBe('#2c4a3f');
    expect(parseHexText('#fff', true)).toBeNull();
    expect(parseHexText('green', true)).toBeNull();
  });

  test('RGB and HSL text in the forms people type; out-of-range values refused', () => {
    expect(parseRgbText('44, 74, 63')).toEqual({ r: 44, g: 74, b: 63 });
    expect(parseRgbText('rgb(44 74 63)')).toEqual({ r: 44, g: 74, b: 63 });
    expect(parseRgbText('44, 74')).toBeNull();
    expect(parseRgbText('256, 0, 0')).toBeNull();
    expect(formatRgbText({ r: 1, g: 2, b: 3 })).toBe('1, 2, 3');
    expect(parseHslText('158, 25%, 23%')).toEqual({ h: 158, s: 25, l: 23 });
    expect(parseHslText('hsl(158deg 25% 23%)')).toEqual({ h: 158, s: 25, l: 23 });
    expect(parseHslText('400, 25%, 23%')).toBeNull();
    expect(parseHslText('10, 101%, 23%')).toBeNull();
    expect(formatHslText({ h: 158, s: 25, l: 23 })).toBe('158, 25%, 23%');
    expect(parsePercentText('42%')).toBe(42);
    expect(parsePercentText('101')).toBeNull();
    expect(parsePercentText('-1')).toBeNull();
  });
});
