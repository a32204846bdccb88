import { COUPON_REASON, type InvalidCoupon, type ValidCoupon } from '@plinth/contracts';
import { formatCheckoutMessage } from './checkout-messages';
import { formatMoney } from './money';
import { percentOf } from './rounding';

/** A coupon as the owner configured it (the server's coupons row). */
export interface CouponConfig {
  /** Upper case; codes are matched without regard to case. */
  code: string;
  /** Amount off the items subtotal; 0 when the coupon is a percentage or free shipping only. */
  amountOffCents: number;
  /** Whole percent off the items subtotal (1 to 100); 0 when not a percentage. */
  percentOff: number;
  freeShipping: boolean;
  /** 0 means no minimum. */
  minimumSubtotalCents: number;
  /** ISO time from which the coupon no longer applies; null: never expires. */
  expiresAt: string | null;
  /** null: unlimited. */
  usageLimit: number | null;
  timesUsed: number;
}

export interface CouponOutcome {
  /** The codes as the cart keeps them: trimmed, upper case, each once, empties dropped. */
  codes: string[];
  valid: ValidCoupon[];
  invalid: InvalidCoupon[];
  discountCents: number;
  freeShipping: boolean;
}

/** Trimmed, upper-cased, without blanks or repeats, in the order entered. */
export function normalizeCouponCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map((c) => c.trim().toUpperCase()).filter((c) => c !== ''))];
}

/** Why a coupon does not apply to this cart now, or null when it does. */
export function couponProblem(
  coupon: CouponConfig,
  subtotalCents: number,
  now: string,
  currency: string,
): InvalidCoupon | null {
  const invalid = (reason: InvalidCoupon['reason'], message: string): InvalidCoupon => ({
    code: coupon.code,
    reason,
    message,
  });
  if (coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= Date.parse(now)) {
    return invalid(COUPON_REASON.expired, formatCheckoutMessage('couponExpired'));
  }
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) {
    return invalid(COUPON_REASON.usedUp, formatCheckoutMessage('couponUsedUp'));
  }
  if (subtotalCents < coupon.minimumSubtotalCents) {
    const amount = formatMoney(coupon.minimumSubtotalCents, currency);
    return invalid(COUPON_REASON.belowMinimum, formatCheckoutMessage('couponBelowMinimum', { amount }));
  }
  return null;
}

/**
 * Applies the entered codes in order. Each valid coupon takes its amount, or its percentage of the
 * items subtotal (rounded half up to the minor unit), off what is left of the subtotal, so the
 * discount never exceeds the subtotal. Free shipping is a flag the shipping step reads.
 */
export function applyCoupons(
  enteredCodes: readonly string[],
  known: readonly CouponConfig[],
  subtotalCents: number,
  now: string,
  currency: string,
): CouponOutcome {
  const codes = normalizeCouponCodes(enteredCodes);
  const valid: ValidCoupon[] = [];
  const invalid: InvalidCoupon[] = [];
  let discountCents = 0;
  let freeShipping = false;
  for (const code of codes) {
    const coupon = known.find((c) => c.code.toUpperCase() === code);
    if (!coupon) {
      const message = formatCheckoutMessage('couponNotFound');
      invalid.push({ code, reason: COUPON_REASON.notFound, message });
      continue;
    }
    const problem = couponProblem(coupon, subtotalCents, now, currency);
    if (problem) {
      invalid.push({ ...problem, code });
      continue;
    }
    const left = subtotalCents - discountCents;
    const wanted =
      coupon.amountOffCents > 0
        ? coupon.amountOffCents
        : coupon.percentOff > 0
          ? percentOf(subtotalCents, coupon.percentOff * 100)
          : 0;
    const off = Math.min(wanted, left);
    discountCents += off;
    freeShipping ||= coupon.freeShipping;
    valid.push({ code, discountCents: off, freeShipping: coupon.freeShipping });
  }
  return { codes, valid, invalid, discountCents, freeShipping };
}
