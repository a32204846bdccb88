import { formatMoney } from '@plinth/commerce';
import type { CouponInput, FieldErrors, OwnerCoupon } from '@plinth/contracts';
import { couponInputSchema } from '@plinth/contracts/schemas';
import { centsToInput, parseMoneyInput } from '../../money/money-input';
import { schemaErrors } from '../../state/use-editor-form';

export type DiscountKind = 'percent' | 'amount' | 'none';

/** The coupon dialog's fields as typed. */
export interface CouponForm {
  code: string;
  discount: DiscountKind;
  percent: string;
  amount: string;
  freeShipping: boolean;
  minimum: string;
  /** A datetime-local value ("2026-12-31T23:59"), in the owner's time zone; "" never expires. */
  expires: string;
  usageLimit: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value in this browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function couponForm(coupon: OwnerCoupon | null, currency: string): CouponForm {
  if (!coupon) {
    return {
      code: '',
      discount: 'percent',
      percent: '',
      amount: '',
      freeShipping: false,
      minimum: '',
      expires: '',
      usageLimit: '',
    };
  }
  return {
    code: coupon.code,
    discount: coupon.percentOff > 0 ? 'percent' : coupon.amountOffCents > 0 ? 'amount' : 'none',
    percent: coupon.percentOff > 0 ? String(coupon.percentOff) : '',
    amount: coupon.amountOffCents > 0 ? centsToInput(coupon.amountOffCents, currency) : '',
    freeShipping: coupon.freeShipping,
    minimum: coupon.minimumSubtotalCents > 0 ? centsToInput(coupon.minimumSubtotalCents, currency) : '',
    expires: toLocalInput(coupon.expiresAt),
    usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
  };
}

/** A typed whole number, or NaN (the schema then names the field); "" is `empty`. */
function wholeNumber<T>(text: string, empty: T): number | T {
  const trimmed = text.trim();
  if (trimmed === '') return empty;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The request body, or the field errors (keyed like the server's) when something is wrong. */
export function couponInput(
  form: CouponForm,
  currency: string,
): { ok: true; input: CouponInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  let amountOffCents = 0;
  if (form.discount === 'amount') {
    const amount = parseMoneyInput(form.amount, currency);
    if (amount.ok) amountOffCents = amount.cents;
    else errors.amountOffCents = amount.message;
  }
  let minimumSubtotalCents = 0;
  if (form.minimum.trim() !== '') {
    const minimum = parseMoneyInput(form.minimum, currency);
    if (minimum.ok) minimumSubtotalCents = minimum.cents;
    else errors.minimumSubtotalCents = minimum.message;
  }
  const expires = form.expires ? new Date(form.expires) : null;
  const input: CouponInput = {
    code: form.code,
    amountOffCents,
    percentOff: form.discount === 'percent' ? wholeNumber(form.percent, Number.NaN) : 0,
    freeShipping: form.freeShipping,
    minimumSubtotalCents,
    expiresAt:
      expires === null ? null : Number.isNaN(expires.getTime()) ? form.expires : expires.toISOString(),
    usageLimit: wholeNumber(form.usageLimit, null),
  };
  const all = { ...schemaErrors(couponInputSchema, input), ...errors };
  return Object.keys(all).length > 0 ? { ok: false, errors: all } : { ok: true, input };
}

/** "10 % off", "$5.00 off · free shipping", "Free shipping". */
export function describeCoupon(coupon: OwnerCoupon, currency: string): string {
  const parts: string[] = [];
  if (coupon.percentOff > 0) parts.push(`${coupon.percentOff} % off`);
  if (coupon.amountOffCents > 0) parts.push(`${formatMoney(coupon.amountOffCents, currency)} off`);
  if (coupon.freeShipping) parts.push(parts.length > 0 ? 'free shipping' : 'Free shipping');
  return parts.join(' · ');
}

/** "3 of 10", or "3" without a limit. */
export function describeUses(coupon: OwnerCoupon): string {
  return coupon.usageLimit === null
    ? String(coupon.timesUsed)
    : `${coupon.timesUsed} of ${coupon.usageLimit}`;
}

/** Whether the coupon's expiry has passed (as of now). */
export function isExpired(coupon: Pick<OwnerCoupon, 'expiresAt'>): boolean {
  return coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= Date.now();
}
