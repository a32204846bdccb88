import { MESSAGES } from '@plinth/commerce';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  /** Escape or the close button; absent when the dialog must be answered with one of its buttons. */
  onClose?: () => void;
  /** The element to focus on open; else the first field or button in the body, then in the footer. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** alertdialog for questions that interrupt (unsaved changes, delete). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * A modal on the native <dialog>: the browser keeps focus inside and makes the page behind inert. On
 * open the first field (or `initialFocus`) gets focus; on close focus returns to what had it before.
 */
export function Dialog({ open, title, onClose, initialFocus, role, children, footer, wide }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    // The body before the header: landing on Close would make the owner tab past it to begin.
    const target =
      initialFocus?.current ??
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog.querySelector<HTMLElement>(`.dialog__footer :is(${FOCUSABLE})`) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={wide ? 'dialog dialog--wide' : 'dialog'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {onClose ? (
          <button type="button" className="icon-button" aria-label={MESSAGES.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div ref={bodyRef} id={bodyId} className="dialog__body">
        {children}
      </div>
      {footer ? <div className="dialog__footer">{footer}</div> : null}
    </dialog>
  );
}
