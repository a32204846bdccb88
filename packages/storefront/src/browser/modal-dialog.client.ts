/**
 * Opens a <dialog> as a modal. Browsers without showModal (and jsdom) get a plain open dialog; the
 * island still closes it on Escape and returns focus itself, so the behaviour stays the same.
 */
export function showModalDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

export function closeModalDialog(dialog: HTMLDialogElement): void {
  if (!dialog.open) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
