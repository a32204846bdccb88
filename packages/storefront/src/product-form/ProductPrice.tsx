import { effectivePrice, formatMoney, MESSAGES, type ProductStatusClass } from '@plinth/commerce';
import type { VariantView } from '@plinth/contracts';

export interface ProductPriceProps {
  /** The chosen variant, else the cheapest one. */
  variant: VariantView | null;
  currency: string;
  status: ProductStatusClass;
}

/** The price line, with the struck original beside a sale price and the product's status badge. */
export function ProductPrice({ variant, currency, status }: ProductPriceProps) {
  const onSale = variant?.onSale ?? false;
  return (
    <div className="plinth-price-row">
      {/* Polite: choosing a variant with a different price is announced without stealing focus. */}
      <p className="plinth-price" aria-live="polite">
        <span
          className={onSale ? 'plinth-price__current plinth-price__current--sale' : 'plinth-price__current'}
        >
          {onSale ? <span className="plinth-visually-hidden">{MESSAGES.salePriceLabel} </span> : null}
          {formatMoney(variant ? effectivePrice(variant) : 0, currency)}
        </span>
        {variant && onSale ? (
          <s className="plinth-price__original">
            <span className="plinth-visually-hidden">{MESSAGES.originalPriceLabel} </span>
            {formatMoney(variant.price, currency)}
          </s>
        ) : null}
      </p>
      {status === 'sold-out' ? (
        <span className="plinth-badge plinth-badge--sold-out">{MESSAGES.soldOutBadge}</span>
      ) : status === 'on-sale' ? (
        <span className="plinth-badge plinth-badge--sale">{MESSAGES.saleBadge}</span>
      ) : null}
    </div>
  );
}
