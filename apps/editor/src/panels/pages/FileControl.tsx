import type { BlockField, PropValue } from '@plinth/contracts';
import { FilePicker } from '../../components/files/FilePicker';

interface FileControlProps {
  field: Extract<BlockField, { kind: 'file' }>;
  value: PropValue | undefined;
  disabled?: boolean;
  onChange: (value: PropValue | undefined, typing: boolean) => void;
}

/** A block's file field (image, gallery image, video, poster, sound): the file browser's Choose File. */
export function FileControl({ field, value, disabled, onChange }: FileControlProps) {
  return (
    <FilePicker
      label={field.label}
      accept={field.accept}
      fileId={typeof value === 'string' && value !== '' ? value : null}
      disabled={disabled}
      hint={field.help}
      onChange={(file) => onChange(file?.id ?? '', false)}
    />
  );
}
