import type { ReactNode } from 'react';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
}

/** A message box; errors are announced at once (role=alert), the rest politely (role=status). */
export function Alert({ tone, title, children }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <h3 className="alert__title">{title}</h3> : null}
      <div className="alert__body">{children}</div>
    </div>
  );
}
