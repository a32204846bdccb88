import {
  effectivePrice,
  findVariant,
  giftCardAdditionalFields,
  isQuantityInputShown,
  isSoldOut,
  isVariantAvailable,
  lowestPriceVariant,
  MESSAGES,
  PRODUCT_TYPE,
  productButtonText,
  productInstallmentTotal,
  productStatusClass,
  soldOutOptionValues,
  SUBSCRIPTION_MESSAGES,
  validateGiftCardRecipient,
  type GiftCardRecipient,
} from '@plinth/commerce';
import {
  subscriptionCheckoutPath,
  SUBSCRIPTION_PAGE,
  type ProductView,
  type PublicForm,
  type StorePreferences,
} from '@plinth/contracts';
import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { addButtonLabel } from '../button/add-button-reducer';
import { useAddToCart } from '../button/use-add-to-cart';
import { requestSubscriptionCart } from '../api/subscription-api.client';
import { navigateTo } from '../browser/navigate.client';
import { AddButton } from '../components/AddButton';
import { ErrorAlert } from '../components/ErrorAlert';
import { dispatchVariantChange } from '../events';
import { BuyNowButton } from '../express/BuyNowButton';
import { prepareExpressAdd } from '../express/prepare-express.client';
import { useBuyNow } from '../express/use-buy-now';
import type { InstallmentSettings } from '../installments/installment-props';
import { InstallmentPill } from '../installments/InstallmentPill';
import { AmountPills } from './AmountPills';
import { GiftCardRecipientFields } from './GiftCardRecipientFields';
import { OptionSelect } from './OptionSelect';
import { prepareProductAdd } from './prepare-product-add.client';
import { ProductPrice } from './ProductPrice';
import type * as PurchaseChoiceModule from './PurchaseChoice';
import type { PurchaseMode } from './PurchaseChoice';
import { QuantityField } from './QuantityField';
import { ScarcityText } from './ScarcityText';
import { isRestockOffered } from '../restock/restock-offer';
import { RestockSlot } from '../restock/RestockSlot';
import type { RestockFormSettings } from '../restock/restock-props';
import {
  loadProductAnswers,
  type ProductAnswersComponent,
} from '../product-forms/load-answers-dialog.client';
import type { SubscribeOutcome } from '../product-forms/ProductAnswers';

export interface ProductFormProps {
  product: ProductView;
  settings: StorePreferences;
  crumb: string;
  /** The previous no-JavaScript post's choices, when the server answers it with an error. */
  initialSelection?: Record<string, string>;
  initialQuantity?: number;
  /** A gift card's recipient as the previous no-JavaScript post sent it. */
  initialRecipient?: GiftCardRecipient;
  /** A no-JavaScript add's failure, shown in the same alert as the browser's own. */
  error?: string | null;
  /** Express checkout: the owner's "Buy now" switch, and a no-JavaScript "Buy now" refusal. */
  buyNow?: boolean;
  expressError?: string | null;
  /** Installment messaging as the owner set it; null or absent when off. */
  installments?: InstallmentSettings | null;
  /** Restock sign-ups as the owner set them (issue 11 part 7); null or absent when off. */
  restock?: RestockFormSettings | null;
  /** The product's additional-fields form (issue 11 part 6); null when it has none or it is gone. */
  additionalFieldsForm?: PublicForm | null;
  /** The server's notes for visitors without JavaScript; the browser never needs them (decision 0012). */
  noScriptNotes?: { answers?: string; restock?: string } | null;
}

interface OpenAnswers {
  Flow: ProductAnswersComponent;
  form: PublicForm;
  /** Opened by Subscribe: the answers start a subscription checkout instead of an add. */
  forSubscription: boolean;
  /** What had focus when the flow was asked for; it gets focus back when the dialog closes. */
  trigger: Element | null;
}

const NO_RECIPIENT: GiftCardRecipient = { recipientName: '', recipientEmail: '', message: '' };

/** Gift cards choose their denomination from the option named "Amount". */
const GIFT_CARD_AMOUNT = 'Amount';

