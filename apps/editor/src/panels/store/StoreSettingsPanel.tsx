import { SUPPORTED_CURRENCIES, formatMoney } from '@plinth/commerce';
import { LOW_STOCK_THRESHOLD_MAX, LOW_STOCK_THRESHOLD_MIN, type StorePreferences } from '@plinth/contracts';
import { storePreferencesSchema } from '@plinth/contracts/schemas';
import { commercePreferences } from '../../api/commerce-preferences.client';
import { Alert } from '../../components/Alert';
import { Checkbox, Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { SaveBar, submitWith } from '../../components/SaveBar';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { schemaErrors, useEditorForm } from '../../state/use-editor-form';
import { useStorePreferences } from './use-store-preferences';

/** Commerce preferences "store": currency, quantity for services, stock texts. */
export function StoreSettingsPanel() {
  const { can } = useSignedIn();
  const preferences = useStorePreferences();
  return (
    <section className="panel">
      <PanelHeader title="Store settings" description="How your store prices and describes what it sells." />
      <LoadState state={preferences}>
        {(loaded) => <StoreSettingsForm loaded={loaded} canEdit={can(PERMISSION.storeEdit)} />}
      </LoadState>
    </section>
  );
}

const checkStore = (value: StorePreferences) => schemaErrors(storePreferencesSchema, value);

function StoreSettingsForm({ loaded, canEdit }: { loaded: StorePreferences; canEdit: boolean }) {
  const form = useEditorForm(loaded, (value) => commercePreferences.update('store', value), {
    canEdit,
    check: checkStore,
  });
  const value = form.value;
  const currencyChanged = value.currency !== loaded.currency;
  return (
    <form onSubmit={submitWith(form)} noValidate>
      {form.status.kind === 'failed' ? <Alert tone="error">{form.status.message}</Alert> : null}
      <fieldset disabled={!canEdit} className="plain-fieldset">
        <FormSection title="Currency">
          <Field
            label="Store currency"
            hint={`Prices are shown like ${formatMoney(123456, value.currency)}.`}
            error={form.errors.currency}
          >
            {(control) => (
              <select
                {...control}
                className="select"
                value={value.currency}
                onChange={(event) => form.set({ currency: event.target.value })}
              >
                {SUPPORTED_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {currencyChanged ? (
            <Alert tone="info">
              Prices are not converted: {formatMoney(1200, loaded.currency)} becomes{' '}
              {formatMoney(1200, value.currency)}.
            </Alert>
          ) : null}
        </FormSection>
        <FormSection title="Services">
          <Checkbox
            label="Allow buying more than one of a service"
            hint="Off: service products are added to the cart one at a time."
            checked={value.multipleQuantityAllowedForServices}
            onChange={(multipleQuantityAllowedForServices) =>
              form.set({ multipleQuantityAllowedForServices })
            }
          />
        </FormSection>
        <FormSection title="Stock messages">
          <Checkbox
            label="Show the low-stock message on new products"
            checked={value.scarcityShownByDefault}
            onChange={(scarcityShownByDefault) => form.set({ scarcityShownByDefault })}
          />
          <Field
            label="Low-stock message"
            hint="{qty} is replaced by the number left."
            error={form.errors.scarcityText}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                value={value.scarcityText}
                onChange={(event) => form.set({ scarcityText: event.target.value })}
              />
            )}
          </Field>
          <Field
            label="Low-stock threshold"
            hint={`The low-stock message shows when ${value.lowStockThreshold > 0 ? value.lowStockThreshold : 'this many'} or fewer are left.`}
            error={form.errors.lowStockThreshold}
          >
            {(control) => (
              <input
                {...control}
                className="input store-settings__threshold"
                type="number"
                inputMode="numeric"
                min={LOW_STOCK_THRESHOLD_MIN}
                max={LOW_STOCK_THRESHOLD_MAX}
                step={1}
                value={Number.isNaN(value.lowStockThreshold) ? '' : value.lowStockThreshold}
                onChange={(event) => form.set({ lowStockThreshold: event.target.valueAsNumber })}
              />
            )}
          </Field>
          <Field
            label="Sold-out text"
            hint="Shown on products with nothing left."
            error={form.errors.soldOutText}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                value={value.soldOutText}
                onChange={(event) => form.set({ soldOutText: event.target.value })}
              />
            )}
          </Field>
        </FormSection>
      </fieldset>
      {canEdit ? <SaveBar status={form.status} dirty={form.dirty} /> : null}
    </form>
  );
}
