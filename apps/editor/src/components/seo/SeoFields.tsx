import { SEO_RECOMMENDED_LENGTH } from '@plinth/contracts';
import { Field } from '../Field';
import { SearchResultPreview } from './SearchResultPreview';
import '../../styles/seo.css';

export interface SeoFieldsProps {
  seoTitle: string;
  seoDescription: string;
  /** The longest each may be (the server refuses longer). */
  limits: { seoTitleMax: number; seoDescriptionMax: number };
  errors: { seoTitle?: string | null; seoDescription?: string | null };
  /** What the page's `<title>` and description are with the fields as they are (for the preview). */
  shownTitle: string;
  shownDescription: string;
  /** The title used when the SEO title is empty (the field's placeholder). */
  titlePlaceholder: string;
  /** The page's address, absolute, as search results show it. */
  url: string;
  disabled?: boolean;
  onChange: (change: { seoTitle?: string; seoDescription?: string }) => void;
}

/**
 * The SEO title and description with their counters, and the search-result preview (issue 13 part 6):
 * the same fields for a product and a block page. A counter says how much of the length search
 * results show; past it a note says the result will be cut.
 */
export function SeoFields({
  seoTitle,
  seoDescription,
  limits,
  errors,
  shownTitle,
  shownDescription,
  titlePlaceholder,
  url,
  disabled,
  onChange,
}: SeoFieldsProps) {
  return (
    <div className="seo-fields">
      <Field
        label="SEO title"
        error={errors.seoTitle ?? null}
        hint={
          <LengthHint
            text="The title in search results and the browser tab. Empty uses the title and the site’s name."
            length={seoTitle.length}
            recommended={SEO_RECOMMENDED_LENGTH.title}
          />
        }
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={seoTitle}
            maxLength={limits.seoTitleMax}
            placeholder={titlePlaceholder}
            autoComplete="off"
            disabled={disabled}
            onChange={(event) => onChange({ seoTitle: event.target.value })}
          />
        )}
      </Field>
      <Field
        label="SEO description"
        error={errors.seoDescription ?? null}
        hint={
          <LengthHint
            text="A sentence or two that search results and shared links show under the title."
            length={seoDescription.length}
            recommended={SEO_RECOMMENDED_LENGTH.description}
          />
        }
      >
        {(control) => (
          <textarea
            {...control}
            className="textarea"
            rows={3}
            value={seoDescription}
            maxLength={limits.seoDescriptionMax}
            disabled={disabled}
            onChange={(event) => onChange({ seoDescription: event.target.value })}
          />
        )}
      </Field>
      <SearchResultPreview url={url} title={shownTitle} description={shownDescription} />
    </div>
  );
}

/** "24 of 60 characters", and past the recommended length a note that results cut it. */
function LengthHint({ text, length, recommended }: { text: string; length: number; recommended: number }) {
  const over = length > recommended;
  return (
    <>
      {text}{' '}
      <span className={over ? 'seo-fields__count seo-fields__count--over' : 'seo-fields__count'}>
        {length} of {recommended} characters
        {over ? `: search results show about the first ${String(recommended)}.` : null}
      </span>
    </>
  );
}
