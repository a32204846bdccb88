import { CHECKOUT_MESSAGES, formatCheckoutMessage, SUBSCRIPTION_MESSAGES } from '@plinth/commerce';
import {
  CAPTCHA_ACTION,
  cartAnalyticsFields,
  CHECKOUT_FIELD,
  CHECKOUT_LIMITS,
  checkoutPathForCart,
  SUBSCRIPTION_PAGE,
  trackEvent,
} from '@plinth/contracts';
import { lazy, Suspense, useEffect, useId } from 'react';
import { EmptyCart } from '../cart-page/EmptyCart';
import { ErrorAlert } from '../components/ErrorAlert';
import { useHydrated } from '../components/use-hydrated';
import { formatCardExpiry, formatCardNumber } from './card-format';
import { CheckoutField } from './CheckoutField';
import type { CheckoutProps } from './checkout-props';
import { CouponField } from './CouponField';
import { GiftCardField } from './GiftCardField';
import { OrderSummary } from './OrderSummary';
import { SummaryToggle } from './SummaryToggle';
import { ShippingOptions } from './ShippingOptions';
import { StripeCardField } from './StripeCardField';
import { useCheckout, type QuoteTiming } from './use-checkout';

export type { CheckoutProps } from './checkout-props';

// The captcha and its library load only once checkout asks for it (decision 0061), in their own chunk.
const Captcha = lazy(() => import('../captcha/Captcha').then((module) => ({ default: module.Captcha })));

const F = CHECKOUT_FIELD;
const M = CHECKOUT_MESSAGES;

/**
 * The checkout page (201): contact, shipping address and option, payment, coupon and the server's
 * totals. Without JavaScript it is a plain form posting to /checkout (its "Update totals" and "Apply"
 * buttons re-price the page); with it, totals follow the form and Place order answers without a reload.
 */
