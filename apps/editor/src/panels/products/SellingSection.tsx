import { formatSubscriptionPlan, MESSAGES } from '@plinth/commerce';
import { isSubscribableType, type BillingUnit } from '@plinth/contracts';
import { Checkbox, Field } from '../../components/Field';
import { FormPicker } from '../../components/pickers/FormPicker';
import { FormSection } from '../../components/FormSection';
import type { SectionProps } from './section-props';

const UNITS: { value: BillingUnit; label: string }[] = [
  { value: 'WEEK', label: 'weeks' },
  { value: 'MONTH', label: 'months' },
  { value: 'YEAR', label: 'years' },
];

/** Subscription plan, the add-to-cart button's text, and the low-stock and sold-out messages. */
export function SellingSection({ form, onChange, errors }: SectionProps) {
  const set = (change: Partial<typeof form>) => onChange({ ...form, ...change });
  const subscribable = isSubscribableType(form.productType);
  const planPreview = formatSubscriptionPlan({
    billingPeriod: { value: Number(form.planValue), unit: form.planUnit },
    numBillingCycles: Number(form.planCycles),
  });
  return (
    <FormSection title="Selling">
      {subscribable ? (
        <div className="sub-section">
          <Checkbox
            label="Sell as a subscription"
            hint="Shoppers pay again every billing period."
            checked={form.isSubscribable}
            onChange={(isSubscribable) => set({ isSubscribable })}
          />
          {errors.isSubscribable ? <p className="field__error">{errors.isSubscribable}</p> : null}
          {form.isSubscribable ? (
            <div className="field-row field-row--narrow">
              <Field
                label="Bill every"
                error={errors['subscriptionPlan.billingPeriod.value'] ?? errors.subscriptionPlan}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input input--count"
                    inputMode="numeric"
                    value={form.planValue}
                    onChange={(event) => set({ planValue: event.target.value })}
                  />
                )}
              </Field>
              <Field label="Period">
                {(control) => (
                  <select
                    {...control}
                    className="select"
                    value={form.planUnit}
                    onChange={(event) => set({ planUnit: event.target.value as BillingUnit })}
                  >
                    {UNITS.map((unit) => (
                      <option key={unit.value} value={unit.value}>
                        {unit.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label="Number of payments"
                hint="0 bills until the shopper cancels."
                error={errors['subscriptionPlan.numBillingCycles']}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input input--count"
                    inputMode="numeric"
                    value={form.planCycles}
                    onChange={(event) => set({ planCycles: event.target.value })}
                  />
                )}
              </Field>
              <p className="plan-preview" aria-live="polite">
                Shoppers see: <strong>{planPreview}</strong>
              </p>
            </div>
          ) : null}
          {form.isSubscribable ? (
            <Checkbox
              label="Also sell it once"
              hint="Shows Add To Cart beside Subscribe, for shoppers who want one without a subscription."
              checked={form.oneTimePurchase}
              onChange={(oneTimePurchase) => set({ oneTimePurchase })}
            />
          ) : null}
        </div>
      ) : null}
      <div className="sub-section">
        <FormPicker
          label="Product form"
          hint="Add to cart first asks the shopper these questions; the answers go with the order."
          value={form.additionalFieldsFormId}
          onChange={(additionalFieldsFormId) => set({ additionalFieldsFormId })}
        />
        {errors.additionalFieldsFormId ? (
          <p className="field__error">{errors.additionalFieldsFormId}</p>
        ) : null}
      </div>
      <div className="sub-section">
        <Checkbox
          label="Custom add-to-cart button text"
          checked={form.useCustomAddButtonText}
          onChange={(useCustomAddButtonText) => set({ useCustomAddButtonText })}
        />
        {form.useCustomAddButtonText ? (
          <Field label="Button text" error={errors.customAddButtonText}>
            {(control) => (
              <input
                {...control}
                className="input"
                placeholder={MESSAGES.addToCart}
                value={form.customAddButtonText}
                onChange={(event) => set({ customAddButtonText: event.target.value })}
              />
            )}
          </Field>
        ) : null}
      </div>
      <div className="sub-section">
        <Checkbox
          label="Show a low-stock message"
          hint="Tells shoppers how many are left when stock runs low."
          checked={form.scarcityEnabled}
          onChange={(scarcityEnabled) => set({ scarcityEnabled })}
        />
        {form.scarcityEnabled ? (
          <Field
            label="Low-stock message"
            hint="Leave empty for the store’s message. {qty} is replaced by the number left."
            error={errors.scarcityText}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                placeholder={MESSAGES.scarcity}
                value={form.scarcityText}
                onChange={(event) => set({ scarcityText: event.target.value })}
              />
            )}
          </Field>
        ) : null}
        <Field
          label="Sold-out text"
          hint="Leave empty for the store’s sold-out text."
          error={errors.customSoldOutText}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              placeholder={MESSAGES.soldOutButton}
              value={form.customSoldOutText}
              onChange={(event) => set({ customSoldOutText: event.target.value })}
            />
          )}
        </Field>
      </div>
    </FormSection>
  );
}
