import { unitsLeftToShip } from '@plinth/commerce';
import type { OwnerOrder } from '@plinth/contracts';
import { Field } from '../../components/Field';

type Line = OwnerOrder['lines'][number];

/** Per line id: units still to ship (neither shipped nor refunded). */
export interface LineUnits {
  remaining: ReadonlyMap<string, number>;
}

/** What is left to ship of each line (the rule the server fulfils by: decision 0067, issue 23 §4). */
export function lineUnits(order: OwnerOrder): LineUnits {
  const remaining = new Map(
    order.lines.map((line) => [
      line.id,
      unitsLeftToShip(line.quantity, line.fulfilledQuantity, line.refundedQuantity),
    ]),
  );
  return { remaining };
}

/** The lines with units still to ship, in the order's order. */
export const linesToShip = (order: OwnerOrder, units: LineUnits = lineUnits(order)) =>
  order.lines.filter((line) => (units.remaining.get(line.id) ?? 0) > 0);

interface FulfilLinesProps {
  lines: readonly Line[];
  units: LineUnits;
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
export function FulfilLines({ lines, units, quantities, errors, disabled, onChange }: FulfilLinesProps) {
  return (
    <fieldset className="fulfil-lines">
      <legend className="field__label">Items in this shipment</legend>
      <ul className="fulfil-lines__list">
        {lines.map((line) => {
          const remaining = units.remaining.get(line.id) ?? 0;
          const refunded = line.refundedQuantity;
          const done = [
            ...(line.fulfilledQuantity > 0 ? [`${line.fulfilledQuantity} fulfilled`] : []),
            ...(refunded > 0 ? [`${refunded} refunded`] : []),
          ];
          const options = Object.values(line.variantAttributes).join(' / ');
          const name = options ? `${line.productName} (${options})` : line.productName;
          return (
            <li key={line.id} className="fulfil-lines__row">
              <Field
                label={`Quantity of ${name} to fulfil`}
                hint={
                  done.length > 0
                    ? `${remaining} of ${line.quantity} left (${done.join(', ')})`
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
