import type { ReactNode } from 'react';

/** The ids one field's elements share: its (first) control, its error and its description. */
export interface FieldIds {
  control: string;
  error: string;
  description: string;
}

export function fieldIds(base: string): FieldIds {
  return { control: base, error: `${base}-error`, description: `${base}-description` };
}

/** An aria-describedby value from the ids that are there; undefined when none is. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

/** What every control of a field carries: invalid while it has an error, described by error and description. */
export function controlAria(
  ids: FieldIds,
  error: string | undefined,
  hasDescription: boolean,
  extra?: string,
) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && ids.error, hasDescription && ids.description, extra),
  } as const;
}

export function RequiredMark({ required }: { required: boolean }) {
  // Announced through aria-required on the controls; the star is for the eye.
  return required ? (
    <span className="form-field__required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

interface FieldFrameProps {
  type: string;
  ids: FieldIds;
  error: string | undefined;
  description: string;
  /** The title: a <label> for one control, a <legend> for a group (then `group` is true). */
  title: ReactNode;
  group: boolean;
  children: ReactNode;
}

/**
 * One field: its error above its title (seed 000 section 5), the title, the description, the controls.
 * A group of controls is a fieldset whose legend is the title; the error stays outside it, tied to each
 * control by aria-describedby.
 */
export function FieldFrame({ type, ids, error, description, title, group, children }: FieldFrameProps) {
  const descriptionElement = description ? (
    <p className="form-field__description" id={ids.description}>
      {description}
    </p>
  ) : null;
  return (
    <div className={`form-field form-field--${type}${error ? ' is-invalid' : ''}`}>
      {error ? (
        <p className="form-field__error" id={ids.error}>
          {error}
        </p>
      ) : null}
      {group ? (
        <fieldset className="form-field__group">
          <legend className="form-field__title">{title}</legend>
          {descriptionElement}
          {children}
        </fieldset>
      ) : (
        <>
          {title}
          {descriptionElement}
          {children}
        </>
      )}
    </div>
  );
}
