import type { FieldErrors, OwnerTaxRule, TaxRuleInput } from '@plinth/contracts';
import { taxRuleInputSchema } from '@plinth/contracts/schemas';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { deleteTaxRule, listTaxRules, saveTaxRule, saveTaxSettings } from '../../api/checkout-settings-api';
import { Checkbox } from '../../components/Field';
import { EDITOR_MESSAGES } from '../../messages';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { schemaErrors } from '../../state/use-editor-form';
import { useFetch } from '../../state/use-fetch';
import { errorAt, SettingDialog, SettingInput } from './SettingDialog';
import { SettingsListPanel } from './SettingsListPanel';

/** "7.25" → 725 basis points; NaN for anything else, which the schema then names. */
export function parseRate(text: string): number {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 725 → "7.25 %", 400 → "4 %". */
export function formatRate(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  return `${rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`} %`;
}

/** Sales tax and VAT by country and region, and whether the catalogue's prices already hold it. */
export function TaxPanel() {
  const { site, can } = useSignedIn();
  const canEdit = can(PERMISSION.storeEdit);
  const data = useFetch((signal) => listTaxRules(signal), site.id);

  return (
    <SettingsListPanel
      title="Taxes"
      description="Checkout adds up every rule for the shopper's country and region: a country-wide rule and a regional one both apply."
      addLabel="Add tax rule"
      data={data}
      skeletonRows={3}
      before={(loaded) => (
        <PricesIncludeTax
          value={loaded.pricesIncludeTax}
          canEdit={canEdit}
          onSaved={(pricesIncludeTax) => data.setData({ ...loaded, pricesIncludeTax })}
        />
      )}
      items={(loaded) => loaded.taxRules}
      emptyText="No tax rules: checkout charges no tax."
      caption="Tax rules"
      columns={['Name', 'Where', 'Rate', 'Shipping']}
      cells={(rule) => (
        <>
          <th scope="row">{rule.name}</th>
          <td data-label="Where">
            {rule.region ? `${rule.country}, ${rule.region}` : `${rule.country} (whole country)`}
          </td>
          <td data-label="Rate">{formatRate(rule.rateBasisPoints)}</td>
          <td data-label="Shipping">{rule.appliesToShipping ? 'Taxed' : 'Not taxed'}</td>
        </>
      )}
      label={(rule) => rule.name}
      describe={(rule) => rule.name}
      remove={deleteTaxRule}
      dialog={(slot) => (
        <TaxRuleDialog
          rule={slot.row}
          onClose={slot.close}
          onSaved={(saved) => slot.saved(`${saved.name} is saved.`)}
        />
      )}
    />
  );
}

/** The switch saves at once: there is nothing else to fill in. */
function PricesIncludeTax(props: { value: boolean; canEdit: boolean; onSaved: (value: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function change(pricesIncludeTax: boolean) {
    setBusy(true);
    setMessage(null);
    try {
      props.onSaved((await saveTaxSettings({ pricesIncludeTax })).pricesIncludeTax);
      setMessage({ tone: 'success', text: EDITOR_MESSAGES.saved });
    } catch (failure) {
      setMessage({ tone: 'error', text: errorMessage(failure, EDITOR_MESSAGES.somethingWentWrong) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="card">
      <Checkbox
        label="Prices include tax"
        checked={props.value}
        disabled={!props.canEdit || busy}
        onChange={(value) => void change(value)}
        hint={
          props.value
            ? 'Product prices already hold the tax: checkout shows the tax inside them and adds nothing.'
            : 'Product prices are before tax: checkout adds the tax on top.'
        }
      />
      {message ? (
        <p className={message.tone === 'error' ? 'field__error' : 'field__hint'} role="status">
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

interface TaxRuleForm {
  name: string;
  country: string;
  region: string;
  rate: string;
  appliesToShipping: boolean;
}

function TaxRuleDialog(props: {
  rule: OwnerTaxRule | null;
  onClose: () => void;
  onSaved: (rule: OwnerTaxRule) => void;
}) {
  const { rule } = props;
  const [form, setForm] = useState<TaxRuleForm>(() => ({
    name: rule?.name ?? '',
    country: rule?.country ?? '',
    region: rule?.region ?? '',
    rate: rule ? formatRate(rule.rateBasisPoints).replace(' %', '') : '',
    appliesToShipping: rule?.appliesToShipping ?? false,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (change: Partial<TaxRuleForm>) => setForm((current) => ({ ...current, ...change }));

  async function save(): Promise<FieldErrors | null> {
    const input: TaxRuleInput = {
      name: form.name,
      country: form.country,
      region: form.region,
      rateBasisPoints: parseRate(form.rate),
      appliesToShipping: form.appliesToShipping,
    };
    const problems = schemaErrors(taxRuleInputSchema, input);
    if (Object.keys(problems).length > 0) return problems;
    setErrors({});
    props.onSaved(await saveTaxRule(rule?.id ?? null, input));
    return null;
  }

  return (
    <SettingDialog
      title={rule ? `Edit ${rule.name}` : 'Add tax rule'}
      saveLabel="Save tax rule"
      onClose={props.onClose}
      onSave={save}
      onErrors={setErrors}
    >
      <SettingInput
        label="Name"
        error={errorAt(errors, 'name')}
        hint="Shoppers see it beside the tax, e.g. “California sales tax”."
        value={form.name}
        onChange={(value) => set({ name: value })}
      />
      <div className="setting-form__row">
        <SettingInput
          label="Country code"
          error={errorAt(errors, 'country')}
          hint="Two letters: US, GB, DE."
          className="input setting-form__country"
          maxLength={2}
          autoCapitalize="characters"
          value={form.country}
          onChange={(value) => set({ country: value.toUpperCase() })}
        />
        <SettingInput
          label="State or region (optional)"
          error={errorAt(errors, 'region')}
          hint="As shoppers type it at checkout, e.g. CA. Empty: the whole country."
          value={form.region}
          onChange={(value) => set({ region: value })}
        />
        <SettingInput
          label="Rate (%)"
          error={errorAt(errors, 'rateBasisPoints')}
          className="input input--count"
          inputMode="decimal"
          value={form.rate}
          onChange={(value) => set({ rate: value })}
        />
      </div>
      <Checkbox
        label="Also tax shipping"
        checked={form.appliesToShipping}
        onChange={(appliesToShipping) => set({ appliesToShipping })}
      />
    </SettingDialog>
  );
}
