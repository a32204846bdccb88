import { BLOCK_DEFINITIONS, updateBlockProps, type BlockType } from '@plinth/contracts';
import { findBlock } from './new-block';
import type { PageEditor } from './use-page-editor';
import { elementOf } from './frame-element';

/** A block's text that is typed on the canvas itself (issue 24 §1). */
export interface InPlaceField {
  /** The block prop the text is kept in. */
  prop: string;
  /** The element of the block's render that shows it (packages/theme's basic renderers). */
  selector: string;
  /** Paragraphs (a blank line between them) and line breaks; else one line. */
  multiline: boolean;
  maxLength: number;
  /** Rich text (a Text block): typed in a Tiptap editor the canvas mounts on it (InPlaceRichText). */
  rich?: true;
}

const fieldMax = (type: BlockType, prop: string): number => {
  const field = BLOCK_DEFINITIONS[type].fields.find((each) => each.name === prop);
  return field && 'maxLength' in field && typeof field.maxLength === 'number' ? field.maxLength : 10_000;
};

/** The blocks whose text is edited in place, and where their text is in the frame. */
export const IN_PLACE_FIELDS: Partial<Record<BlockType, InPlaceField>> = {
  text: { prop: 'content', selector: '.rich-text', multiline: true, maxLength: Infinity, rich: true },
  heading: {
    prop: 'text',
    selector: '.heading-block',
    multiline: false,
    maxLength: fieldMax('heading', 'text'),
  },
  button: {
    prop: 'label',
    selector: '.button-block__link',
    multiline: false,
    maxLength: fieldMax('button', 'label'),
  },
  quote: {
    prop: 'text',
    selector: '.quote-block__text',
    multiline: true,
    maxLength: fieldMax('quote', 'text'),
  },
};

/**
 * The text an owner typed into an element on the canvas, as the block keeps it: words hidden for
 * screen readers only (a button's "opens in a new tab") left out; one line for a single-line field;
 * paragraphs separated by a blank line for a multiline one (the quote's renderer splits them again).
 */
export function readInPlaceText(element: HTMLElement, field: Pick<InPlaceField, 'multiline' | 'maxLength'>) {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.visually-hidden, [data-editor-ignore]')) hidden.remove();
  let text: string;
  if (field.multiline) {
    const paragraphs = [...copy.querySelectorAll('p')];
    const parts = paragraphs.length > 0 ? paragraphs.map(linesOf) : [linesOf(copy)];
    text = parts
      .flatMap((part) => part.split(/\n\s*\n/))
      .map((part) => part.replace(/[ \t]+\n/g, '\n').trim())
      .filter((part) => part !== '')
      .join('\n\n');
  } else {
    text = (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  }
  return text.slice(0, field.maxLength);
}

/** An element's text with its <br>s as line breaks (innerText needs layout; clones have none). */
function linesOf(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const br of copy.querySelectorAll('br')) br.replaceWith('\n');
  for (const block of copy.querySelectorAll('div')) block.prepend('\n');
  return (copy.textContent ?? '').replace(/\u00a0/g, ' ');
}

export interface InPlaceOptions {
  /** The in-place field of the block with this id, or null (another kind of block, or no such block). */
  fieldOf: (blockId: string) => InPlaceField | null;
  /** False while the owner may not edit. */
  enabled: () => boolean;
  /** The owner typed: the block's text is now `value`. */
  onInput: (blockId: string, prop: string, value: string) => void;
  /** Editing started (a block's text has the caret) or ended. */
  onEditing: (blockId: string | null) => void;
  /** Undo or Redo pressed while typing on the canvas: the page editor's history takes them. */
  onHistory: (action: 'undo' | 'redo') => void;
  /**
   * A rich text was pressed: the canvas mounts its editor on `element`, with the caret at `point` (the
   * press, in the frame's viewport). Its changes come back through `onInput` from there.
   */
  onRichStart?: (blockId: string, element: HTMLElement, point: { x: number; y: number }) => void;
}

export interface InPlaceEditing {
  /** Which block's text is being typed in, if any. */
  editing: () => string | null;
  /** Ends editing (the text keeps what was typed). */
  stop: () => void;
  /** Removes the listeners, ending any editing. */
  detach: () => void;
}

const EDITING_ATTRIBUTE = 'data-editor-editing';

/**
 * Typing on the canvas (issue 24 §1): a press on a Heading's, a Button's or a Quote's text makes that
 * text editable where it is, with the caret where the press was; each keystroke reaches the page
 * editor as the block's new text (`onInput`), so Undo, autosave and the side panel follow. Enter ends a
 * single-line text, Escape or leaving the text ends editing, and Ctrl/Cmd+Z goes to the page editor's
 * history. Must be attached before the frame's drag listener: a press that edits text is not a drag.
 */
