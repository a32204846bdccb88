import type { ControlAttributes } from './CheckoutField';

export interface CodeEntryRowProps {
  /** The label and description wiring CheckoutField hands its control. */
  attributes: ControlAttributes;
  name: string;
  value: string;
  maxLength: number;
  /** The button's text ("Apply", "Redeem"). */
  applyLabel: string;
  enhanced: boolean;
  onChange: (value: string) => void;
  onApply: () => void;
}

/**
 * A code and its button (coupon, gift card). Without JavaScript the button is a submit that re-prices
 * the page (`intent=quote`); with it, the button and Enter ask for a quote instead, and Enter never
 * places the order.
 */
export function CodeEntryRow({
  attributes,
  name,
  value,
  maxLength,
  applyLabel,
  enhanced,
  onChange,
  onApply,
}: CodeEntryRowProps) {
  return (
    <span className="plinth-checkout-coupon__row">
      <input
        {...attributes}
        className="plinth-input"
        name={name}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && enhanced) {
            event.preventDefault();
            onApply();
          }
        }}
      />
      <button
        type={enhanced ? 'button' : 'submit'}
        name={enhanced ? undefined : 'intent'}
        value={enhanced ? undefined : 'quote'}
        formNoValidate={!enhanced}
        className="plinth-button plinth-button--secondary"
        onClick={enhanced ? onApply : undefined}
      >
        {applyLabel}
      </button>
    </span>
  );
}
