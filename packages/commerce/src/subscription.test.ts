import { describe, expect, test } from 'vitest';
import type { SubscriptionPlan } from '@plinth/contracts';
import { canSubscribe, formatSubscriptionPlan } from './subscription';

function plan(value: number, unit: string, numBillingCycles = 0): SubscriptionPlan {
  return {
    billingPeriod: { value, unit: unit as SubscriptionPlan['billingPeriod']['unit'] },
    numBillingCycles,
  };
}

describe('formatSubscriptionPlan', () => {
  test.each([
    [plan(1, 'WEEK'), 'Every week'],
    [plan(2, 'WEEK'), 'Every 2 weeks'],
    [plan(1, 'MONTH'), 'Every month'],
    [plan(3, 'MONTH'), 'Every 3 months'],
    [plan(1, 'YEAR'), 'Every year'],
    [plan(2, 'YEAR'), 'Every 2 years'],
  ])('phrases an open-ended plan as "%s"', (subscription, text) => {
    expect(formatSubscriptionPlan(subscription)).toBe(text);
  });

  test.each([
    [plan(3, 'MONTH', 4), 'Every 3 months for 1 year'],
    [plan(1, 'MONTH', 24), 'Every month for 2 years'],
    [plan(2, 'WEEK', 26), 'Every 2 weeks for 1 year'],
    [plan(1, 'YEAR', 3), 'Every year for 3 years'],
  ])('shows a duration that divides evenly into years in years: "%s"', (subscription, text) => {
    expect(formatSubscriptionPlan(subscription)).toBe(text);
  });

  test.each([
    [plan(1, 'MONTH', 6), 'Every month for 6 months'],
    [plan(2, 'WEEK', 5), 'Every 2 weeks for 10 weeks'],
    [plan(1, 'WEEK', 1), 'Every week for 1 week'],
    [plan(1, 'MONTH', 1), 'Every month for 1 month'],
  ])('shows any other duration in the billing unit: "%s"', (subscription, text) => {
    expect(formatSubscriptionPlan(subscription)).toBe(text);
  });

  test.each([
    plan(0, 'MONTH'),
    plan(1.5, 'MONTH'),
    plan(1, 'DAY'),
    plan(1, 'MONTH', -1),
    plan(1, 'toString'),
  ])('reads "Unavailable" for a plan that matches nothing: %j', (subscription) => {
    expect(formatSubscriptionPlan(subscription)).toBe('Unavailable');
  });
});

test('lets only subscribable physical and service products be subscribed to', () => {
  expect(canSubscribe({ productType: 1, isSubscribable: true })).toBe(true);
  expect(canSubscribe({ productType: 3, isSubscribable: true })).toBe(true);
  expect(canSubscribe({ productType: 2, isSubscribable: true })).toBe(false);
  expect(canSubscribe({ productType: 1, isSubscribable: false })).toBe(false);
});