/** Variant dropdowns, quantity and add to cart; a plain POST /cart/add form until hydrated. */
export function ProductForm({
  product,
  settings,
  crumb,
  initialSelection,
  initialQuantity,
  initialRecipient,
  error,
  buyNow = false,
  expressError = null,
  installments = null,
  restock = null,
  additionalFieldsForm = null,
  noScriptNotes = null,
}: ProductFormProps) {
  const [selection, setSelection] = useState<Record<string, string>>(initialSelection ?? {});
  const [quantity, setQuantity] = useState(String(initialQuantity ?? 1));
  const [recipient, setRecipient] = useState<GiftCardRecipient>(initialRecipient ?? NO_RECIPIENT);
  const [recipientErrors, setRecipientErrors] = useState<Partial<Record<keyof GiftCardRecipient, string>>>(
    {},
  );
  const cart = useAddToCart(crumb, error ?? null);
  const express = useBuyNow(crumb, expressError);
  const isGiftCard = product.productType === PRODUCT_TYPE.GIFT_CARD;
  const selected = findVariant(product, selection);
  // Issue 13 part 2: a chosen variant with nothing left turns the button into a disabled "Sold out".
  const soldOut =
    isSoldOut(product) || (selected !== null && !isVariantAvailable(selected, product.productType));
  const status = productStatusClass(product);
  const quantityShown = isQuantityInputShown(product, settings, selected);
  const singleSku = product.variants.length === 1 ? product.variants[0]?.sku : undefined;
  // "Subscribe" starts a subscription checkout of its own (decision 0031), never a one-off add.
  const [subscribing, setSubscribing] = useState(false);
  const [subscribeError, setSubscribeError] = useState<string | null>(null);
  // Issue 11 part 6: an item with a form is added through its dialog, after a stock check.
  const hasAnswersForm = product.additionalFieldsFormId !== null;
  const [answers, setAnswers] = useState<OpenAnswers | null>(null);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  // A subscribable product that can also be bought once: without JavaScript "Add To Cart" sits beside
  // "Subscribe"; the island offers "One-time purchase" / "Subscribe" and shows one button (decision 0048).
  const alsoOneTime = product.isSubscribable && product.oneTimePurchase;
  const [choice, setChoice] = useState<typeof PurchaseChoiceModule | null>(null);
  useEffect(() => {
    if (alsoOneTime) void import('./PurchaseChoice').then(setChoice);
  }, [alsoOneTime]);
  const [mode, setMode] = useState<PurchaseMode>('subscribe');
  const choosing = alsoOneTime && choice !== null;
  const showSubscribe = !choosing || mode === 'subscribe';
  const showOnce = alsoOneTime && !soldOut && (!choosing || mode === 'once');

  function choose(optionName: string, value: string) {
    const next = { ...selection, [optionName]: value };
    setSelection(next);
    // Before every option is chosen, the variants still possible show their picture when they share one:
    // choosing Navy shows the navy shirt and its thumbnail (issue 13 part 3).
    const possible = product.variants.filter((v) =>
      Object.entries(next).every(([name, chosen]) => !chosen || v.attributes[name] === chosen),
    );
    const variant =
      findVariant(product, next) ??
      (possible.every((v) => v.image?.url === possible[0]?.image?.url) ? possible[0] : null);
    if (variant && variant !== selected) dispatchVariantChange({ itemId: product.id, variant });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (product.isSubscribable && !(choosing && mode === 'once')) {
      // A subscription takes the form's answers too (issue 11 part 6).
      if (hasAnswersForm) void openAnswers(true);
      else void subscribe();
      return;
    }
    addToCart();
  }

  function addOnce(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    addToCart();
  }

  function addToCart() {
    if (hasAnswersForm) {
      void openAnswers();
      return;
    }
    let additionalFields: string | undefined;
    if (isGiftCard) {
      const checked = validateGiftCardRecipient(recipient);
      setRecipientErrors(checked.ok ? {} : checked.errors);
      additionalFields = giftCardAdditionalFields(checked.ok ? checked.recipient : recipient);
    }
    const add = () =>
      prepareProductAdd({ product, selection, quantity: quantityShown ? quantity : '1', additionalFields });
    void cart.add(add, product.title);
  }

  /** Seed 000 section 5: the flow (lazy) checks stock first, then opens the form's dialog. */
  async function openAnswers(forSubscription = false) {
    if (opening || answers) return;
    const trigger = document.activeElement;
    setOpenError(null);
    cart.dismissError();
    setOpening(true);
    const Flow = additionalFieldsForm ? await loadProductAnswers() : null;
    if (!Flow || !additionalFieldsForm) {
      setOpening(false);
      setOpenError(MESSAGES.unableToOpenForm);
      return;
    }
    setAnswers({ Flow, form: additionalFieldsForm, forSubscription, trigger });
  }

  /** Starts a subscription checkout; the answers dialog reads the refusal's field errors. */
  async function subscribe(additionalFields: string | null = null): Promise<SubscribeOutcome> {
    if (subscribing) return { ok: false, message: SUBSCRIPTION_MESSAGES.subscribing };
    const variant = selected ?? (singleSku !== undefined ? product.variants[0] : undefined);
    setSubscribeError(null);
    setSubscribing(true);
    const result = await requestSubscriptionCart(
      { itemId: product.id, sku: variant?.sku, qty: 1, additionalFields },
      crumb,
    );
    if (result.ok) {
      // Stays busy while the browser leaves for the subscription checkout.
      navigateTo(subscriptionCheckoutPath(result.data.cartToken));
    } else {
      setSubscribing(false);
      setSubscribeError(result.message);
    }
    return result;
  }
  function buy() {
    void express.buy(() =>
      prepareExpressAdd({ product, selection, quantity: quantityShown ? quantity : '1' }),
    );
  }
  const shownVariant = selected ?? lowestPriceVariant(product);
  // Re-evaluated with every choice; each variant gets a form of its own (the key), so one variant's
  // sign-up never shows under the next. It sits after the cart form: forms cannot nest.
  const restockVariant = restock && isRestockOffered(product, selected) ? selected : null;

  const cartForm = (
    <form
      method="post"
      action={product.isSubscribable ? SUBSCRIPTION_PAGE.subscribeForm : '/cart/add'}
      noValidate
      className={`plinth-product-form ${status}`.trim()}
      onSubmit={submit}
    >
      <input type="hidden" name="itemId" value={product.id} />
      <input type="hidden" name="crumb" value={crumb} />
      {singleSku !== undefined ? <input type="hidden" name="sku" value={singleSku} /> : null}
      <ProductPrice variant={shownVariant} currency={settings.currency} status={status} />
      {choosing ? <choice.PurchaseChoice value={mode} onChange={setMode} /> : null}
      <InstallmentPill
        settings={installments}
        productTypes={[product.productType]}
        totalMinor={productInstallmentTotal(shownVariant ? effectivePrice(shownVariant) : 0, quantity)}
        currency={settings.currency}
        wording="one-line"
      />
      <ScarcityText product={product} variant={selected} threshold={settings.lowStockThreshold} />
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
      {isGiftCard ? (
        <GiftCardRecipientFields
          value={recipient}
          errors={recipientErrors}
          onChange={(field, value) => {
            setRecipient((current) => ({ ...current, [field]: value }));
            setRecipientErrors(({ [field]: _fixed, ...rest }) => rest);
          }}
        />
      ) : null}
      {quantityShown ? (
        <QuantityField value={quantity} onChange={setQuantity} />
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      {/* One alert for every refusal: Subscribe's, or the add's (a product also sold once has both). */}
      <ErrorAlert
        title={
          product.isSubscribable && (subscribeError || !alsoOneTime)
            ? SUBSCRIPTION_MESSAGES.unableToSubscribe
            : isGiftCard
              ? MESSAGES.unableToPurchaseGiftCard
              : MESSAGES.unableToAddItem
        }
        message={subscribeError ?? openError ?? (answers ? null : cart.error)}
        takeFocus
        onClose={() => {
          setSubscribeError(null);
          setOpenError(null);
          cart.dismissError();
        }}
      />
      {showSubscribe ? (
        <AddButton
          label={
            soldOut
              ? MESSAGES.soldOutButton
              : subscribing
                ? SUBSCRIPTION_MESSAGES.subscribing
                : alsoOneTime
                  ? productButtonText(product)
                  : addButtonLabel(cart.state, productButtonText(product))
          }
          status={subscribing ? 'adding' : alsoOneTime ? 'idle' : opening ? 'adding' : cart.state.status}
          disabled={soldOut}
        />
      ) : null}
      {showOnce ? (
        <AddButton
          label={addButtonLabel(cart.state, MESSAGES.addToCart)}
          status={opening ? 'adding' : cart.state.status}
          formAction="/cart/add"
          onClick={addOnce}
          className={choosing ? '' : 'plinth-add-button--secondary'}
        />
      ) : null}
      {hasAnswersForm && noScriptNotes?.answers ? (
        <noscript>
          <p className="plinth-product-form__note">{noScriptNotes.answers}</p>
        </noscript>
      ) : null}
      {buyNow && !soldOut && !product.isSubscribable && !isGiftCard ? (
        <>
          <ErrorAlert
            title={MESSAGES.unableToPurchaseItem}
            message={express.error}
            onClose={express.dismissError}
          />
          <BuyNowButton status={express.state.status} disabled={cart.state.status === 'adding'} onBuy={buy} />
        </>
      ) : null}
    </form>
  );
  return (
    <>
      {cartForm}
      {answers ? (
        <answers.Flow
          product={product}
          form={answers.form}
          selection={selection}
          quantity={quantityShown ? quantity : '1'}
          cart={cart}
          onSubscribe={answers.forSubscription ? subscribe : undefined}
          onOpened={() => setOpening(false)}
          onRefused={(message) => {
            setAnswers(null);
            setOpening(false);
            setOpenError(message);
          }}
          returnFocus={answers.trigger}
          onClose={() => setAnswers(null)}
        />
      ) : null}
      {restock && restockVariant ? (
        <RestockSlot
          key={restockVariant.id}
          productId={product.id}
          variantId={restockVariant.id}
          settings={restock}
          crumb={crumb}
          noScriptNote={noScriptNotes?.restock}
        />
      ) : null}
    </>
  );
}
