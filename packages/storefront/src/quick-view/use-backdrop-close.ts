import { useEffect, type RefObject } from 'react';

/**
 * Closes a modal dialog on a click on its backdrop, which lands on the dialog element itself when its
 * content fills it. The press must start there too, so selecting text inside and releasing outside does
 * not close it. Keyboard users have Escape and the close button.
 */
export function useBackdropClose(dialogRef: RefObject<HTMLDialogElement | null>, close: () => void): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let pressedBackdrop = false;
    const onMouseDown = (event: MouseEvent) => {
      pressedBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (pressedBackdrop && event.target === dialog) close();
      pressedBackdrop = false;
    };
    dialog.addEventListener('mousedown', onMouseDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('mousedown', onMouseDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [dialogRef, close]);
}
