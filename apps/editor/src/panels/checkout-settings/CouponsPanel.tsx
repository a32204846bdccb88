import { formatMoney } from '@plinth/commerce';
import type { FieldErrors, OwnerCoupon } from '@plinth/contracts';
import { useState } from 'react';
import { deleteCoupon, listCoupons, saveCoupon } from '../../api/checkout-settings-api';
import { commercePreferences } from '../../api/commerce-preferences.client';
import { Checkbox, Field } from '../../components/Field';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import { formatOrderDate } from '../orders/order-format';
import {
  couponForm,
  couponInput,
  describeCoupon,
  describeUses,
  isExpired,
  type CouponForm,
} from './coupon-form';
import { errorAt, SettingDialog, SettingInput } from './SettingDialog';
import { SettingsListPanel } from './SettingsListPanel';

/** Coupon codes shoppers enter at checkout: what each gives, its conditions, and how often it was used. */
export function CouponsPanel() {
  const { site } = useSignedIn();
  const data = useFetch(async (signal) => {
    const [list, store] = await Promise.all([listCoupons(signal), commercePreferences.get('store', signal)]);
    return { ...list, currency: store.currency };
  }, site.id);

  return (
    <SettingsListPanel
      title="Coupons"
      description="Codes shoppers enter at checkout for an amount or a percentage off, or free shipping."
      addLabel="Add coupon"
      data={data}
      skeletonRows={3}
      items={(loaded) => loaded.coupons}
      emptyText="No coupons yet."
      caption="Coupons"
      columns={['Code', 'Gives', 'Minimum order', 'Expires', 'Times used']}
      cells={(coupon, { currency }) => (
        <>
          <th scope="row" className="settings-table__code">
            {coupon.code}
          </th>
          <td data-label="Gives">{describeCoupon(coupon, currency)}</td>
          <td data-label="Minimum order">
            {coupon.minimumSubtotalCents > 0 ? formatMoney(coupon.minimumSubtotalCents, currency) : 'None'}
          </td>
          <td data-label="Expires">
            {coupon.expiresAt ? formatOrderDate(coupon.expiresAt) : 'Never'}
            {isExpired(coupon) ? <span className="badge badge--quiet">Expired</span> : null}
          </td>
          <td data-label="Times used">{describeUses(coupon)}</td>
        </>
      )}
      label={(coupon) => coupon.code}
      describe={(coupon) => `coupon ${coupon.code}`}
      remove={deleteCoupon}
      dialog={(slot, { currency }) => (
        <CouponDialog
          coupon={slot.row}
          currency={currency}
          onClose={slot.close}
          onSaved={(saved) => slot.saved(`Coupon ${saved.code} is saved.`)}
        />
      )}
    />
  );
}

interface CouponDialogProps {
  coupon: OwnerCoupon | null;
  currency: string;
  onClose: () => void;
  onSaved: (coupon: OwnerCoupon) => void;
}

function CouponDialog({ coupon, currency, onClose, onSaved }: CouponDialogProps) {
  const [form, setForm] = useState<CouponForm>(() => couponForm(coupon, currency));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (change: Partial<CouponForm>) => setForm((current) => ({ ...current, ...change }));

  async function save(): Promise<FieldErrors | null> {
    const checked = couponInput(form, currency);
    if (!checked.ok) return checked.errors;
    setErrors({});
    onSaved(await saveCoupon(coupon?.id ?? null, checked.input));
    return null;
  }

  return (
    <SettingDialog
      title={coupon ? `Edit coupon ${coupon.code}` : 'Add coupon'}
      saveLabel="Save coupon"
      onClose={onClose}
      onSave={save}
      onErrors={setErrors}
    >
      <SettingInput
        label="Code"
        error={errorAt(errors, 'code')}
        hint="Letters, digits, - and _. Shoppers may type it in any case."
        className="input setting-form__code"
        value={form.code}
        autoComplete="off"
        onChange={(value) => set({ code: value })}
      />
      <div className="setting-form__row">
        <Field label="Discount">
          {(control) => (
            <select
              {...control}
              className="input"
              value={form.discount}
              onChange={(event) => set({ discount: event.target.value as CouponForm['discount'] })}
            >
              <option value="percent">Percentage off</option>
              <option value="amount">Amount off</option>
              <option value="none">No discount</option>
            </select>
          )}
        </Field>
        {form.discount === 'percent' ? (
          <SettingInput
            label="Percent off"
            error={errorAt(errors, 'percentOff')}
            className="input input--count"
            inputMode="numeric"
            value={form.percent}
            onChange={(value) => set({ percent: value })}
          />
        ) : null}
        {form.discount === 'amount' ? (
          <SettingInput
            label={`Amount off (${currency})`}
            error={errorAt(errors, 'amountOffCents')}
            className="input input--money"
            inputMode="decimal"
            value={form.amount}
            onChange={(value) => set({ amount: value })}
          />
        ) : null}
      </div>
      {form.discount === 'none' && errors.amountOffCents ? (
        <p className="field__error">{errors.amountOffCents}</p>
      ) : null}
      <Checkbox
        label="Free shipping"
        checked={form.freeShipping}
        onChange={(freeShipping) => set({ freeShipping })}
        hint="The order ships free with any option."
      />
      <div className="setting-form__row">
        <SettingInput
          label={`Minimum order subtotal (${currency})`}
          error={errorAt(errors, 'minimumSubtotalCents')}
          hint="Empty: any order."
          className="input input--money"
          inputMode="decimal"
          value={form.minimum}
          onChange={(value) => set({ minimum: value })}
        />
        <SettingInput
          label="Usage limit"
          error={errorAt(errors, 'usageLimit')}
          hint="Orders in all. Empty: no limit."
          className="input input--count"
          inputMode="numeric"
          value={form.usageLimit}
          onChange={(value) => set({ usageLimit: value })}
        />
      </div>
      <SettingInput
        label="Expires"
        error={errorAt(errors, 'expiresAt')}
        hint="Your local time. Empty: never."
        className="input setting-form__date"
        type="datetime-local"
        value={form.expires}
        onChange={(value) => set({ expires: value })}
      />
      {coupon ? (
        <p className="field__hint">Used {describeUses(coupon)} times so far; saving keeps the count.</p>
      ) : null}
    </SettingDialog>
  );
}
