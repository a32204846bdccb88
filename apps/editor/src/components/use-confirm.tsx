import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Dialog } from './Dialog';
import { EDITOR_MESSAGES } from '../messages';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that answers no; "Cancel" unless that would read like the action ("Cancel order"). */
  cancelLabel?: string;
  /** Red confirm button for actions that destroy something. */
  danger?: boolean;
}

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

/**
 * The confirm modal of seed 001 section 4: `confirm()` resolves true on confirm and false on cancel.
 * Render `dialog` somewhere in the component.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );

  function answer(confirmed: boolean) {
    pending?.resolve(confirmed);
    setPending(null);
  }

  const dialog = pending ? (
    <Dialog
      open
      role="alertdialog"
      title={pending.title}
      onClose={() => answer(false)}
      initialFocus={cancelRef}
      footer={
        <>
          <button type="button" className="button" ref={cancelRef} onClick={() => answer(false)}>
            {pending.cancelLabel ?? EDITOR_MESSAGES.cancel}
          </button>
          <button
            type="button"
            className={pending.danger ? 'button button--danger' : 'button button--primary'}
            onClick={() => answer(true)}
          >
            {pending.confirmLabel}
          </button>
        </>
      }
    >
      <p>{pending.message}</p>
    </Dialog>
  ) : null;

  return { confirm, dialog };
}