export function Checkout(props: CheckoutProps) {
  const enhanced = useHydrated();
  const {
    cart,
    values,
    fieldErrors,
    error,
    dismissError,
    minimumMessage,
    giftCard,
    quoting,
    placing,
    formRef,
    change,
    applyCoupon,
    placeOrder,
    stripeCard,
    editCard,
    captchaNeeded,
    captchaRef,
  } = useCheckout(props);
  const ids = {
    contact: useId(),
    address: useId(),
    payment: useId(),
    minimum: useId(),
    captcha: useId(),
  };
  // Once per checkout page: the cart as the shopper starts checking out (issue 12 part 3).
  useEffect(() => trackEvent('CheckoutStarted', cartAnalyticsFields(cart)), []); // eslint-disable-line react-hooks/exhaustive-deps

  if (cart.entries.length === 0) return <EmptyCart />;
  // A gift card that pays everything leaves nothing for a card to pay.
  const cardNeeded = !giftCard || giftCard.amountDueCents > 0;

  const text = (
    name: string,
    label: string,
    input: Parameters<typeof CheckoutField>[0]['input'],
    options: {
      timing?: QuoteTiming;
      required?: boolean;
      className?: string;
      hint?: string;
      format?: (raw: string) => string;
    } = {},
  ) => (
    <CheckoutField
      name={name}
      label={label}
      value={values[name] ?? ''}
      onChange={(value) => change(name, value, options.timing)}
      error={fieldErrors[name]}
      required={options.required ?? true}
      className={options.className}
      hint={options.hint}
      format={options.format}
      input={input}
    />
  );

  return (
    <form
      ref={formRef}
      className={props.testMode ? 'plinth-checkout plinth-checkout--test-mode' : 'plinth-checkout'}
      method="post"
      action={checkoutPathForCart(props.cartToken)}
      noValidate={enhanced}
      aria-busy={placing}
      onSubmit={(event) => {
        event.preventDefault();
        void placeOrder();
      }}
    >
      <input type="hidden" name="crumb" value={props.crumb} />
      <input type="hidden" name="cartId" value={cart.id} />
      {values[SUBSCRIPTION_PAGE.checkoutQuery] ? (
        <input
          type="hidden"
          name={SUBSCRIPTION_PAGE.checkoutQuery}
          value={values[SUBSCRIPTION_PAGE.checkoutQuery]}
        />
      ) : null}
      {props.testMode ? (
        <p className="plinth-checkout__test-mode" role="note">
          {M.testModeBanner}
        </p>
      ) : null}
      {enhanced ? (
        <SummaryToggle cart={cart} busy={quoting} giftCard={giftCard} answers={props.entryAnswers} />
      ) : null}
      <div className="plinth-checkout__main">
        <section className="plinth-checkout__section" aria-labelledby={ids.contact}>
          <h2 id={ids.contact} className="plinth-checkout__heading">
            {M.contact}
          </h2>
          {text(
            F.email,
            M.email,
            { type: 'email', autoComplete: 'email', maxLength: CHECKOUT_LIMITS.email, spellCheck: false },
            { timing: 'soon' },
          )}
        </section>

        {cart.requiresShipping ? (
          <section className="plinth-checkout__section" aria-labelledby={ids.address}>
            <h2 id={ids.address} className="plinth-checkout__heading">
              {M.shippingAddress}
            </h2>
            <div className="plinth-checkout__grid">
              {text(F.firstName, M.firstName, {
                autoComplete: 'shipping given-name',
                maxLength: CHECKOUT_LIMITS.name,
              })}
              {text(F.lastName, M.lastName, {
                autoComplete: 'shipping family-name',
                maxLength: CHECKOUT_LIMITS.name,
              })}
              {text(
                F.line1,
                M.address,
                { autoComplete: 'shipping address-line1', maxLength: CHECKOUT_LIMITS.addressLine },
                { className: 'plinth-checkout-field--wide' },
              )}
              {text(
                F.line2,
                M.addressLine2,
                { autoComplete: 'shipping address-line2', maxLength: CHECKOUT_LIMITS.addressLine },
                { className: 'plinth-checkout-field--wide', required: false },
              )}
              {text(
                F.city,
                M.city,
                { autoComplete: 'shipping address-level2', maxLength: CHECKOUT_LIMITS.city },
                { timing: 'soon', className: 'plinth-checkout-field--wide' },
              )}
              {text(
                F.region,
                M.region,
                { autoComplete: 'shipping address-level1', maxLength: CHECKOUT_LIMITS.region },
                { timing: 'soon', required: false },
              )}
              {text(
                F.postalCode,
                M.postalCode,
                { autoComplete: 'shipping postal-code', maxLength: CHECKOUT_LIMITS.postalCode },
                { timing: 'soon', required: false },
              )}
              <CheckoutField
                name={F.country}
                label={M.country}
                value={values[F.country] ?? ''}
                onChange={() => undefined}
                error={fieldErrors[F.country]}
                className="plinth-checkout-field--wide"
                control={(attributes) => (
                  <span className="plinth-select">
                    <select
                      {...attributes}
                      name={F.country}
                      value={values[F.country] ?? ''}
                      autoComplete="shipping country"
                      required
                      onChange={(event) => change(F.country, event.target.value, 'now')}
                    >
                      <option value="">{M.chooseCountry}</option>
                      {props.countries.map((country) => (
                        <option key={country.code} value={country.code}>
                          {country.name}
                        </option>
                      ))}
                    </select>
                  </span>
                )}
              />
              {text(
                F.phone,
                M.phone,
                { type: 'tel', autoComplete: 'tel', maxLength: CHECKOUT_LIMITS.phone },
                { className: 'plinth-checkout-field--wide', required: false, hint: M.phoneHint },
              )}
            </div>
          </section>
        ) : null}

        {cart.requiresShipping ? (
          <div className="plinth-checkout__section">
            <ShippingOptions
              cart={cart}
              selectedId={values[F.shippingOptionId] ?? ''}
              error={fieldErrors[F.shippingOptionId]}
              onChange={(id) => change(F.shippingOptionId, id, 'now')}
            />
            {/* Without JavaScript, totals follow the address and option when the shopper asks. */}
            <button
              type="submit"
              name="intent"
              value="quote"
              formNoValidate
              className="plinth-button plinth-button--secondary plinth-checkout__update"
              hidden={enhanced}
            >
              {M.updateTotals}
            </button>
          </div>
        ) : null}

        <section className="plinth-checkout__section" aria-labelledby={ids.payment} hidden={!cardNeeded}>
          <h2 id={ids.payment} className="plinth-checkout__heading">
            {M.payment}
          </h2>
          {props.stripe ? (
            <div className="plinth-checkout__grid">
              <StripeCardField
                publishableKey={props.stripe.publishableKey}
                error={fieldErrors[F.cardNumber]}
                stripeCard={stripeCard}
                onEdit={editCard}
              />
            </div>
          ) : (
            <div className="plinth-checkout__grid">
              {text(
                F.cardNumber,
                M.cardNumber,
                {
                  autoComplete: 'cc-number',
                  inputMode: 'numeric',
                  maxLength: CHECKOUT_LIMITS.cardField,
                  spellCheck: false,
                },
                // Hidden and not required when a gift card pays everything (a hidden required field
                // would stop the no-JavaScript form from posting).
                { className: 'plinth-checkout-field--wide', required: cardNeeded, format: formatCardNumber },
              )}
              {text(
                F.cardExpiry,
                M.cardExpiry,
                { autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 7 },
                { hint: M.expiryHint, required: cardNeeded, format: formatCardExpiry },
              )}
              {text(
                F.cardSecurityCode,
                M.cardSecurityCode,
                { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
                { required: cardNeeded },
              )}
            </div>
          )}
        </section>
      </div>

      <div className="plinth-checkout__aside">
        <OrderSummary cart={cart} busy={quoting} giftCard={giftCard} answers={props.entryAnswers} />
        {props.subscriptionPlan ? (
          <div className="plinth-checkout__subscription" role="note">
            <p className="plinth-checkout__plan">
              {SUBSCRIPTION_MESSAGES.billedPlan.replace('{plan}', props.subscriptionPlan)}
            </p>
            <p>{SUBSCRIPTION_MESSAGES.firstPayment}</p>
            <p className="plinth-checkout__renewal-note">{SUBSCRIPTION_MESSAGES.renewalNote}</p>
          </div>
        ) : null}
        <CouponField
          value={values[F.couponCode] ?? ''}
          error={fieldErrors[F.couponCode]}
          applied={cart.validCoupons.map((coupon) => coupon.code)}
          enhanced={enhanced}
          onChange={(value) => change(F.couponCode, value)}
          onApply={applyCoupon}
        />
        <GiftCardField
          value={values[F.giftCardCode] ?? ''}
          error={fieldErrors[F.giftCardCode]}
          applied={giftCard}
          currency={cart.currency}
          enhanced={enhanced}
          onChange={(value) => change(F.giftCardCode, value)}
          onApply={applyCoupon}
        />
      </div>

      <div className="plinth-checkout__actions">
        {minimumMessage ? (
          <p id={ids.minimum} className="plinth-checkout__minimum" role="status">
            {minimumMessage}
          </p>
        ) : null}
        {captchaNeeded && props.captcha ? (
          <div className="plinth-checkout__captcha" role="group" aria-labelledby={ids.captcha}>
            <p id={ids.captcha} className="plinth-checkout__captcha-note">
              {M.captchaNeeded}
            </p>
            <Suspense fallback={<div className="plinth-captcha" />}>
              <Captcha
                config={props.captcha}
                action={CAPTCHA_ACTION.checkout}
                solve="onload"
                handleRef={captchaRef}
              />
            </Suspense>
          </div>
        ) : null}
        {error ? (
          <div className="plinth-checkout__alert" tabIndex={-1}>
            <ErrorAlert title={M.unableToPlaceOrder} message={error} onClose={dismissError} />
          </div>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="place"
          className={
            placing
              ? 'plinth-button plinth-checkout__submit is-placing'
              : 'plinth-button plinth-checkout__submit'
          }
          aria-disabled={placing || undefined}
          aria-describedby={minimumMessage ? ids.minimum : undefined}
        >
          {placing ? formatCheckoutMessage('placingOrder') : M.placeOrder}
        </button>
      </div>
    </form>
  );
}
