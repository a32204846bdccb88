import type { BillingUnit, ProductView, SubscriptionPlan } from '@plinth/contracts';
import type { MessageId } from './messages';
import { MESSAGES, formatMessage } from './messages';
import { PRODUCT_TYPE } from './product-types';

/** Seed 000 section 5: how many billing periods of each unit make a year. */
export const PERIODS_PER_YEAR: Readonly<Record<BillingUnit, number>> = { WEEK: 52, MONTH: 12, YEAR: 1 };

const UNIT_WORDS: Readonly<Record<BillingUnit, { one: MessageId; single: MessageId; many: MessageId }>> = {
  WEEK: { one: 'week', single: 'oneWeek', many: 'countWeeks' },
  MONTH: { one: 'month', single: 'oneMonth', many: 'countMonths' },
  YEAR: { one: 'year', single: 'oneYear', many: 'countYears' },
};

function isBillingUnit(unit: string): unit is BillingUnit {
  return Object.hasOwn(PERIODS_PER_YEAR, unit);
}

/** "1 month", "6 months". */
function countOf(unit: BillingUnit, count: number): string {
  const words = UNIT_WORDS[unit];
  return count === 1 ? MESSAGES[words.single] : formatMessage(words.many, { count });
}

/** "month" in "Every month", "3 months" in "Every 3 months". */
function periodOf(unit: BillingUnit, value: number): string {
  return value === 1 ? MESSAGES[UNIT_WORDS[unit].one] : countOf(unit, value);
}

/** The total length of a fixed-term plan: in years when it divides evenly, else in the billing unit. */
function durationOf(unit: BillingUnit, periods: number): string {
  const perYear = PERIODS_PER_YEAR[unit];
  return periods % perYear === 0 ? countOf('YEAR', periods / perYear) : countOf(unit, periods);
}

/**
 * "Every 2 weeks", "Every month", "Every 3 months for 1 year", "Every week for 10 weeks". Plans that make
 * no sense (a period under 1, a fractional count, an unknown unit) read "Unavailable" rather than throw,
 * because a product page must still render.
 */
export function formatSubscriptionPlan(plan: SubscriptionPlan): string {
  const { value, unit } = plan.billingPeriod;
  const cycles = plan.numBillingCycles;
  if (!isBillingUnit(unit) || !Number.isInteger(value) || value < 1) return MESSAGES.unavailable;
  if (!Number.isInteger(cycles) || cycles < 0) return MESSAGES.unavailable;

  const period = periodOf(unit, value);
  if (cycles === 0) return formatMessage('subscriptionEvery', { period });
  return formatMessage('subscriptionEveryFor', { period, duration: durationOf(unit, value * cycles) });
}

/** Seed 000 section 5: only physical and service products can be subscribed to. */
export function canSubscribe(product: Pick<ProductView, 'productType' | 'isSubscribable'>): boolean {
  const typeAllows =
    product.productType === PRODUCT_TYPE.PHYSICAL || product.productType === PRODUCT_TYPE.SERVICE;
  return product.isSubscribable && typeAllows;
}
