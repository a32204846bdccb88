import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}

/** A card of a form with its own heading, so long forms read (and navigate by heading) in parts. */
export function FormSection({ title, description, children, actions }: FormSectionProps) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <div className="card__header">
        <div>
          <h2 id={id} className="card__title">
            {title}
          </h2>
          {description ? <p className="card__description">{description}</p> : null}
        </div>
        {actions ? <div className="card__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
