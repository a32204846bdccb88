import { MESSAGES } from '@plinth/commerce';
import type { StorePreferences } from '@plinth/contracts';
import { useEffect, useId, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { closeModalDialog, showModalDialog } from '../browser/modal-dialog.client';
import { lockBodyScroll } from '../browser/scroll-lock.client';
import { listenForQuickViewClicks } from './quick-view-trigger.client';
import { QuickViewProduct } from './QuickViewProduct';
import { QuickViewFailure, QuickViewLoading } from './QuickViewStatus';
import { useBackdropClose } from './use-backdrop-close';
import { useQuickView } from './use-quick-view';

export interface QuickViewProps {
  settings: StorePreferences;
  crumb: string;
}

/**
 * One modal for every Quick View button on a list page. The server renders it closed and empty; once
 * hydrated, a click on any card's button opens it and loads that product page's JSON.
 */
export function QuickView({ settings, crumb }: QuickViewProps) {
  const { state, open, retry, close } = useQuickView();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const isOpen = state.status !== 'closed';

  useEffect(
    () =>
      listenForQuickViewClicks((request, button) => {
        triggerRef.current = button;
        open(request);
      }),
    [open],
  );

  // The dialog element is driven from state; focus goes in on open and back to the card's button on close.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen) {
      showModalDialog(dialog);
      closeButtonRef.current?.focus();
      return;
    }
    closeModalDialog(dialog);
    triggerRef.current?.focus();
    triggerRef.current = null;
  }, [isOpen]);

  useEffect(() => (isOpen ? lockBodyScroll() : undefined), [isOpen]);

  useBackdropClose(dialogRef, close);

  function closeOnEscape(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  }

  // Escape in browsers that route it through the cancel event (and the Android back gesture).
  function cancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    close();
  }

  function retryLoad() {
    // The Retry button is about to be replaced by the spinner; keep focus inside the dialog.
    closeButtonRef.current?.focus();
    retry();
  }

  const loaded = state.status === 'loaded';
  return (
    <dialog
      ref={dialogRef}
      className={`plinth-quick-view is-${state.status}`}
      aria-labelledby={loaded ? titleId : undefined}
      aria-label={isOpen && !loaded ? state.request.label : undefined}
      aria-busy={state.status === 'loading' || undefined}
      onKeyDown={closeOnEscape}
      onCancel={cancel}
      onClose={close}
    >
      {isOpen ? (
        <>
          <button
            ref={closeButtonRef}
            type="button"
            className="plinth-quick-view__close"
            aria-label={MESSAGES.close}
            onClick={close}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <div className="plinth-quick-view__panel">
            {state.status === 'loaded' ? (
              <QuickViewProduct
                product={state.item.product}
                additionalFieldsForm={state.item.additionalFieldsForm}
                settings={settings}
                crumb={crumb}
                titleId={titleId}
              />
            ) : state.status === 'failed' ? (
              <QuickViewFailure onRetry={retryLoad} />
            ) : (
              <QuickViewLoading />
            )}
          </div>
        </>
      ) : null}
    </dialog>
  );
}
