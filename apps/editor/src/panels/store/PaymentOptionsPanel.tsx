import { INSTALLMENT_COUNTRIES, type FieldErrors, type InstallmentPreferences } from '@plinth/contracts';
import { installmentPreferencesSchema } from '@plinth/contracts/schemas';
import { currencyPrefix } from '@plinth/commerce';
import { commercePreferences } from '../../api/commerce-preferences.client';
import { Alert } from '../../components/Alert';
import { Checkbox, Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { SaveBar, submitWith } from '../../components/SaveBar';
import { centsToInput, parseMoneyInput } from '../../money/money-input';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { schemaErrors, useEditorForm } from '../../state/use-editor-form';

/** The form's value: the two namespaces, with the installment limits as typed (major units). */
interface PaymentOptions {
  currency: string;
  buyNowEnabled: boolean;
  installments: Omit<InstallmentPreferences, 'minimumCents' | 'maximumCents'>;
  minimum: string;
  maximum: string;
}

const COUNTRY_LABELS: Record<(typeof INSTALLMENT_COUNTRIES)[number], string> = {
  US: 'United States (Afterpay)',
  CA: 'Canada (Afterpay)',
  AU: 'Australia (Afterpay)',
  NZ: 'New Zealand (Afterpay)',
  GB: 'United Kingdom (Clearpay)',
};

async function loadOptions(signal: AbortSignal): Promise<PaymentOptions> {
  const [store, express, installments] = await Promise.all([
    commercePreferences.get('store', signal),
    commercePreferences.get('express', signal),
    commercePreferences.get('installments', signal),
  ]);
  return toOptions(store.currency, express.buyNowEnabled, installments);
}

function toOptions(currency: string, buyNowEnabled: boolean, saved: InstallmentPreferences): PaymentOptions {
  const { minimumCents, maximumCents, ...installments } = saved;
  return {
    currency,
    buyNowEnabled,
    installments,
    minimum: centsToInput(minimumCents, currency),
    maximum: centsToInput(maximumCents, currency),
  };
}

async function sendOptions(value: PaymentOptions): Promise<PaymentOptions> {
  const minimum = parseMoneyInput(value.minimum, value.currency);
  const maximum = parseMoneyInput(value.maximum, value.currency);
  if (!minimum.ok) throw new Error(minimum.message);
  if (!maximum.ok) throw new Error(maximum.message);
  const express = await commercePreferences.update('express', { buyNowEnabled: value.buyNowEnabled });
  const installments = await commercePreferences.update('installments', {
    ...value.installments,
    minimumCents: minimum.cents,
    maximumCents: maximum.cents,
  });
  return toOptions(value.currency, express.buyNowEnabled, installments);
}

function checkOptions(value: PaymentOptions): FieldErrors {
  const minimum = parseMoneyInput(value.minimum, value.currency);
  const maximum = parseMoneyInput(value.maximum, value.currency);
  const errors: FieldErrors = {
    ...(minimum.ok ? {} : { minimumCents: minimum.message }),
    ...(maximum.ok ? {} : { maximumCents: maximum.message }),
  };
  if (minimum.ok && maximum.ok) {
    Object.assign(
      errors,
      schemaErrors(
        installmentPreferencesSchema,
        { ...value.installments, minimumCents: minimum.cents, maximumCents: maximum.cents },
        [],
      ),
    );
    if (minimum.cents >= maximum.cents) errors.maximumCents ??= 'must be more than the minimum';
  }
  return errors;
}

/** Commerce preferences "express" (the Buy now button) and "installments" (Afterpay / Clearpay messaging). */
export function PaymentOptionsPanel() {
  const { site, can } = useSignedIn();
  const data = useFetch((signal) => loadOptions(signal), site.id);
  return (
    <section className="panel">
      <PanelHeader
        title="Buy now & installments"
        description="A Buy now button on product pages, and pay-in-installments messaging."
      />
      <LoadState state={data}>
        {(loaded) => <OptionsForm loaded={loaded} canEdit={can(PERMISSION.storeEdit)} />}
      </LoadState>
    </section>
  );
}

function OptionsForm({ loaded, canEdit }: { loaded: PaymentOptions; canEdit: boolean }) {
  const form = useEditorForm(loaded, sendOptions, { canEdit, check: checkOptions });
  const { installments } = form.value;
  const setInstallments = (change: Partial<PaymentOptions['installments']>) =>
    form.set({ installments: { ...installments, ...change } });
  const money = `(${currencyPrefix(form.value.currency).trim()})`;
  return (
    <form onSubmit={submitWith(form)} noValidate>
      {form.status.kind === 'failed' ? <Alert tone="error">{form.status.message}</Alert> : null}
      <fieldset disabled={!canEdit} className="plain-fieldset">
        <FormSection title="Express checkout">
          <Checkbox
            label="Show a Buy now button on product pages"
            hint="Buy now goes straight to checkout with that item alone; the shopper's cart is kept as it was."
            checked={form.value.buyNowEnabled}
            onChange={(buyNowEnabled) => form.set({ buyNowEnabled })}
          />
        </FormSection>
        <FormSection
          title="Installment messaging"
          description="Product pages and the cart show what paying in installments costs, for physical items."
        >
          <Checkbox
            label="Show installment messaging"
            checked={installments.enabled}
            onChange={(enabled) => setInstallments({ enabled })}
          />
          <Field label="Payment account country" error={form.errors.country}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={installments.country}
                disabled={!installments.enabled}
                onChange={(event) =>
                  setInstallments({
                    country: event.target.value as PaymentOptions['installments']['country'],
                  })
                }
              >
                {INSTALLMENT_COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {COUNTRY_LABELS[code]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={`Minimum order ${money}`}
            hint="Offered above this amount; below it, “available for orders over …”."
            error={form.errors.minimumCents}
          >
            {(control) => (
              <input
                {...control}
                className="input input--money"
                inputMode="decimal"
                value={form.value.minimum}
                disabled={!installments.enabled}
                onChange={(event) => form.set({ minimum: event.target.value })}
              />
            )}
          </Field>
          <Field
            label={`Maximum order ${money}`}
            hint="Offered up to this amount; above it, “available for orders up to …”."
            error={form.errors.maximumCents}
          >
            {(control) => (
              <input
                {...control}
                className="input input--money"
                inputMode="decimal"
                value={form.value.maximum}
                disabled={!installments.enabled}
                onChange={(event) => form.set({ maximum: event.target.value })}
              />
            )}
          </Field>
          <Field label="Number of installments" error={form.errors.numInstallments}>
            {(control) => (
              <input
                {...control}
                className="input input--money"
                type="number"
                min={2}
                max={12}
                value={installments.numInstallments}
                disabled={!installments.enabled}
                onChange={(event) => setInstallments({ numInstallments: Number(event.target.value) })}
              />
            )}
          </Field>
        </FormSection>
      </fieldset>
      {canEdit ? <SaveBar status={form.status} dirty={form.dirty} /> : null}
    </form>
  );
}
