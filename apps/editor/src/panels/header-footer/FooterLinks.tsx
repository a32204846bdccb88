import type { FooterLink } from '@plinth/contracts';
import { Field } from '../../components/Field';

interface FooterLinksProps {
  links: FooterLink[];
  max: number;
  errors: Record<string, string>;
  onChange: (links: FooterLink[]) => void;
}

/** The footer's own links: text and address, in order. */
export function FooterLinks({ links, max, errors, onChange }: FooterLinksProps) {
  const update = (index: number, change: Partial<FooterLink>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...change } : link)));
  return (
    <fieldset className="field">
      <legend className="field__label">Footer links</legend>
      {links.length === 0 ? <p className="muted">No footer links.</p> : null}
      <ol className="footer-links">
        {links.map((link, index) => (
          <li key={index} className="footer-links__row">
            <Field label={`Link ${index + 1} text`} error={errors[`footer.links.${index}.title`]}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={link.title}
                  onChange={(event) => update(index, { title: event.target.value })}
                />
              )}
            </Field>
            <Field label={`Link ${index + 1} address`} error={errors[`footer.links.${index}.url`]}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  placeholder="/shop or https://example.com"
                  value={link.url}
                  onChange={(event) => update(index, { url: event.target.value })}
                />
              )}
            </Field>
            <button
              type="button"
              className="button button--small button--danger-outline footer-links__remove"
              onClick={() => onChange(links.filter((_, i) => i !== index))}
            >
              Remove <span className="visually-hidden">link {index + 1}</span>
            </button>
          </li>
        ))}
      </ol>
      {links.length < max ? (
        <button
          type="button"
          className="button button--small"
          onClick={() => onChange([...links, { title: '', url: '' }])}
        >
          Add footer link
        </button>
      ) : null}
    </fieldset>
  );
}
