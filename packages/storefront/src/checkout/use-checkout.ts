import {
  CHECKOUT_FIELD,
  checkoutQuoteFromFields,
  FORM_ERROR_PATH,
  orderConfirmedPath,
  placeOrderFromFields,
  subscriptionConfirmedPath,
  type AppliedGiftCard,
  type CheckoutFields,
  type ShoppingCart,
} from '@plinth/contracts';
import { formatCheckoutMessage } from '@plinth/commerce';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestPlaceOrder, requestQuote } from '../api/checkout-api.client';
import type { CaptchaHandle } from '../captcha/Captcha';
import { navigateTo } from '../browser/navigate.client';
import type { CheckoutProps } from './checkout-props';
import { readRememberedEmail, rememberEmail } from './remembered-email.client';
import type { StripeCardActions } from './StripeCardField';

/** Typing in an address field waits this long for a pause before the totals are priced again. */
const QUOTE_DELAY_MS = 500;

/** Fields whose errors a quote answers afresh: the rest stay until the shopper edits the field. */
const QUOTED_FIELDS = new Set<string>([
  CHECKOUT_FIELD.email,
  CHECKOUT_FIELD.country,
  CHECKOUT_FIELD.shippingOptionId,
  CHECKOUT_FIELD.couponCode,
  CHECKOUT_FIELD.giftCardCode,
]);

export type QuoteTiming = 'now' | 'soon' | 'never';

/** Refusals that mean "solve the captcha first" (decision 0061): the widget appears for the next try. */
const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_FAILED']);

/**
 * The checkout form's state: its values, the cart as last priced by the server, the field errors and
 * the alert. Changes that move the totals ask for a new quote (a later answer replaces an earlier one);
 * Place order sends once and goes to the confirmation, or shows the refusal beside the fields.
 */
