import type { FieldErrors, OrderNotificationPreferences } from '@plinth/contracts';
import { ORDER_NOTIFICATION_RECIPIENTS_MAX } from '@plinth/contracts/schemas';
import { useEffect, useRef } from 'react';
import { Checkbox, Field } from '../../components/Field';
import { FormSection } from '../../components/FormSection';

interface OrderEmailsSectionProps {
  value: OrderNotificationPreferences;
  /** The form's errors: the editor's own check keys them "orderNotifications.…", the server's not. */
  errors: FieldErrors;
  onChange: (value: OrderNotificationPreferences) => void;
}

/**
 * Commerce preferences "orderNotifications" (decision 0063): the owner's email about each new order, and
 * up to 5 addresses it goes to (none: the site's Administrators). Each address is its own labelled
 * field with its error under it; a new field takes the focus.
 */
export function OrderEmailsSection({ value, errors, onChange }: OrderEmailsSectionProps) {
  const errorAt = (path: string) => errors[`orderNotifications.${path}`] ?? errors[path];
  const { recipients } = value;
  const full = recipients.length >= ORDER_NOTIFICATION_RECIPIENTS_MAX;
  const focusIndex = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    list.current?.querySelectorAll<HTMLInputElement>('input')[focusIndex.current]?.focus();
    focusIndex.current = null;
  });
  const setRecipients = (next: string[]) => onChange({ ...value, recipients: next });
  const listError = errorAt('recipients');
  return (
    <FormSection
      title="New order emails"
      description="An email for each new order: the items, the customer, where it ships, and a link to the order."
    >
      <Checkbox
        label="Email me about each new order"
        checked={value.enabled}
        onChange={(enabled) => onChange({ ...value, enabled })}
      />
      <p className="field__hint" id="order-email-recipients-hint">
        {recipients.length === 0
          ? 'No address listed: the email goes to the site’s Administrators.'
          : `Up to ${ORDER_NOTIFICATION_RECIPIENTS_MAX} addresses; each gets its own email.`}
      </p>
      <ol className="order-email-recipients" ref={list}>
        {recipients.map((address, index) => (
          <li key={index} className="order-email-recipients__row">
            <Field label={`Recipient ${index + 1}`} error={errorAt(`recipients.${index}`)}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="email"
                  autoComplete="email"
                  value={address}
                  disabled={!value.enabled}
                  onChange={(event) =>
                    setRecipients(recipients.map((old, i) => (i === index ? event.target.value : old)))
                  }
                />
              )}
            </Field>
            <button
              type="button"
              className="button button--small button--danger-outline"
              aria-label={`Remove recipient ${index + 1}`}
              disabled={!value.enabled}
              onClick={() => {
                focusIndex.current = index > 0 ? index - 1 : null;
                setRecipients(recipients.filter((_, i) => i !== index));
              }}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      {listError ? (
        <p className="field__error" role="alert">
          {listError}
        </p>
      ) : null}
      <button
        type="button"
        className="button"
        aria-describedby="order-email-recipients-hint"
        disabled={!value.enabled || full}
        onClick={() => {
          focusIndex.current = recipients.length;
          setRecipients([...recipients, '']);
        }}
      >
        Add recipient
      </button>
    </FormSection>
  );
}
