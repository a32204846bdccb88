import { formatCheckoutMessage, priceCart, type PricedCart } from '@plinth/commerce';
import type { CheckoutQuoteRequest, FieldErrors, PlaceOrderRequest, ShoppingCart } from '@plinth/contracts';
import { type Executor } from '@plinth/db';
import { loadPricingConfig } from '../checkout-settings';
import { getCheckoutPreferences } from '../commerce-preferences';
import { applyGiftCard, checkGiftCard, type GiftCardCheck } from '../gift-cards';
import type { Site } from '../sites';
import { readCheckoutForm, type CheckoutForm } from './checkout-input';
import { toPricingLine } from './pricing-config';
import type { CheckoutLine } from '../cart';

/** Prices the lines for the form's input and collects what would stop the order. */
export async function priceCheckout(
  executor: Executor,
  site: Site,
  lines: readonly CheckoutLine[],
  input: CheckoutQuoteRequest & Pick<PlaceOrderRequest, 'card' | 'paymentMethodId'>,
  complete: boolean,
  cardInput: 'card' | 'paymentMethod' = 'card',
): Promise<{ form: CheckoutForm; priced: PricedCart; fieldErrors: FieldErrors; giftCard: GiftCardCheck }> {
  const couponCodes = input.couponCodes ?? [];
  const config = await loadPricingConfig(executor, site, couponCodes);
  const now = new Date();
  const price = (location: CheckoutForm['location']) =>
    priceCart({
      currency: site.currency,
      lines: lines.map(toPricingLine),
      location,
      shippingOptions: config.shippingOptions,
      selectedShippingOptionId: input.shippingOptionId ?? null,
      couponCodes,
      coupons: config.coupons,
      taxRules: config.taxRules,
      pricesIncludeTax: config.pricesIncludeTax,
      minimumSubtotalCents: getCheckoutPreferences(site).minimumOrderSubtotalCents,
      now: now.toISOString(),
    });
  // Whether an address is needed depends on the option chosen (pick-up needs none), which is known
  // from a first pricing; the form is then read by the rules that follow from it.
  const first = price(
    readCheckoutForm(input, { complete: false, addressRequired: false, cardRequired: false, now }).location,
  );
  const addressRequired = first.requiresShipping && (first.selectedShippingOption?.requiresAddress ?? true);
  // A gift card that pays everything leaves nothing for a card to pay (decision 0030).
  const lineTypes = lines.map((l) => l.product_type);
  const giftCard = await checkGiftCard(executor, site, {
    rawCode: input.giftCardCode,
    lineTypes,
    lock: complete,
    // Only a subscription cart is named by its token (decision 0031).
    subscription: Boolean(input.cartToken),
  });
  const dueCents = giftCard.card
    ? applyGiftCard(giftCard.card, first.grandTotalCents).amountDueCents
    : first.grandTotalCents;
  const form = readCheckoutForm(input, {
    complete,
    addressRequired,
    cardRequired: dueCents > 0,
    cardInput,
    now,
  });
  const priced = price(form.location);
  return {
    form,
    priced,
    fieldErrors: { ...pricingErrors(priced, input), ...giftCard.fieldErrors },
    giftCard,
  };
}

function pricingErrors(priced: PricedCart, input: CheckoutQuoteRequest): FieldErrors {
  const errors: FieldErrors = {};
  for (const invalid of priced.invalidCoupons) {
    errors[`couponCodes.${priced.coupons.indexOf(invalid.code)}`] = invalid.message;
  }
  if (priced.requiresShipping) {
    if (priced.shippingOptions.length === 0 && priced.shippingLocation) {
      errors['shippingAddress.country'] = formatCheckoutMessage('noShippingToCountry');
    } else if (input.shippingOptionId && priced.selectedShippingOption?.id !== input.shippingOptionId) {
      errors.shippingOptionId = formatCheckoutMessage('shippingOptionRequired');
    }
  }
  return errors;
}

export function withPricing(cart: ShoppingCart, priced: PricedCart): ShoppingCart {
  const { minimumSubtotalMessage: _message, ...fields } = priced;
  return { ...cart, ...fields };
}
