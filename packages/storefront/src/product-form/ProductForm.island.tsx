import {
  findVariant,
  isQuantityInputShown,
  isSoldOut,
  lowestPriceVariant,
  MESSAGES,
  PRODUCT_TYPE,
  productButtonText,
  productStatusClass,
  soldOutOptionValues,
} from '@plinth/commerce';
import type { ProductView, StorePreferences } from '@plinth/contracts';
import { useState, type FormEvent } from 'react';
import { addButtonLabel } from '../button/add-button-reducer';
import { useAddToCart } from '../button/use-add-to-cart';
import { AddButton } from '../components/AddButton';
import { ErrorAlert } from '../components/ErrorAlert';
import { dispatchVariantChange } from '../events';
import { AmountPills } from './AmountPills';
import { OptionSelect } from './OptionSelect';
import { prepareProductAdd } from './prepare-product-add.client';
import { ProductPrice } from './ProductPrice';
import { QuantityField } from './QuantityField';
import { ScarcityText } from './ScarcityText';

export interface ProductFormProps {
  product: ProductView;
  settings: StorePreferences;
  crumb: string;
  /** The previous no-JavaScript post's choices, when the server answers it with an error. */
  initialSelection?: Record<string, string>;
  initialQuantity?: number;
  /** A no-JavaScript add's failure, shown in the same alert as the browser's own. */
  error?: string | null;
}

/** Gift cards choose their denomination from the option named "Amount". */
const GIFT_CARD_AMOUNT = 'Amount';

/** Variant dropdowns, quantity and add to cart; a plain POST /cart/add form until hydrated. */
export function ProductForm({
  product,
  settings,
  crumb,
  initialSelection,
  initialQuantity,
  error,
}: ProductFormProps) {
  const [selection, setSelection] = useState<Record<string, string>>(initialSelection ?? {});
  const [quantity, setQuantity] = useState(String(initialQuantity ?? 1));
  const cart = useAddToCart(crumb, error ?? null);
  const isGiftCard = product.productType === PRODUCT_TYPE.GIFT_CARD;
  const selected = findVariant(product, selection);
  const soldOut = isSoldOut(product);
  const status = productStatusClass(product);
  const quantityShown = isQuantityInputShown(product, settings, selected);
  const singleSku = product.variants.length === 1 ? product.variants[0]?.sku : undefined;
  // Subscriptions open in a later release: until then "Subscribe" is disabled and says so, rather than
  // quietly adding a one-off purchase.
  const subscriptionClosed = product.isSubscribable && !soldOut;

  function choose(optionName: string, value: string) {
    const next = { ...selection, [optionName]: value };
    setSelection(next);
    const variant = findVariant(product, next);
    if (variant && variant !== selected) dispatchVariantChange({ itemId: product.id, variant });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (product.isSubscribable) return;
    const add = () => prepareProductAdd({ product, selection, quantity: quantityShown ? quantity : '1' });
    void cart.add(add, product.title);
  }

  return (
    <form
      method="post"
      action="/cart/add"
      noValidate
      className={`plinth-product-form ${status}`.trim()}
      onSubmit={submit}
    >
      <input type="hidden" name="itemId" value={product.id} />
      <input type="hidden" name="crumb" value={crumb} />
      {singleSku !== undefined ? <input type="hidden" name="sku" value={singleSku} /> : null}
      <ProductPrice
        variant={selected ?? lowestPriceVariant(product)}
        currency={settings.currency}
        status={status}
      />
      <ScarcityText product={product} variant={selected} />
      {product.options.map((option) =>
        isGiftCard && option.name === GIFT_CARD_AMOUNT ? (
          <AmountPills
            key={option.name}
            option={option}
            value={selection[option.name] ?? ''}
            onChange={(v) => choose(option.name, v)}
          />
        ) : (
          <OptionSelect
            key={option.name}
            option={option}
            value={selection[option.name] ?? ''}
            soldOutValues={soldOutOptionValues(product, selection, option.name)}
            onChange={(v) => choose(option.name, v)}
          />
        ),
      )}
      {quantityShown ? (
        <QuantityField value={quantity} onChange={setQuantity} />
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      <ErrorAlert
        title={isGiftCard ? MESSAGES.unableToPurchaseGiftCard : MESSAGES.unableToAddItem}
        message={cart.error}
        onClose={cart.dismissError}
      />
      <AddButton
        label={soldOut ? MESSAGES.soldOutButton : addButtonLabel(cart.state, productButtonText(product))}
        status={cart.state.status}
        disabled={soldOut || product.isSubscribable}
        note={subscriptionClosed ? MESSAGES.subscriptionsNotOpen : null}
      />
    </form>
  );
}
