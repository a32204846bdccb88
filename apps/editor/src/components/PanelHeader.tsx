import type { ReactNode } from 'react';

interface PanelHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The heading at the top of a panel; the shell moves focus to it after navigation. */
export function PanelHeader({ title, description, actions }: PanelHeaderProps) {
  return (
    <header className="panel-header">
      <div>
        <h1 className="panel-header__title" tabIndex={-1} data-panel-heading>
          {title}
        </h1>
        {description ? <p className="panel-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="panel-header__actions">{actions}</div> : null}
    </header>
  );
}
