import { UPLOAD_MAX_MB } from '@plinth/contracts';
import { FilePicker } from '../../components/files/FilePicker';

interface SocialImageFieldProps {
  /** The site the page belongs to (the file browser lists the signed-in site's files). */
  siteId: string;
  fileId: string | null;
  disabled: boolean;
  /** The server's refusal of the chosen file, if any. */
  error: string | null;
  onChange: (fileId: string | null) => void;
}

/**
 * The image shared with links to the page (og:image): the chosen image and "Choose File", which opens
 * the file browser to pick one of the site's images or upload a new one; Remove image.
 */
export function SocialImageField({ fileId, disabled, error, onChange }: SocialImageFieldProps) {
  return (
    <FilePicker
      label="Social image"
      accept="image"
      fileId={fileId}
      disabled={disabled}
      error={error}
      removeLabel="Remove image"
      hint={`Shown when the page is shared on social networks and in messages. JPEG, PNG, GIF or WebP, up to ${UPLOAD_MAX_MB} MB; about 1200 × 630 pixels looks best.`}
      onChange={(file) => onChange(file?.id ?? null)}
    />
  );
}