export function attachInPlaceEditing(doc: Document, options: InPlaceOptions): InPlaceEditing {
  let current: { id: string; element: HTMLElement; field: InPlaceField } | null = null;

  function stop() {
    if (!current) return;
    const { element, field } = current;
    current = null;
    if (field.rich) {
      options.onEditing(null);
      return;
    }
    element.removeAttribute('contenteditable');
    element.removeAttribute(EDITING_ATTRIBUTE);
    element.removeAttribute('spellcheck');
    element.style.outline = '';
    element.style.cursor = '';
    options.onEditing(null);
  }

  function start(id: string, element: HTMLElement, field: InPlaceField) {
    if (current?.element === element) return;
    stop();
    current = { id, element, field };
    if (field.rich) {
      options.onEditing(id);
      return;
    }
    // Plain text: pasted formatting is dropped and Enter makes a line break, not a <div>. A browser
    // without plaintext-only (older Firefox) gets an ordinary editable; readInPlaceText copes with both.
    element.setAttribute('contenteditable', 'plaintext-only');
    if (element.isContentEditable === false) element.setAttribute('contenteditable', 'true');
    element.setAttribute(EDITING_ATTRIBUTE, '');
    element.spellcheck = true;
    element.style.outline = '1px dashed #2a55c9';
    element.style.cursor = 'text';
    options.onEditing(id);
  }

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || !options.enabled()) return;
    const target = elementOf(event.target);
    const block = target?.closest<HTMLElement>('[data-block-id]');
    const id = block?.dataset.blockId;
    if (!block || id === undefined) {
      stop();
      return;
    }
    const field = options.fieldOf(id);
    const element = field ? target?.closest<HTMLElement>(field.selector) : null;
    // Only the block's own text (not one of a block nested in it).
    if (!field || !element || element.closest('[data-block-id]') !== block) {
      if (current && !current.element.contains(target)) stop();
      return;
    }
    if (field.rich) {
      if (current?.element === element) return;
      // The rich-text editor puts the caret at the press itself, once it is mounted.
      event.preventDefault();
      start(id, element, field);
      options.onRichStart?.(id, element, { x: event.clientX, y: event.clientY });
      return;
    }
    // Editable before the press's default action, so the browser puts the caret where it landed.
    start(id, element, field);
  };

  const onInput = (event: Event) => {
    if (!current || current.field.rich || !current.element.contains(elementOf(event.target))) return;
    options.onInput(current.id, current.field.prop, readInPlaceText(current.element, current.field));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!current) return;
    const key = event.key.toLowerCase();
    if (event.key === 'Escape') {
      event.preventDefault();
      const { element } = current;
      stop();
      element.blur();
      return;
    }
    if (event.key === 'Enter' && !current.field.multiline) {
      event.preventDefault();
      const { element } = current;
      stop();
      element.blur();
      return;
    }
    const mod = event.ctrlKey !== event.metaKey && !event.altKey;
    if (mod && (key === 'z' || (key === 'y' && event.ctrlKey))) {
      // The browser's own undo would change the text behind the page editor's back.
      event.preventDefault();
      stop();
      options.onHistory(key === 'y' || event.shiftKey ? 'redo' : 'undo');
    }
  };

  const onFocusOut = (event: FocusEvent) => {
    if (!current || !current.element.contains(elementOf(event.target))) return;
    // Within the text (the rich editor's own nodes), or to the editor's window (its toolbar): still typing.
    const next = elementOf(event.relatedTarget);
    if (next && current.element.contains(next)) return;
    if (current.field.rich && next === null) {
      // Focus left the frame: for the toolbar (whose presses keep it here) nothing ends; for anything
      // else in the editor's window, the typing ends.
      const leaving = current;
      doc.defaultView?.setTimeout(() => {
        if (current === leaving && !doc.hasFocus()) stop();
      }, 0);
      return;
    }
    stop();
  };

  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('focusout', onFocusOut, true);
  return {
    editing: () => current?.id ?? null,
    stop,
    detach: () => {
      stop();
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('focusout', onFocusOut, true);
    },
  };
}

/** What the page editor gives the canvas for typing on it (PageCanvas's `inPlace`). */
export interface CanvasTyping extends Omit<InPlaceOptions, 'enabled' | 'onRichStart'> {
  /** A block's prop as the editor has it now (a Text block's rich text, to start its editor with). */
  valueOf: (blockId: string, prop: string) => string;
}

/**
 * Typing on the canvas wired to the page editor: the block's text goes through `edit` with one undo
 * step per burst (the side panel's coalescing key), Undo and Redo to its history; `run` shows a refusal.
 */
export function canvasTyping(
  editor: Pick<PageEditor, 'document' | 'edit' | 'undo' | 'redo'>,
  run: (message: string | null) => void,
  onEditing: (blockId: string | null) => void,
): CanvasTyping {
  return {
    valueOf: (id, prop) => {
      const value = findBlock(editor.document, id)?.props[prop];
      return typeof value === 'string' ? value : '';
    },
    fieldOf: (id) => {
      const block = findBlock(editor.document, id);
      return block ? (IN_PLACE_FIELDS[block.type] ?? null) : null;
    },
    onInput: (id, prop, value) =>
      run(editor.edit((document) => updateBlockProps(document, id, { [prop]: value }), `${id}.${prop}`)),
    onEditing,
    onHistory: (action) => (action === 'undo' ? editor.undo() : editor.redo()),
  };
}
