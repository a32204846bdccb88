import { Field } from '../../components/Field';
import type { ImageDraft } from './product-form';

interface ImageRowProps {
  image: ImageDraft;
  index: number;
  count: number;
  error?: string;
  onAlt: (alt: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One image: thumbnail, alt text, move up or down, remove. */
export function ImageRow({ image, index, count, error, onAlt, onMove, onRemove }: ImageRowProps) {
  const position = `image ${index + 1}`;
  return (
    <li className="image-row">
      <img className="image-row__thumb" src={image.url} alt="" width={72} height={72} />
      <Field
        label={index === 0 ? 'Alt text (main image)' : 'Alt text'}
        error={error}
        hint="Describe the picture for people who cannot see it."
        className="image-row__alt"
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={image.alt}
            onChange={(event) => onAlt(event.target.value)}
          />
        )}
      </Field>
      <div className="image-row__actions">
        <button
          type="button"
          className="button button--small"
          onClick={() => onMove(index - 1)}
          disabled={index === 0}
          aria-label={`Move ${position} up`}
        >
          ↑
        </button>
        <button
          type="button"
          className="button button--small"
          onClick={() => onMove(index + 1)}
          disabled={index === count - 1}
          aria-label={`Move ${position} down`}
        >
          ↓
        </button>
        <button type="button" className="button button--small button--danger-outline" onClick={onRemove}>
          Remove <span className="visually-hidden">{position}</span>
        </button>
      </div>
    </li>
  );
}
