import { CHECKOUT_MESSAGES, formatCheckoutMessage } from '@plinth/commerce';
import { CHECKOUT_FIELD, CHECKOUT_LIMITS } from '@plinth/contracts';
import { CheckoutField } from './CheckoutField';
import { CodeEntryRow } from './CodeEntryRow';

export interface CouponFieldProps {
  value: string;
  /** Why the code does not apply (not found, expired, used up, below its minimum). */
  error: string | undefined;
  /** Codes the quote applied. */
  applied: string[];
  enhanced: boolean;
  onChange: (value: string) => void;
  onApply: () => void;
}

/** One coupon code and Apply: a submit that re-prices the page without JavaScript, a quote with it. */
export function CouponField({ value, error, applied, enhanced, onChange, onApply }: CouponFieldProps) {
  return (
    <div className="plinth-checkout-coupon">
      <CheckoutField
        name={CHECKOUT_FIELD.couponCode}
        label={CHECKOUT_MESSAGES.couponCode}
        value={value}
        onChange={onChange}
        error={error}
        control={(attributes) => (
          <CodeEntryRow
            attributes={attributes}
            name={CHECKOUT_FIELD.couponCode}
            value={value}
            maxLength={CHECKOUT_LIMITS.couponCode}
            applyLabel={CHECKOUT_MESSAGES.applyCoupon}
            enhanced={enhanced}
            onChange={onChange}
            onApply={onApply}
          />
        )}
      />
      {applied.length > 0 && !error ? (
        <p className="plinth-checkout-coupon__applied" role="status">
          {applied.map((code) => formatCheckoutMessage('couponApplied', { code })).join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
