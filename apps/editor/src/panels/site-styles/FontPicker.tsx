import { MESSAGES } from '@plinth/commerce';
import { fontCategoryLabel, type SiteFont } from '@plinth/contracts';
import { useId, useState, type CSSProperties } from 'react';
import { Field } from '../../components/Field';
import { editorMessage, EDITOR_MESSAGES } from '../../messages';
import { fontGroups, FONT_FILTERS, type FontFilter } from './font-list';
import { useFontPreviews } from './font-preview';

interface FontPickerProps {
  /** "Heading font": the picker's group name. */
  legend: string;
  fonts: readonly SiteFont[];
  /** The chosen font's id. */
  value: string;
  onChange: (id: string) => void;
  /** The ids of the fonts the site uses, heading first ("Fonts in Style Guide"). */
  inUse: readonly string[];
  disabled?: boolean;
}

/** The family as CSS, for showing a font in its own face. */
export function fontFamilyStyle(font: SiteFont): CSSProperties {
  return { fontFamily: font.files.length > 0 ? `'${font.family}', ${font.fallback}` : font.fallback };
}

/**
 * The font picker of seed 001 section 2: "Search fonts", "Browse all fonts", the seven categories and
 * "Fonts in Style Guide"; each font is a radio button (arrow keys move the choice) named and shown in
 * its own face, loaded from the server's font files.
 */
export function FontPicker({ legend, fonts, value, onChange, inUse, disabled }: FontPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<FontFilter>('all');
  const groups = fontGroups(fonts, { query, filter, inUse });
  const previews = useFontPreviews(fonts);
  const chosen = fonts.find((font) => font.id === value);
  return (
    <fieldset className="font-picker" disabled={disabled}>
      <legend className="font-picker__legend">{legend}</legend>
      <p className="font-picker__current">
        <span className="font-picker__current-name" style={chosen ? fontFamilyStyle(chosen) : undefined}>
          {chosen?.family ?? value}
        </span>
        {chosen ? (
          <span className="font-picker__category"> · {fontCategoryLabel(chosen.category)}</span>
        ) : null}
      </p>
      <Field label={EDITOR_MESSAGES.searchFonts}>
        {(control) => (
          <input
            {...control}
            type="search"
            className="input"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        )}
      </Field>
      <fieldset className="font-picker__filters">
        <legend className="visually-hidden">{`${legend}: category`}</legend>
        <div className="segmented">
          {FONT_FILTERS.map((option) => (
            <label key={option.value} className="segmented__option">
              <input
                type="radio"
                name={`${id}-filter`}
                value={option.value}
                checked={filter === option.value}
                onChange={() => setFilter(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {previews.failed.length > 0 ? (
        <div className="font-picker__preview-error" role="alert">
          <p>{EDITOR_MESSAGES.unableToLoadFontPreview}</p>
          <button type="button" className="button button--small" onClick={previews.retry}>
            {MESSAGES.retry}
          </button>
        </div>
      ) : null}
      <div className="font-picker__list" role="group" aria-label={`${legend}: fonts`}>
        {groups.length === 0 ? (
          <p className="empty empty--compact" role="status">
            {editorMessage('noFontsFound', { query: query.trim() })}
          </p>
        ) : (
          groups.map((group) => (
            <div
              key={group.key}
              className="font-picker__group"
              role="group"
              aria-labelledby={`${id}-${group.key}`}
            >
              <p className="font-picker__group-title" id={`${id}-${group.key}`}>
                {group.title}
              </p>
              {group.fonts.map((font) => (
                <label key={font.id} className="font-picker__option">
                  <input
                    type="radio"
                    name={`${id}-font`}
                    value={font.id}
                    checked={value === font.id}
                    onChange={() => onChange(font.id)}
                  />
                  <span
                    className="font-picker__family"
                    style={previews.stateOf(font) === 'failed' ? undefined : fontFamilyStyle(font)}
                  >
                    {font.family}
                  </span>
                  <span className="font-picker__category">{fontCategoryLabel(font.category)}</span>
                </label>
              ))}
            </div>
          ))
        )}
      </div>
    </fieldset>
  );
}
