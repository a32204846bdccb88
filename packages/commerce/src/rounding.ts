/**
 * Integer money arithmetic for checkout. Amounts are non-negative whole minor units; rates are basis
 * points (1 % = 100). Every division rounds half up (0.5 cent goes up), once per amount, never on
 * intermediate floats.
 */

export const BASIS_POINTS = 10_000;

/** numerator / denominator rounded half up, for non-negative integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  if (numerator < 0) throw new RangeError('numerator must not be negative');
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `rateBasisPoints` of `amount`, rounded half up: percentOf(1999, 825) = 165 (164.9175). */
export function percentOf(amount: number, rateBasisPoints: number): number {
  return divideRoundHalfUp(amount * rateBasisPoints, BASIS_POINTS);
}

/**
 * The tax inside a tax-inclusive `gross` at `rateBasisPoints`: gross minus the net, the net rounded
 * half up (gross 1000 at 2000 bp: net 833, tax 167).
 */
export function includedTax(gross: number, rateBasisPoints: number): number {
  if (rateBasisPoints === 0) return 0;
  return gross - divideRoundHalfUp(gross * BASIS_POINTS, BASIS_POINTS + rateBasisPoints);
}

/**
 * Splits `total` over `weights` in proportion, each share rounded down and the cents left over given
 * one each to the first shares, so the shares always add up to `total`.
 */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length, left--) shares[i] = (shares[i] ?? 0) + 1;
  return shares;
}
