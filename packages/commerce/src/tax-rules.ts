import type { TaxRuleView } from '@plinth/contracts';
import { includedTax, percentOf, splitByWeight } from './rounding';

/** A tax rule as the owner configured it (the server's tax_rules row). */
export interface TaxRuleConfig {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** A state or region within the country; null: the whole country. */
  region: string | null;
  rateBasisPoints: number;
  /** Whether shipping is taxed by this rule too. */
  appliesToShipping: boolean;
}

export interface TaxLocation {
  country: string;
  region: string;
}

const sameRegion = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The rules for a location: the country's country-wide rules plus those of its region, all of which
 * apply together (a federal and a state rate add up).
 */
export function matchTaxRules(rules: readonly TaxRuleConfig[], location: TaxLocation | null) {
  if (!location || location.country === '') return [];
  return rules.filter(
    (r) => r.country === location.country && (r.region === null || sameRegion(r.region, location.region)),
  );
}

export interface TaxResult {
  taxCents: number;
  rules: TaxRuleView[];
}

/**
 * The tax on the goods (items subtotal after discounts) and on shipping, per rule.
 * Tax-exclusive prices: each rule's tax is its rate of its base, rounded half up per rule and per base,
 * and is added to the total. Tax-inclusive prices: the tax inside each base at the combined rate of the
 * rules that tax it (rounded half up once), split over those rules by rate; it is part of the prices,
 * so nothing is added to the total.
 */
export function computeTax(
  rules: readonly TaxRuleConfig[],
  goodsCents: number,
  shippingCents: number,
  pricesIncludeTax: boolean,
): TaxResult {
  const perRule = rules.map(() => 0);
  const addBase = (base: number, applies: (r: TaxRuleConfig) => boolean) => {
    const indexes = rules.flatMap((r, i) => (applies(r) ? [i] : []));
    if (indexes.length === 0 || base === 0) return;
    if (pricesIncludeTax) {
      const rates = indexes.map((i) => rules[i]?.rateBasisPoints ?? 0);
      const combined = rates.reduce((a, b) => a + b, 0);
      const shares = splitByWeight(includedTax(base, combined), rates);
      indexes.forEach((ruleIndex, k) => (perRule[ruleIndex] = (perRule[ruleIndex] ?? 0) + (shares[k] ?? 0)));
    } else {
      for (const i of indexes)
        perRule[i] = (perRule[i] ?? 0) + percentOf(base, rules[i]?.rateBasisPoints ?? 0);
    }
  };
  addBase(goodsCents, () => true);
  addBase(shippingCents, (r) => r.appliesToShipping);
  const views = rules.map((r, i) => ({
    id: r.id,
    name: r.name,
    country: r.country,
    region: r.region,
    rateBasisPoints: r.rateBasisPoints,
    taxCents: perRule[i] ?? 0,
  }));
  return { taxCents: perRule.reduce((a, b) => a + b, 0), rules: views };
}
