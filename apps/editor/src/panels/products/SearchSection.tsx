import { slugify } from '@plinth/commerce';
import { documentTitle, PRODUCT_LIMITS, productMetaDescription } from '@plinth/contracts';
import { FormSection } from '../../components/FormSection';
import { SeoFields } from '../../components/seo/SeoFields';
import { siteOrigin } from '../../components/seo/site-origin';
import { useSignedIn } from '../../session/SessionProvider';
import type { ProductCollection } from './product-form';
import type { SectionProps } from './section-props';

interface SearchSectionProps extends SectionProps {
  collections: ProductCollection[];
}

/**
 * Search and sharing (issue 13 part 6): the product's SEO title and description and a preview of its
 * search result, worked out with the rules the product page's head uses. Its own section, apart from
 * the details, so other product fields change beside it without touching it.
 */
export function SearchSection({ form, onChange, errors, collections }: SearchSectionProps) {
  const { site } = useSignedIn();
  const collection = collections.find((c) => c.id === form.collectionId);
  const slug = form.urlId.trim() || slugify(form.title) || 'product-name';
  const title = form.title.trim() || 'Product name';
  return (
    <FormSection
      title="Search and sharing"
      description="How the product looks in search results and in links shared on social media."
    >
      <SeoFields
        seoTitle={form.seoTitle}
        seoDescription={form.seoDescription}
        limits={PRODUCT_LIMITS}
        errors={{ seoTitle: errors.seoTitle, seoDescription: errors.seoDescription }}
        shownTitle={documentTitle({ title, seoTitle: form.seoTitle }, site.title)}
        shownDescription={productMetaDescription(form)}
        titlePlaceholder={title}
        url={`${siteOrigin(site)}/${collection?.urlId ?? 'shop'}/p/${slug}`}
        onChange={(change) => onChange({ ...form, ...change })}
      />
    </FormSection>
  );
}
