import { colourScheme, siteColourVariables, type SiteFont, type SiteStyles } from '@plinth/contracts';
import { fontFamilyStyle } from './FontPicker';
import { useFontPreviews } from './font-preview';

interface StylePreviewProps {
  styles: SiteStyles;
  fonts: readonly SiteFont[];
  siteTitle: string;
}

/**
 * A small storefront sample in the chosen styles: the same theme variables the pages get
 * (contracts' siteColourVariables), set from script, which the editor's policy allows.
 */
export function StylePreview({ styles, fonts, siteTitle }: StylePreviewProps) {
  const heading = fonts.find((font) => font.id === styles.fonts.heading);
  const body = fonts.find((font) => font.id === styles.fonts.body);
  useFontPreviews(heading ? [heading] : [], heading?.headingWeight ?? 400);
  useFontPreviews(body ? [body] : [], 700);
  const variables: Record<string, string> = {
    ...siteColourVariables(styles.colors),
    '--font-heading': heading ? String(fontFamilyStyle(heading).fontFamily) : 'serif',
    '--font-body': body ? String(fontFamilyStyle(body).fontFamily) : 'sans-serif',
    '--font-heading-weight': String(heading?.headingWeight ?? 500),
    colorScheme: colourScheme(styles.colors),
  };
  return (
    <div className="style-preview" style={variables} data-testid="style-preview">
      <div className="style-preview__header">
        <span className="style-preview__title">{siteTitle}</span>
        <span className="style-preview__nav">Shop · About · Cart</span>
      </div>
      <div className="style-preview__body">
        <p className="style-preview__heading" role="presentation">
          Made to last
        </p>
        <p>
          Body text reads like this, with <span className="style-preview__link">an underlined link</span> and{' '}
          <strong>bold words</strong>.
        </p>
        <div className="style-preview__card">
          <span className="style-preview__muted">Linen shirt</span>
          <span>$68.00</span>
          <span className="style-preview__button">Add To Cart</span>
        </div>
      </div>
    </div>
  );
}
