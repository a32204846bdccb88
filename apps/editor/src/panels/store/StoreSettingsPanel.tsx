import { SUPPORTED_CURRENCIES, formatMoney } from '@plinth/commerce';
import {
  LOW_STOCK_THRESHOLD_MAX,
  LOW_STOCK_THRESHOLD_MIN,
  type FieldErrors,
  type OrderNotificationPreferences,
  type StorePreferences,
} from '@plinth/contracts';
import { orderNotificationPreferencesSchema, storePreferencesSchema } from '@plinth/contracts/schemas';
import { commercePreferences } from '../../api/commerce-preferences.client';
import { Alert } from '../../components/Alert';
import { Checkbox, Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { SaveBar, submitWith } from '../../components/SaveBar';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { schemaErrors, useEditorForm } from '../../state/use-editor-form';
import { OrderEmailsSection } from './OrderEmailsSection';

/** The panel's two commerce preferences namespaces, saved together. */
interface StoreSettings {
  store: StorePreferences;
  orderNotifications: OrderNotificationPreferences;
}

async function loadSettings(signal: AbortSignal): Promise<StoreSettings> {
  const [store, orderNotifications] = await Promise.all([
    commercePreferences.get('store', signal),
    commercePreferences.get('orderNotifications', signal),
  ]);
  return { store, orderNotifications };
}

/** Each namespace goes through the client, which sends only one that changed. */
async function sendSettings(value: StoreSettings): Promise<StoreSettings> {
  const store = await commercePreferences.update('store', value.store);
  const orderNotifications = await commercePreferences.update('orderNotifications', value.orderNotifications);
  return { store, orderNotifications };
}

/** Commerce preferences "store" (currency, quantity for services, stock texts) and "orderNotifications". */
export function StoreSettingsPanel() {
  const { site, can } = useSignedIn();
  const settings = useFetch((signal) => loadSettings(signal), `store-settings:${site.id}`);
  return (
    <section className="panel">
      <PanelHeader
        title="Store settings"
        description="How your store prices and describes what it sells, and who hears of new orders."
      />
      <LoadState state={settings}>
        {(loaded) => <StoreSettingsForm loaded={loaded} canEdit={can(PERMISSION.storeEdit)} />}
      </LoadState>
    </section>
  );
}

/** The store's fields keyed as the server keys them; the order emails' under "orderNotifications.". */
const checkSettings = (value: StoreSettings): FieldErrors => ({
  ...schemaErrors(storePreferencesSchema, value.store),
  ...schemaErrors(orderNotificationPreferencesSchema, value.orderNotifications, ['orderNotifications']),
});

function StoreSettingsForm({ loaded, canEdit }: { loaded: StoreSettings; canEdit: boolean }) {
  const form = useEditorForm(loaded, sendSettings, { canEdit, check: checkSettings });
  const value = form.value.store;
  const set = (change: Partial<StorePreferences>) => form.set({ store: { ...value, ...change } });
  const currencyChanged = value.currency !== loaded.store.currency;
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
                onChange={(event) => set({ currency: event.target.value })}
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
              Prices are not converted: {formatMoney(1200, loaded.store.currency)} becomes{' '}
              {formatMoney(1200, value.currency)}.
            </Alert>
          ) : null}
        </FormSection>
        <FormSection title="Services">
          <Checkbox
            label="Allow buying more than one of a service"
            hint="Off: service products are added to the cart one at a time."
            checked={value.multipleQuantityAllowedForServices}
            onChange={(multipleQuantityAllowedForServices) => set({ multipleQuantityAllowedForServices })}
          />
        </FormSection>
        <FormSection title="Stock messages">
          <Checkbox
            label="Show the low-stock message on new products"
            checked={value.scarcityShownByDefault}
            onChange={(scarcityShownByDefault) => set({ scarcityShownByDefault })}
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
                onChange={(event) => set({ scarcityText: event.target.value })}
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
                onChange={(event) => set({ lowStockThreshold: event.target.valueAsNumber })}
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
                onChange={(event) => set({ soldOutText: event.target.value })}
              />
            )}
          </Field>
        </FormSection>
        <OrderEmailsSection
          value={form.value.orderNotifications}
          errors={form.errors}
          onChange={(orderNotifications) => form.set({ orderNotifications })}
        />
      </fieldset>
      {canEdit ? <SaveBar status={form.status} dirty={form.dirty} /> : null}
    </form>
  );
}
