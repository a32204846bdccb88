import { SHIPPING_KIND, type ShippingKind, type ShippingOptionView } from '@plinth/contracts';

/** One step of a rate table: up to and including `upTo` (grams or cents) costs `cents`; null: no limit. */
export interface RateTier {
  upTo: number | null;
  cents: number;
}

/** A shipping option as the owner configured it (the server's shipping_options row). */
export interface ShippingOptionConfig {
  id: string;
  name: string;
  kind: ShippingKind;
  /** flat: the price; free_over: the price below the threshold; others: unused. */
  amountCents: number;
  /** free_over: from this items subtotal (inclusive) shipping is free. */
  freeOverCents: number | null;
  /** weight (grams) and subtotal (cents): ascending tiers; a value above every bounded tier is not served. */
  rates: readonly RateTier[];
  /** ISO 3166-1 alpha-2 codes served; empty means everywhere. */
  countries: readonly string[];
}

/** What a shipping price depends on: the shippable lines' weight and their subtotal before discounts. */
export interface ShipmentMeasure {
  weightGrams: number;
  subtotalCents: number;
}

/** The tier price for `value`, or null when the table has no tier that reaches it. */
export function tierPrice(rates: readonly RateTier[], value: number): number | null {
  const sorted = [...rates].sort((a, b) => (a.upTo ?? Infinity) - (b.upTo ?? Infinity));
  const tier = sorted.find((t) => t.upTo === null || value <= t.upTo);
  return tier ? tier.cents : null;
}

/** An option's price for this shipment; null when the option cannot carry it (beyond its rate table). */
export function shippingCost(option: ShippingOptionConfig, measure: ShipmentMeasure): number | null {
  switch (option.kind) {
    case SHIPPING_KIND.flat:
      return option.amountCents;
    case SHIPPING_KIND.byWeight:
      return tierPrice(option.rates, measure.weightGrams);
    case SHIPPING_KIND.bySubtotal:
      return tierPrice(option.rates, measure.subtotalCents);
    case SHIPPING_KIND.freeOver:
      return option.freeOverCents !== null && measure.subtotalCents >= option.freeOverCents
        ? 0
        : option.amountCents;
    case SHIPPING_KIND.pickup:
      return 0;
  }
}

/** Whether the option serves `country`; with no country known yet, every option is offered. */
export function servesCountry(option: ShippingOptionConfig, country: string | null): boolean {
  return country === null || option.countries.length === 0 || option.countries.includes(country);
}

/** The options offered for this shipment, in the owner's order, each with its price. */
export function offeredShippingOptions(
  options: readonly ShippingOptionConfig[],
  measure: ShipmentMeasure,
  country: string | null,
): ShippingOptionView[] {
  const offered: ShippingOptionView[] = [];
  for (const option of options) {
    if (!servesCountry(option, country)) continue;
    const costCents = shippingCost(option, measure);
    if (costCents === null) continue;
    offered.push({
      id: option.id,
      name: option.name,
      kind: option.kind,
      costCents,
      requiresAddress: option.kind !== SHIPPING_KIND.pickup,
    });
  }
  return offered;
}
