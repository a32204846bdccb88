import {
  GIFT_CARD_FIELD,
  GIFT_CARD_LIMITS,
  GIFT_CARD_MESSAGES,
  type GiftCardRecipient,
} from '@plinth/commerce';
import { useId } from 'react';

export interface GiftCardRecipientFieldsProps {
  value: GiftCardRecipient;
  /** By field, after a refused add. */
  errors: Partial<Record<keyof GiftCardRecipient, string>>;
  onChange: (field: keyof GiftCardRecipient, value: string) => void;
}

/**
 * Who the gift card goes to (decision 0030): the recipient's name and email, and a message. Plain form
 * fields, so the no-JavaScript post sends them as they are; the server checks them again.
 */
export function GiftCardRecipientFields({ value, errors, onChange }: GiftCardRecipientFieldsProps) {
  const id = useId();
  const field = (
    key: keyof GiftCardRecipient,
    label: string,
    control: (attributes: {
      id: string;
      name: string;
      'aria-invalid'?: true;
      'aria-describedby'?: string;
    }) => React.ReactNode,
  ) => {
    const error = errors[key];
    const controlId = `${id}-${key}`;
    return (
      <div className={error ? 'plinth-field plinth-gift-field is-invalid' : 'plinth-field plinth-gift-field'}>
        <label className="plinth-field__label" htmlFor={controlId}>
          {label}
        </label>
        {control({
          id: controlId,
          name: GIFT_CARD_FIELD[key],
          ...(error ? { 'aria-invalid': true, 'aria-describedby': `${controlId}-error` } : {}),
        })}
        {error ? (
          <p id={`${controlId}-error`} className="plinth-gift-field__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <div className="plinth-gift-recipient">
      {field('recipientName', GIFT_CARD_MESSAGES.recipientNameLabel, (attributes) => (
        <input
          {...attributes}
          className="plinth-input"
          type="text"
          autoComplete="off"
          maxLength={GIFT_CARD_LIMITS.recipientName}
          required
          value={value.recipientName}
          onChange={(event) => onChange('recipientName', event.target.value)}
        />
      ))}
      {field('recipientEmail', GIFT_CARD_MESSAGES.recipientEmailLabel, (attributes) => (
        <input
          {...attributes}
          className="plinth-input"
          type="email"
          autoComplete="off"
          spellCheck={false}
          maxLength={GIFT_CARD_LIMITS.recipientEmail}
          required
          value={value.recipientEmail}
          onChange={(event) => onChange('recipientEmail', event.target.value)}
        />
      ))}
      {field('message', GIFT_CARD_MESSAGES.messageLabel, (attributes) => (
        <textarea
          {...attributes}
          className="plinth-input plinth-gift-field__message"
          rows={3}
          maxLength={GIFT_CARD_LIMITS.message}
          value={value.message}
          onChange={(event) => onChange('message', event.target.value)}
        />
      ))}
    </div>
  );
}
