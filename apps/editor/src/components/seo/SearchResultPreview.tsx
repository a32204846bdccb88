import { SEO_RECOMMENDED_LENGTH, shortenText } from '@plinth/contracts';
import { useId } from 'react';

interface SearchResultPreviewProps {
  /** The page's absolute address. */
  url: string;
  title: string;
  description: string;
}

/**
 * How a search engine is likely to show the page: its address, its title and its description, each
 * cut where results usually cut them. Updates as the owner types; not a live region (it would talk
 * over typing), the fields' own counters say the lengths.
 */
export function SearchResultPreview({ url, title, description }: SearchResultPreviewProps) {
  const id = useId();
  return (
    <figure className="search-preview" aria-labelledby={id}>
      <figcaption id={id} className="search-preview__caption">
        Search result preview
      </figcaption>
      <div className="search-preview__result">
        <p className="search-preview__url">{displayUrl(url)}</p>
        <p className="search-preview__title">{shortenText(title, SEO_RECOMMENDED_LENGTH.title)}</p>
        <p className="search-preview__description">
          {description ? shortenText(description, SEO_RECOMMENDED_LENGTH.description) : null}
        </p>
      </div>
    </figure>
  );
}

/** "shop.example › shop › p › linen-shirt", as results write an address. */
export function displayUrl(url: string): string {
  const match = /^https?:\/\/([^/]+)(\/.*)?$/.exec(url);
  if (!match) return url;
  const parts = (match[2] ?? '/').split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  return [match[1], ...parts].join(' › ');
}