export function useCheckout({
  crumb,
  cart: initialCart,
  minimumSubtotalMessage,
  giftCard: initialGiftCard,
  form,
  stripe,
  cartToken = null,
  captcha = undefined,
  captchaRequired = false,
}: CheckoutProps) {
  const [values, setValues] = useState<CheckoutFields>(form.values);
  const [cart, setCart] = useState<ShoppingCart>(initialCart);
  const [minimumMessage, setMinimumMessage] = useState(minimumSubtotalMessage);
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(initialGiftCard ?? null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(form.fieldErrors);
  const [error, setError] = useState<string | null>(form.error);
  const [quoting, setQuoting] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Declined payments made checkout ask for the captcha (decision 0061): from the page, a quote or a refusal.
  const [captchaNeeded, setCaptchaNeeded] = useState(captchaRequired && captcha !== undefined);
  const captchaRef = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const valuesRef = useRef(values);
  const quoteNumber = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Set synchronously, so a double click cannot place twice before React re-renders.
  const inFlight = useRef(false);
  // With Stripe: makes the payment method from Stripe's card form and takes the shopper through 3-D
  // Secure (set by StripeCardField once ready).
  const stripeCard = useRef<StripeCardActions | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  // After a refusal, focus the first field in error, else the alert, so it is read out.
  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    const target =
      // Stripe's card form is a group of Stripe's iframe, marked data-invalid instead (decision 0033).
      form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]') ??
      form?.querySelector<HTMLElement>('.plinth-checkout__alert');
    target?.focus();
  }, [attempt]);

  const quote = useCallback(
    async (fields: CheckoutFields) => {
      const number = ++quoteNumber.current;
      setQuoting(true);
      const result = await requestQuote(checkoutQuoteFromFields(fields), crumb, cartToken);
      if (number !== quoteNumber.current) return;
      setQuoting(false);
      // A failed quote keeps the last totals: placing the order prices again and says what is wrong.
      if (!result.ok) return;
      const priced = result.data.shoppingCart;
      setCart(priced);
      setMinimumMessage(result.data.minimumSubtotalMessage);
      setGiftCard(result.data.giftCard ?? null);
      if (result.data.captchaRequired && captcha) setCaptchaNeeded(true);
      const chosen = fields[CHECKOUT_FIELD.shippingOptionId];
      const quoteErrors = { ...result.data.fieldErrors };
      // The chosen option is not offered where the order now goes: the server priced its first one.
      if (chosen && !priced.shippingOptions.some((o) => o.id === chosen)) {
        delete quoteErrors[CHECKOUT_FIELD.shippingOptionId];
        const fallback = priced.selectedShippingOption?.id ?? '';
        valuesRef.current = { ...valuesRef.current, [CHECKOUT_FIELD.shippingOptionId]: fallback };
        setValues(valuesRef.current);
      }
      setFieldErrors((errors) => {
        const kept = Object.fromEntries(Object.entries(errors).filter(([key]) => !QUOTED_FIELDS.has(key)));
        return { ...kept, ...quoteErrors };
      });
    },
    [crumb, captcha],
  );

  const change = useCallback(
    (name: string, value: string, timing: QuoteTiming = 'never') => {
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValues(valuesRef.current);
      setFieldErrors((errors) => {
        if (!(name in errors)) return errors;
        const { [name]: _edited, ...rest } = errors;
        return rest;
      });
      clearTimeout(timer.current);
      if (timing === 'now') void quote(valuesRef.current);
      else if (timing === 'soon')
        timer.current = setTimeout(() => void quote(valuesRef.current), QUOTE_DELAY_MS);
    },
    [quote],
  );

  // Once, on hydration: the email of this browser's last order here, when the form has none (a
  // signed-in customer's comes with the page).
  useEffect(() => {
    if (valuesRef.current[CHECKOUT_FIELD.email]) return;
    const remembered = readRememberedEmail(initialCart.websiteId);
    if (remembered) change(CHECKOUT_FIELD.email, remembered, 'soon');
  }, []);

  const applyCoupon = useCallback(() => {
    clearTimeout(timer.current);
    void quote(valuesRef.current);
  }, [quote]);

  const placeOrder = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    clearTimeout(timer.current);
    // An answer to a quote sent before this must not overwrite what placing reports.
    quoteNumber.current++;
    setQuoting(false);
    setPlacing(true);
    setError(null);
    const refuse = (errors: Record<string, string>, message: string | null) => {
      inFlight.current = false;
      setPlacing(false);
      setFieldErrors(errors);
      setError(message);
      setAttempt((n) => n + 1);
      // A captcha solution is good for one try: the next one needs a fresh challenge.
      captchaRef.current?.reset();
    };
    let body = placeOrderFromFields(cart.id, valuesRef.current);
    if (captchaNeeded) {
      const solved = captchaRef.current
        ? await captchaRef.current.getToken()
        : { ok: false as const, message: formatCheckoutMessage('captchaNeeded') };
      if (!solved.ok) {
        refuse({}, solved.message);
        return;
      }
      body = { ...body, captchaToken: solved.token };
    }
    if (stripe) {
      // The card goes to Stripe from its own form; only the payment method it makes comes here.
      const fields = valuesRef.current;
      const name = [fields[CHECKOUT_FIELD.firstName], fields[CHECKOUT_FIELD.lastName]]
        .filter(Boolean)
        .join(' ');
      const made = stripeCard.current
        ? await stripeCard.current.createPaymentMethod({
            ...(fields[CHECKOUT_FIELD.email] ? { email: fields[CHECKOUT_FIELD.email] } : {}),
            ...(name ? { name } : {}),
          })
        : { error: formatCheckoutMessage('paymentUnavailable') };
      if ('error' in made) {
        refuse({ [CHECKOUT_FIELD.cardNumber]: made.error }, null);
        return;
      }
      const { card: _card, ...rest } = body;
      body = { ...rest, paymentMethodId: made.id };
    }
    let result = await requestPlaceOrder(body, crumb, cartToken);
    if (result.ok && 'authentication' in result.data) {
      // 3-D Secure (decision 0066): nothing is placed yet. The bank's check in Stripe's window, then the
      // same order again naming the payment: the server places it, or refuses a failed or closed check.
      const { paymentIntentId, clientSecret } = result.data.authentication;
      await stripeCard.current?.authenticate(clientSecret);
      result = await requestPlaceOrder({ ...body, paymentIntentId }, crumb, cartToken);
    }
    if (result.ok) {
      if ('authentication' in result.data) {
        refuse({ [CHECKOUT_FIELD.cardNumber]: formatCheckoutMessage('cardAuthenticationFailed') }, null);
        return;
      }
      // Stays busy while the browser leaves for the confirmation.
      const { order, subscriptionToken } = result.data;
      rememberEmail(cart.websiteId, order.email);
      navigateTo(
        subscriptionToken
          ? subscriptionConfirmedPath(subscriptionToken)
          : orderConfirmedPath(order.statusToken),
      );
      return;
    }
    if (result.code !== null && CAPTCHA_CODES.has(result.code) && captcha) setCaptchaNeeded(true);
    const { [FORM_ERROR_PATH]: formError, ...errors } = result.fieldErrors;
    refuse(errors, Object.keys(errors).length > 0 ? (formError ?? null) : (formError ?? result.message));
    // A decline may be the one that makes the next try ask for the captcha: the quote says so.
    if (result.code === 'CHECKOUT_CARD_DECLINED' && captcha && !captchaNeeded) void quote(valuesRef.current);
  }, [cart.id, cart.websiteId, crumb, stripe, cartToken, captchaNeeded, captcha, quote]);

  /** The shopper edited Stripe's card form: the card's earlier error goes, as a typed field's does. */
  const editCard = useCallback(() => {
    setFieldErrors((errors) => {
      if (!(CHECKOUT_FIELD.cardNumber in errors)) return errors;
      const { [CHECKOUT_FIELD.cardNumber]: _edited, ...rest } = errors;
      return rest;
    });
  }, []);

  return {
    values,
    cart,
    minimumMessage,
    giftCard,
    fieldErrors,
    error,
    dismissError: () => setError(null),
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
  };
}
