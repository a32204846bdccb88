import { type CardTestingPreferences, type FieldErrors, type RestockPreferences } from '@plinth/contracts';
import { cardTestingPreferencesSchema, restockPreferencesSchema } from '@plinth/contracts/schemas';
import { commercePreferences } from '../../api/commerce-preferences.client';
import { Alert } from '../../components/Alert';
import { Checkbox, Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { SaveBar, submitWith } from '../../components/SaveBar';
import { MESSAGES, currencyPrefix } from '@plinth/commerce';
import { centsToInput, parseMoneyInput } from '../../money/money-input';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { schemaErrors, useEditorForm } from '../../state/use-editor-form';

/** The card-testing limits as typed (whole numbers, checked before saving). */
type TypedLimits = Record<keyof CardTestingPreferences, string>;

interface CheckoutAndRestock {
  currency: string;
  /** The minimum order subtotal as typed, in major units. */
  minimum: string;
  restock: RestockPreferences;
  cardTesting: TypedLimits;
}

const typedLimits = (limits: CardTestingPreferences): TypedLimits => ({
  captchaAfterDeclines: String(limits.captchaAfterDeclines),
  refuseAfterDeclines: String(limits.refuseAfterDeclines),
  siteDeclinesPerTenMinutes: String(limits.siteDeclinesPerTenMinutes),
});

/** A typed number: '' and anything not a whole number become NaN, which the schema refuses. */
const whole = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

const parsedLimits = (typed: TypedLimits): CardTestingPreferences => ({
  captchaAfterDeclines: whole(typed.captchaAfterDeclines),
  refuseAfterDeclines: whole(typed.refuseAfterDeclines),
  siteDeclinesPerTenMinutes: whole(typed.siteDeclinesPerTenMinutes),
});

async function loadPreferences(signal: AbortSignal): Promise<CheckoutAndRestock> {
  const [store, checkout, restock, cardTesting] = await Promise.all([
    commercePreferences.get('store', signal),
    commercePreferences.get('checkout', signal),
    commercePreferences.get('restock', signal),
    commercePreferences.get('cardTesting', signal),
  ]);
  return {
    currency: store.currency,
    minimum: centsToInput(checkout.minimumOrderSubtotalCents, store.currency),
    restock,
    cardTesting: typedLimits(cardTesting),
  };
}

/** Each namespace goes through the client, which sends only what changed. */
async function sendPreferences(value: CheckoutAndRestock): Promise<CheckoutAndRestock> {
  const minimum = parseMoneyInput(value.minimum, value.currency);
  if (!minimum.ok) throw new Error(minimum.message);
  const checkout = await commercePreferences.update('checkout', { minimumOrderSubtotalCents: minimum.cents });
  const restock = await commercePreferences.update('restock', value.restock);
  const cardTesting = await commercePreferences.update('cardTesting', parsedLimits(value.cardTesting));
  return {
    currency: value.currency,
    minimum: centsToInput(checkout.minimumOrderSubtotalCents, value.currency),
    restock,
    cardTesting: typedLimits(cardTesting),
  };
}

/** Commerce preferences "checkout" (minimum subtotal) and "restock" (back-in-stock sign-ups). */
export function CommercePreferencesPanel() {
  const { site, can } = useSignedIn();
  const data = useFetch((signal) => loadPreferences(signal), site.id);
  return (
    <section className="panel">
      <PanelHeader
        title="Checkout & restock"
        description="Rules for checking out, and sign-ups for sold-out products."
      />
      <LoadState state={data}>
        {(loaded) => <PreferencesForm loaded={loaded} canEdit={can(PERMISSION.storeEdit)} />}
      </LoadState>
    </section>
  );
}

/** Beside the sign-up switch: whether shoppers who sign up will hear back without the owner. */
export function restockSendHint(restock: RestockPreferences): string | undefined {
  if (!restock.enabled) return undefined;
  return restock.autoSendOnRestock
    ? 'Shoppers are emailed automatically when the option is back in stock.'
    : 'Shoppers are not emailed automatically: send from Restock sign-ups once the option is back in stock.';
}

/** The minimum as typed (money input), then the restock settings by their contract. */
function checkPreferences(value: CheckoutAndRestock): FieldErrors {
  const minimum = parseMoneyInput(value.minimum, value.currency);
  const limits = parsedLimits(value.cardTesting);
  return {
    ...(minimum.ok ? {} : { minimumOrderSubtotalCents: minimum.message }),
    ...schemaErrors(restockPreferencesSchema, value.restock, ['restock']),
    ...schemaErrors(cardTestingPreferencesSchema, limits, ['cardTesting']),
    ...(limits.refuseAfterDeclines <= limits.captchaAfterDeclines
      ? { 'cardTesting.refuseAfterDeclines': 'must be more than the declines that ask for the captcha' }
      : {}),
  };
}

const LIMIT_FIELDS: readonly { name: keyof CardTestingPreferences; label: string; hint: string }[] = [
  {
    name: 'captchaAfterDeclines',
    label: 'Ask for the captcha after this many declined payments',
    hint: 'Counted over an hour for one cart or one email address.',
  },
  {
    name: 'refuseAfterDeclines',
    label: 'Stop accepting payments after this many',
    hint: 'That cart, email address or connection cannot pay again for the rest of the hour.',
  },
  {
    name: 'siteDeclinesPerTenMinutes',
    label: 'Declined payments across the store in ten minutes that turn the captcha on for everyone',
    hint: 'Every shopper then completes the captcha for an hour, and Administrators get an email.',
  },
];

function PreferencesForm({ loaded, canEdit }: { loaded: CheckoutAndRestock; canEdit: boolean }) {
  const form = useEditorForm(loaded, sendPreferences, { canEdit, check: checkPreferences });
  const { restock } = form.value;
  const setRestock = (change: Partial<RestockPreferences>) =>
    form.set({ restock: { ...restock, ...change } });
  return (
    <form onSubmit={submitWith(form)} noValidate>
      {form.status.kind === 'failed' ? <Alert tone="error">{form.status.message}</Alert> : null}
      <fieldset disabled={!canEdit} className="plain-fieldset">
        <FormSection title="Checkout">
          <Field
            label={`Minimum order subtotal (${currencyPrefix(form.value.currency).trim()})`}
            hint="0 means no minimum. Below it, shoppers see “To check out, your order subtotal must be … or more.”"
            error={form.errors.minimumOrderSubtotalCents}
          >
            {(control) => (
              <input
                {...control}
                className="input input--money"
                inputMode="decimal"
                value={form.value.minimum}
                onChange={(event) => form.set({ minimum: event.target.value })}
              />
            )}
          </Field>
        </FormSection>
        <FormSection
          title="Restock notifications"
          description="Shoppers leave their email on a sold-out product and hear when it is back."
        >
          <Checkbox
            label="Let shoppers sign up for restock emails"
            checked={restock.enabled}
            // Sign-ups are for hearing back: switching them on switches the automatic email on too,
            // which the owner may then turn off below (issue 24 §5).
            onChange={(enabled) => setRestock(enabled ? { enabled, autoSendOnRestock: true } : { enabled })}
            hint={restockSendHint(restock)}
          />
          <Checkbox
            label="Hide the form until the shopper asks"
            checked={restock.hiddenByDefault}
            disabled={!restock.enabled}
            onChange={(hiddenByDefault) => setRestock({ hiddenByDefault })}
          />
          <Checkbox
            label="Email waiting shoppers automatically when stock returns"
            checked={restock.autoSendOnRestock}
            disabled={!restock.enabled}
            onChange={(autoSendOnRestock) => setRestock({ autoSendOnRestock })}
          />
          <Checkbox
            label="Offer to join your mailing list too"
            checked={restock.mailingListSignUpEnabled}
            disabled={!restock.enabled}
            onChange={(mailingListSignUpEnabled) => setRestock({ mailingListSignUpEnabled })}
          />
          <Checkbox
            label="Tick the mailing list box by default"
            checked={restock.mailingListOptInByDefault}
            disabled={!restock.enabled || !restock.mailingListSignUpEnabled}
            onChange={(mailingListOptInByDefault) => setRestock({ mailingListOptInByDefault })}
          />
          <Field
            label="Message after signing up"
            hint={`Empty: “${MESSAGES.signedUp}”`}
            error={form.errors['restock.successMessage'] ?? form.errors.successMessage}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                value={restock.successMessage}
                disabled={!restock.enabled}
                placeholder={MESSAGES.signedUp}
                onChange={(event) => setRestock({ successMessage: event.target.value })}
              />
            )}
          </Field>
        </FormSection>
        <FormSection
          title="Card testing protection"
          description="Card testers try stolen card numbers with small orders. Declined payments make checkout ask for a quick check, then stop."
        >
          {LIMIT_FIELDS.map(({ name, label, hint }) => (
            <Field key={name} label={label} hint={hint} error={form.errors[`cardTesting.${name}`]}>
              {(control) => (
                <input
                  {...control}
                  className="input input--count"
                  inputMode="numeric"
                  value={form.value.cardTesting[name]}
                  onChange={(event) =>
                    form.set({ cardTesting: { ...form.value.cardTesting, [name]: event.target.value } })
                  }
                />
              )}
            </Field>
          ))}
        </FormSection>
      </fieldset>
      {canEdit ? <SaveBar status={form.status} dirty={form.dirty} /> : null}
    </form>
  );
}
