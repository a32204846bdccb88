import { CHECKOUT_MESSAGES, formatCheckoutMessage, formatMoney } from '@plinth/commerce';
import { CHECKOUT_FIELD, GIFT_CARD_CODE_INPUT_MAX, type AppliedGiftCard } from '@plinth/contracts';
import { CheckoutField } from './CheckoutField';
import { CodeEntryRow } from './CodeEntryRow';

export interface GiftCardFieldProps {
  value: string;
  /** Why the code does not apply (not valid, spent, no gift cards for gift cards). */
  error: string | undefined;
  /** What the quote applied of the card, when it applies. */
  applied: AppliedGiftCard | null;
  currency: string;
  enhanced: boolean;
  onChange: (value: string) => void;
  onApply: () => void;
}

/**
 * The gift card code and Redeem (decision 0030), like the coupon field: a submit that re-prices the
 * page without JavaScript, a quote with it. Once it applies, what it pays and what stays on it.
 */
export function GiftCardField({
  value,
  error,
  applied,
  currency,
  enhanced,
  onChange,
  onApply,
}: GiftCardFieldProps) {
  return (
    <div className="plinth-checkout-coupon plinth-checkout-gift-card">
      <CheckoutField
        name={CHECKOUT_FIELD.giftCardCode}
        label={CHECKOUT_MESSAGES.giftCardCode}
        value={value}
        onChange={onChange}
        error={error}
        hint={applied || error ? undefined : CHECKOUT_MESSAGES.giftCardHint}
        control={(attributes) => (
          <CodeEntryRow
            attributes={attributes}
            name={CHECKOUT_FIELD.giftCardCode}
            value={value}
            maxLength={GIFT_CARD_CODE_INPUT_MAX}
            applyLabel={CHECKOUT_MESSAGES.giftCardApply}
            enhanced={enhanced}
            onChange={onChange}
            onApply={onApply}
          />
        )}
      />
      {applied && !error ? (
        <p className="plinth-checkout-coupon__applied" role="status">
          {`${formatCheckoutMessage('giftCardPaid', { code: applied.code })}: −${formatMoney(applied.appliedCents, currency)}. `}
          {formatCheckoutMessage('giftCardRemaining', {
            amount: formatMoney(applied.remainingBalanceCents, currency),
          })}
        </p>
      ) : null}
    </div>
  );
}
