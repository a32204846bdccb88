import { HEX_COLOR_PATTERN, type BlockField, type PropValue } from '@plinth/contracts';
import { ColorField } from '../../components/color-picker/ColorField';

interface ColorControlProps {
  field: Extract<BlockField, { kind: 'color' }>;
  value: PropValue | undefined;
  disabled?: boolean;
  /** `typing`: dragging in the picker or typing a value is one undo step. */
  onChange: (value: PropValue | undefined, typing: boolean) => void;
}

/** A block's colour (a section's background): the colour picker, opaque #rrggbb, or no colour. */
export function ColorControl({ field, value, disabled, onChange }: ColorControlProps) {
  const current = typeof value === 'string' && HEX_COLOR_PATTERN.test(value) ? value.toLowerCase() : '';
  return (
    <ColorField
      label={field.label}
      hint={field.help}
      value={current}
      disabled={disabled}
      onChange={(hex) => onChange(hex, true)}
      onClear={() => onChange(undefined, false)}
    />
  );
}
