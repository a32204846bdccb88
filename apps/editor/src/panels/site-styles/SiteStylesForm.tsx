import { MESSAGES } from '@plinth/commerce';
import {
  AUTO_COLOUR,
  BLOCK_SPACING_OPTIONS,
  fontsInStyleGuide,
  siteColourVariables,
  type SiteFont,
  type SiteStyles,
} from '@plinth/contracts';
import { siteStylesSchema } from '@plinth/contracts/schemas';
import { Alert } from '../../components/Alert';
import { ColorField } from '../../components/color-picker/ColorField';
import { Checkbox, Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { SaveBar, submitWith } from '../../components/SaveBar';
import { EDITOR_MESSAGES } from '../../messages';
import type { FetchHandle } from '../../state/use-fetch';
import { schemaErrors, useEditorForm } from '../../state/use-editor-form';
import { FontPicker } from './FontPicker';
import { StylePreview } from './StylePreview';

/** The server's own schema: the form finds exactly what a save would be refused for. */
const checkStyles = (value: SiteStyles) => schemaErrors(siteStylesSchema, value);

type Colours = SiteStyles['colors'];

interface SiteStylesFormProps {
  loaded: SiteStyles;
  fonts: FetchHandle<SiteFont[]>;
  canEdit: boolean;
  siteTitle: string;
  send: (value: SiteStyles) => Promise<SiteStyles>;
}

export function SiteStylesForm({ loaded, fonts, canEdit, siteTitle, send }: SiteStylesFormProps) {
  const form = useEditorForm(loaded, send, { canEdit, check: checkStyles });
  const { fonts: chosen, colors } = form.value;
  const setFont = (role: 'heading' | 'body', id: string) => form.set({ fonts: { ...chosen, [role]: id } });
  const setColours = (change: Partial<Colours>) => form.set({ colors: { ...colors, ...change } });
  // What "auto" works out to now: the starting point when the owner turns Automatic off.
  const derived = siteColourVariables(colors);
  const inUse = fontsInStyleGuide(form.value).map((font) => font.id);
  const list = fonts.data ?? [];
  return (
    <form onSubmit={submitWith(form)} noValidate className="site-styles">
      {form.status.kind === 'failed' ? <Alert tone="error">{form.status.message}</Alert> : null}
      <div className="site-styles__layout">
        <fieldset disabled={!canEdit} className="plain-fieldset site-styles__settings">
          <FormSection title="Fonts" description="Headings and text on every page of your site.">
            {fonts.hasError ? (
              <div className="load-error" role="alert">
                <p>{EDITOR_MESSAGES.unableToLoadFonts}</p>
                <button type="button" className="button" onClick={fonts.reload}>
                  {EDITOR_MESSAGES.tryAgain}
                </button>
              </div>
            ) : fonts.data === undefined ? (
              <p role="status">{MESSAGES.loading}</p>
            ) : (
              <div className="site-styles__fonts">
                <FontPicker
                  legend="Heading font"
                  fonts={list}
                  value={chosen.heading}
                  inUse={inUse}
                  onChange={(id) => setFont('heading', id)}
                />
                <FontPicker
                  legend="Body font"
                  fonts={list}
                  value={chosen.body}
                  inUse={inUse}
                  onChange={(id) => setFont('body', id)}
                />
              </div>
            )}
          </FormSection>
          <FormSection
            title="Colours"
            description="Text on the accent colour, and automatic text, are light on dark colours and dark on light ones."
          >
            <ColorField
              label="Background colour"
              value={colors.background}
              onChange={(background) => setColours({ background })}
            />
            <AutoColour
              label="Text colour"
              autoLabel="Automatic: dark text on a light background, light text on a dark one"
              value={colors.text}
              derived={derived['--color-text'] ?? '#1e1d1b'}
              onChange={(text) => setColours({ text })}
            />
            <ColorField
              label="Accent colour"
              hint="Buttons, the announcement bar and focus rings."
              value={colors.accent}
              onChange={(accent) => setColours({ accent })}
            />
            <AutoColour
              label="Header background"
              autoLabel="Automatic: the background, slightly see-through"
              value={colors.headerBackground}
              derived={derived['--color-header-bg'] ?? '#faf8f5eb'}
              alpha
              onChange={(headerBackground) => setColours({ headerBackground })}
            />
          </FormSection>
          <FormSection
            title="Spacing"
            description="How much room the blocks of your pages keep between them."
          >
            <Field label="Space between blocks" hint="Standard is the theme’s own.">
              {(control) => (
                <select
                  {...control}
                  className="select"
                  value={form.value.blockSpacing}
                  onChange={(event) =>
                    form.set({ blockSpacing: event.target.value as SiteStyles['blockSpacing'] })
                  }
                >
                  {BLOCK_SPACING_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </FormSection>
        </fieldset>
        <section className="card site-styles__preview" aria-labelledby="site-styles-preview">
          <h2 id="site-styles-preview" className="card__title">
            Preview
          </h2>
          <StylePreview styles={form.value} fonts={list} siteTitle={siteTitle} />
        </section>
      </div>
      {canEdit ? <SaveBar status={form.status} dirty={form.dirty} /> : null}
    </form>
  );
}

interface AutoColourProps {
  label: string;
  autoLabel: string;
  value: string;
  /** What automatic gives now. */
  derived: string;
  alpha?: boolean;
  onChange: (value: string) => void;
}

/** A colour that may follow the others (stored as "auto") or be the owner's own. */
function AutoColour({ label, autoLabel, value, derived, alpha, onChange }: AutoColourProps) {
  const auto = value === AUTO_COLOUR;
  return (
    <div className="site-styles__auto-colour">
      {auto ? (
        <ColorField label={label} value={derived} onChange={onChange} alpha={alpha} disabled />
      ) : (
        <ColorField label={label} value={value} onChange={onChange} alpha={alpha} />
      )}
      <Checkbox
        label={autoLabel}
        checked={auto}
        onChange={(checked) => onChange(checked ? AUTO_COLOUR : derived)}
      />
    </div>
  );
}
