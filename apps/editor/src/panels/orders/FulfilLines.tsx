import type { OwnerOrder } from '@plinth/contracts';
import { Field } from '../../components/Field';

type Line = OwnerOrder['lines'][number];

/** Units of a line not shipped yet (decision 0067). */
export const remainingOf = (line: Line) => Math.max(0, line.quantity - line.fulfilledQuantity);

/** The lines with units still to ship, in the order's order. */
export const linesToShip = (order: OwnerOrder) => order.lines.filter((line) => remainingOf(line) > 0);

interface FulfilLinesProps {
  lines: readonly Line[];
  /** What the owner typed per line id ("" while a field is being cleared). */
  quantities: Record<string, string>;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (lineId: string, value: string) => void;
}

/**
 * How many units of each line go in this shipment: one number field per line, from 0 to what is left
 * of it, labelled with the product (and its options) for screen readers.
 */
export function FulfilLines({ lines, quantities, errors, disabled, onChange }: FulfilLinesProps) {
  return (
    <fieldset className="fulfil-lines">
      <legend className="field__label">Items in this shipment</legend>
      <ul className="fulfil-lines__list">
        {lines.map((line) => {
          const remaining = remainingOf(line);
          const options = Object.values(line.variantAttributes).join(' / ');
          const name = options ? `${line.productName} (${options})` : line.productName;
          return (
            <li key={line.id} className="fulfil-lines__row">
              <Field
                label={`Quantity of ${name} to fulfil`}
                hint={
                  line.fulfilledQuantity > 0
                    ? `${remaining} of ${line.quantity} left (${line.fulfilledQuantity} fulfilled)`
                    : `${remaining} of ${line.quantity} left`
                }
                error={errors[line.id] ?? null}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input fulfil-lines__qty"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={remaining}
                    step={1}
                    value={quantities[line.id] ?? ''}
                    disabled={disabled}
                    onChange={(event) => onChange(line.id, event.target.value)}
                  />
                )}
              </Field>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
