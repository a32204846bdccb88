import { MESSAGES } from '@plinth/commerce';
import type { ProductView, PublicForm, StorePreferences } from '@plinth/contracts';
import { currentCrumb } from '../browser/cookies.client';
import { ProductForm } from '../product-form/ProductForm.island';
import { useVariantImage } from './use-variant-image';

export interface QuickViewProductProps {
  product: ProductView;
  /** The product's form (issue 11 part 6): Add To Cart asks it in the product form dialog. */
  additionalFieldsForm: PublicForm | null;
  settings: StorePreferences;
  /** The crumb rendered into the page; the crumb cookie wins when the browser has one. */
  crumb: string;
  /** The heading's id: the dialog is labelled by the product title. */
  titleId: string;
}

/** The loaded quick view: the main image beside the title and the product page's own form. */
export function QuickViewProduct({
  product,
  additionalFieldsForm,
  settings,
  crumb,
  titleId,
}: QuickViewProductProps) {
  const image = useVariantImage(product);
  return (
    <div className="plinth-quick-view__product">
      <div className="plinth-quick-view__media">
        {image ? (
          <img
            className="plinth-quick-view__image"
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
          />
        ) : (
          <span className="plinth-quick-view__placeholder">
            {/* Issue 13: a neutral picture icon for a product without images, as the theme's cards. */}
            <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              <rect
                x="7"
                y="10"
                width="34"
                height="28"
                rx="3"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
              <circle cx="17" cy="19" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="M9 34l10-10 7 7 5-5 8 8"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
          </span>
        )}
      </div>
      <div className="plinth-quick-view__details">
        <h2 className="plinth-quick-view__title" id={titleId}>
          {product.title}
        </h2>
        <ProductForm
          product={product}
          additionalFieldsForm={additionalFieldsForm}
          settings={settings}
          crumb={currentCrumb(crumb)}
        />
        {product.description ? (
          // The owner's description HTML, exactly as the product page shows it (sanitising on save comes with the editor).
          <div
            className="plinth-quick-view__description"
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        ) : null}
        <a className="plinth-quick-view__link" href={product.fullUrl}>
          {MESSAGES.viewFullDetails}
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M5 12h14M13 6l6 6-6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </a>
      </div>
    </div>
  );
}
