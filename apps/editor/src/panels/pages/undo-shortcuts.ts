/**
 * The page editor's Undo and Redo keys: Ctrl+Z / Cmd+Z undoes, with Shift it redoes (Ctrl+Y redoes
 * too, as Windows users expect). Inside a text field or rich text the field's own undo wins.
 */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

function typingIn(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
      target.type,
    );
  }
  return false;
}

export function undoShortcut(event: ShortcutKey): 'undo' | 'redo' | null {
  if (event.altKey || event.ctrlKey === event.metaKey) return null;
  if (typingIn(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}
