import { formatHexColour, parseHexColour, THEME_PALETTE } from '@plinth/contracts';
import { useEffect, useRef } from 'react';
import { HexAlphaColorPicker, HexColorPicker } from 'react-colorful';
import { EDITOR_MESSAGES } from '../../messages';
import '../../styles/color-picker.css';
import {
  formatHslText,
  formatRgbText,
  hexToHsl,
  hslToHex,
  parseHexText,
  parseHslText,
  parsePercentText,
  parseRgbText,
  type Hsl,
} from './color-convert';
import { ColorTextInput } from './ColorTextInput';
import { applyStyleNonceFromPage } from './style-nonce';

applyStyleNonceFromPage();

export interface Swatch {
  name: string;
  value: string;
}

export interface ColorPickerProps {
  /** What the colour is for ("Accent colour"): the picker's group name. */
  label: string;
  /** #rrggbb, or #rrggbbaa when `alpha`. */
  value: string;
  onChange: (hex: string) => void;
  /** Offer Alpha (see-through colours, stored as #rrggbbaa). */
  alpha?: boolean;
  swatches?: readonly Swatch[];
  disabled?: boolean;
}

/**
 * The colour picker of seed 001 section 2: Color Map (saturation and brightness), Hue and Alpha from
 * react-colorful (sliders that take arrow keys), the Hex, RGB, HSL, Saturation and Lightness inputs,
 * and the preset swatches (the theme's palette).
 */
export function ColorPicker({
  label,
  value,
  onChange,
  alpha = false,
  swatches = THEME_PALETTE,
  disabled,
}: ColorPickerProps) {
  const mapRef = useRef<HTMLDivElement>(null);
  const rgba = parseHexColour(value) ?? { r: 0, g: 0, b: 0, a: 1 };
  const hsl = hexToHsl(value) ?? { h: 0, s: 0, l: 0 };
  const withHsl = (change: Partial<Hsl>) => onChange(hslToHex({ ...hsl, ...change }, alpha ? rgba.a : 1));
  const text = EDITOR_MESSAGES;

  // react-colorful names its saturation area "Color"; the seed calls it "Color Map". React leaves the
  // attribute alone after mount (the prop never changes), so setting it once holds.
  useEffect(() => {
    mapRef.current
      ?.querySelector('.react-colorful__saturation [role="slider"]')
      ?.setAttribute('aria-label', text.colorMap);
  }, [alpha, disabled, text.colorMap]);

  const Picker = alpha ? HexAlphaColorPicker : HexColorPicker;
  return (
    <div className="color-picker" role="group" aria-label={label}>
      {disabled ? null : (
        <div ref={mapRef} className="color-picker__map">
          <Picker color={value} onChange={(next) => onChange(parseHexText(next, alpha) ?? value)} />
        </div>
      )}
      <div className="color-picker__inputs">
        <ColorTextInput
          label={text.colorHex}
          text={value}
          parse={(typed) => parseHexText(typed, alpha)}
          onCommit={onChange}
          error={alpha ? text.colorHexAlphaInvalid : text.colorHexInvalid}
          disabled={disabled}
          className="color-picker__hex"
        />
        <ColorTextInput
          label={text.colorRgb}
          text={formatRgbText(rgba)}
          parse={parseRgbText}
          onCommit={(rgb) => onChange(formatHexColour({ ...rgb, a: alpha ? rgba.a : 1 }))}
          error={text.colorRgbInvalid}
          disabled={disabled}
        />
        <ColorTextInput
          label={text.colorHsl}
          text={formatHslText(hsl)}
          parse={parseHslText}
          onCommit={(next) => withHsl(next)}
          error={text.colorHslInvalid}
          disabled={disabled}
        />
        <ColorTextInput
          label={text.colorSaturation}
          text={`${hsl.s}%`}
          parse={parsePercentText}
          onCommit={(s) => withHsl({ s })}
          error={text.colorPercentInvalid}
          disabled={disabled}
        />
        <ColorTextInput
          label={text.colorLightness}
          text={`${hsl.l}%`}
          parse={parsePercentText}
          onCommit={(l) => withHsl({ l })}
          error={text.colorPercentInvalid}
          disabled={disabled}
        />
      </div>
      <fieldset className="color-picker__swatches" disabled={disabled}>
        <legend className="field__label">{text.colorSwatches}</legend>
        <div className="color-picker__swatch-list">
          {swatches.map((swatch) => (
            <button
              key={swatch.value}
              type="button"
              className="color-picker__swatch"
              aria-label={`${swatch.name} ${swatch.value}`}
              aria-pressed={value === swatch.value}
              title={`${swatch.name} ${swatch.value}`}
              style={{ backgroundColor: swatch.value }}
              onClick={() => onChange(swatch.value)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
