import type { FieldErrors, OwnerShippingOption, ShippingKind } from '@plinth/contracts';
import { CHECKOUT_SETTINGS_LIMITS } from '@plinth/contracts';
import { shippingKindSchema } from '@plinth/contracts/schemas';
import { useState } from 'react';
import {
  deleteShippingOption,
  listShippingOptions,
  saveShippingOption,
} from '../../api/checkout-settings-api';
import { commercePreferences } from '../../api/commerce-preferences.client';
import { Checkbox, Field } from '../../components/Field';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { errorAt, SettingDialog, SettingInput } from './SettingDialog';
import { SettingsListPanel } from './SettingsListPanel';
import {
  describeCountries,
  describePrice,
  SHIPPING_KIND_LABEL,
  shippingForm,
  shippingInput,
  type RateRow,
  type ShippingForm,
} from './shipping-form';

/** The ways an order can reach the shopper, in the order checkout offers them. */
export function ShippingPanel() {
  const { site } = useSignedIn();
  const data = useFetch(async (signal) => {
    const [list, store] = await Promise.all([
      listShippingOptions(signal),
      commercePreferences.get('store', signal),
    ]);
    return { ...list, currency: store.currency };
  }, site.id);

  return (
    <SettingsListPanel
      title="Shipping"
      description="The options checkout offers for orders with physical items, first one chosen by default. An option serves only the countries it lists."
      addLabel="Add shipping option"
      data={data}
      skeletonRows={4}
      items={(loaded) => loaded.shippingOptions}
      emptyText="No shipping options: orders with physical items cannot be placed."
      caption="Shipping options"
      columns={['Name', 'Pricing', 'Price', 'Countries']}
      cells={(option, { currency }) => (
        <>
          <th scope="row">
            {option.name}
            {option.enabled ? null : <span className="badge badge--quiet">Off</span>}
          </th>
          <td data-label="Pricing">{SHIPPING_KIND_LABEL[option.kind]}</td>
          <td data-label="Price">{describePrice(option, currency)}</td>
          <td data-label="Countries">{describeCountries(option)}</td>
        </>
      )}
      label={(option) => option.name}
      describe={(option) => option.name}
      remove={deleteShippingOption}
      dialog={(slot, { currency }) => (
        <ShippingDialog
          option={slot.row}
          currency={currency}
          onClose={slot.close}
          onSaved={(saved) => slot.saved(`${saved.name} is saved.`)}
        />
      )}
    />
  );
}

interface ShippingDialogProps {
  option: OwnerShippingOption | null;
  currency: string;
  onClose: () => void;
  onSaved: (option: OwnerShippingOption) => void;
}

function ShippingDialog({ option, currency, onClose, onSaved }: ShippingDialogProps) {
  const [form, setForm] = useState<ShippingForm>(() => shippingForm(option, currency));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (change: Partial<ShippingForm>) => setForm((current) => ({ ...current, ...change }));
  const setRate = (index: number, change: Partial<RateRow>) =>
    set({ rates: form.rates.map((row, i) => (i === index ? { ...row, ...change } : row)) });

  async function save(): Promise<FieldErrors | null> {
    const checked = shippingInput(form, currency);
    if (!checked.ok) return checked.errors;
    setErrors({});
    onSaved(await saveShippingOption(option?.id ?? null, checked.input));
    return null;
  }

  const tiered = form.kind === 'weight' || form.kind === 'subtotal';
  const limitLabel = form.kind === 'weight' ? 'Up to (grams)' : `Subtotal up to (${currency})`;
  return (
    <SettingDialog
      title={option ? `Edit ${option.name}` : 'Add shipping option'}
      saveLabel="Save shipping option"
      onClose={onClose}
      onSave={save}
      onErrors={setErrors}
    >
      <SettingInput
        label="Name"
        error={errorAt(errors, 'name')}
        hint="Shoppers choose by this name at checkout."
        value={form.name}
        onChange={(value) => set({ name: value })}
      />
      <Field label="Pricing" error={errorAt(errors, 'kind')}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={form.kind}
            onChange={(e) => set({ kind: e.target.value as ShippingKind })}
          >
            {shippingKindSchema.options.map((kind) => (
              <option key={kind} value={kind}>
                {SHIPPING_KIND_LABEL[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {form.kind === 'flat' || form.kind === 'free_over' ? (
        <div className="setting-form__row">
          <SettingInput
            label={`Price (${currency})`}
            error={errorAt(errors, 'amountCents')}
            className="input input--money"
            inputMode="decimal"
            value={form.amount}
            onChange={(value) => set({ amount: value })}
          />
          {form.kind === 'free_over' ? (
            <SettingInput
              label={`Free from a subtotal of (${currency})`}
              error={errorAt(errors, 'freeOverCents')}
              className="input input--money"
              inputMode="decimal"
              value={form.freeOver}
              onChange={(value) => set({ freeOver: value })}
            />
          ) : null}
        </div>
      ) : null}
      {tiered ? (
        <fieldset className="rate-table">
          <legend className="field__label">Rates</legend>
          <p className="field__hint">
            {form.kind === 'weight'
              ? 'By the total weight of the physical items. Leave the last limit empty for “and above”; an order above every limit cannot use this option.'
              : 'By the physical items’ subtotal before discounts. Leave the last limit empty for “and above”.'}
          </p>
          {errors.rates ? <p className="field__error">{errors.rates}</p> : null}
          {form.rates.map((row, index) => (
            <div key={index} className="rate-table__row">
              <SettingInput
                label={`${limitLabel}, rate ${index + 1}`}
                error={errorAt(errors, `rates.${index}.upTo`)}
                inputMode="decimal"
                placeholder="and above"
                value={row.upTo}
                onChange={(value) => setRate(index, { upTo: value })}
              />
              <SettingInput
                label={`Price (${currency}), rate ${index + 1}`}
                error={errorAt(errors, `rates.${index}.cents`)}
                inputMode="decimal"
                value={row.price}
                onChange={(value) => setRate(index, { price: value })}
              />
              <button
                type="button"
                className="button button--small rate-table__remove"
                disabled={form.rates.length === 1}
                onClick={() => set({ rates: form.rates.filter((_, i) => i !== index) })}
              >
                Remove <span className="visually-hidden">rate {index + 1}</span>
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button button--small"
            disabled={form.rates.length >= CHECKOUT_SETTINGS_LIMITS.ratesMax}
            onClick={() => set({ rates: [...form.rates, { upTo: '', price: '' }] })}
          >
            Add rate
          </button>
        </fieldset>
      ) : null}
      <SettingInput
        label="Countries"
        error={errorAt(errors, 'countries')}
        hint="Two-letter codes separated by commas, e.g. US, CA. Empty: every country."
        value={form.countries}
        autoCapitalize="characters"
        onChange={(value) => set({ countries: value })}
      />
      <Checkbox
        label="Offer at checkout"
        checked={form.enabled}
        onChange={(enabled) => set({ enabled })}
        hint="Turn off to keep the option without offering it."
      />
    </SettingDialog>
  );
}
