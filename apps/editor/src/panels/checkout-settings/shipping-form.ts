import { formatMoney } from '@plinth/commerce';
import type { FieldErrors, OwnerShippingOption, ShippingKind, ShippingOptionInput } from '@plinth/contracts';
import { shippingOptionInputSchema } from '@plinth/contracts/schemas';
import { centsToInput, parseMoneyInput } from '../../money/money-input';
import { schemaErrors } from '../../state/use-editor-form';

export const SHIPPING_KIND_LABEL: Record<ShippingKind, string> = {
  flat: 'Flat rate',
  weight: 'By weight',
  subtotal: 'By order subtotal',
  free_over: 'Free over an amount',
  pickup: 'Pick-up',
};

/** One rate row as typed: its upper limit (grams or money; "" for "and above") and its price. */
export interface RateRow {
  upTo: string;
  price: string;
}

export interface ShippingForm {
  name: string;
  kind: ShippingKind;
  amount: string;
  freeOver: string;
  rates: RateRow[];
  /** "US, CA": codes separated by commas or spaces; "" ships everywhere. */
  countries: string;
  enabled: boolean;
}

export function shippingForm(option: OwnerShippingOption | null, currency: string): ShippingForm {
  const money = (cents: number) => centsToInput(cents, currency);
  if (!option) {
    return {
      name: '',
      kind: 'flat',
      amount: '',
      freeOver: '',
      rates: [{ upTo: '', price: '' }],
      countries: '',
      enabled: true,
    };
  }
  const byWeight = option.kind === 'weight';
  return {
    name: option.name,
    kind: option.kind,
    amount: option.kind === 'flat' || option.kind === 'free_over' ? money(option.amountCents) : '',
    freeOver: option.freeOverCents === null ? '' : money(option.freeOverCents),
    rates:
      option.rates.length > 0
        ? option.rates.map((tier) => ({
            upTo: tier.upTo === null ? '' : byWeight ? String(tier.upTo) : money(tier.upTo),
            price: money(tier.cents),
          }))
        : [{ upTo: '', price: '' }],
    countries: option.countries.join(', '),
    enabled: option.enabled,
  };
}

/** The request body, or the field errors (keyed like the server's) when something is wrong. */
export function shippingInput(
  form: ShippingForm,
  currency: string,
): { ok: true; input: ShippingOptionInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const money = (text: string, path: string): number => {
    const parsed = parseMoneyInput(text, currency);
    if (parsed.ok) return parsed.cents;
    errors[path] = parsed.message;
    return 0;
  };
  const tiered = form.kind === 'weight' || form.kind === 'subtotal';
  const input: ShippingOptionInput = {
    name: form.name,
    kind: form.kind,
    amountCents: form.kind === 'flat' || form.kind === 'free_over' ? money(form.amount, 'amountCents') : 0,
    freeOverCents:
      form.kind === 'free_over' && form.freeOver.trim() !== '' ? money(form.freeOver, 'freeOverCents') : null,
    rates: tiered
      ? form.rates.map((row, i) => ({
          upTo:
            row.upTo.trim() === ''
              ? null
              : form.kind === 'weight'
                ? /^\d+$/.test(row.upTo.trim())
                  ? Number(row.upTo.trim())
                  : Number.NaN
                : money(row.upTo, `rates.${i}.upTo`),
          cents: money(row.price, `rates.${i}.cents`),
        }))
      : [],
    countries: form.countries.split(/[\s,]+/).filter(Boolean),
    enabled: form.enabled,
  };
  const all = { ...schemaErrors(shippingOptionInputSchema, input), ...errors };
  return Object.keys(all).length > 0 ? { ok: false, errors: all } : { ok: true, input };
}

/** "$6.00, free from $100.00", "3 rates by weight", "Free". */
export function describePrice(option: OwnerShippingOption, currency: string): string {
  const money = (cents: number) => formatMoney(cents, currency);
  switch (option.kind) {
    case 'flat':
      return money(option.amountCents);
    case 'free_over':
      return `${money(option.amountCents)}, free from ${money(option.freeOverCents ?? 0)}`;
    case 'weight':
    case 'subtotal': {
      const prices = option.rates.map((tier) => tier.cents);
      const range =
        prices.length > 0 ? `${money(Math.min(...prices))} to ${money(Math.max(...prices))}` : 'no rates';
      return `${range} ${option.kind === 'weight' ? 'by weight' : 'by subtotal'}`;
    }
    case 'pickup':
      return 'Free';
  }
}

export function describeCountries(option: OwnerShippingOption): string {
  if (option.countries.length === 0) return 'Everywhere';
  if (option.countries.length <= 4) return option.countries.join(', ');
  return `${option.countries.slice(0, 3).join(', ')} and ${option.countries.length - 3} more`;
}
