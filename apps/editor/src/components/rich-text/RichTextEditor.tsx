import {
  HEADING_LEVELS,
  serializeRichText,
  type HeadingLevel,
  type LinkProp,
  type LinkType,
  type SitePageSummary,
} from '@plinth/contracts';
import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor, type Editor, type JSONContent } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { linkPropFromHref, storedHref } from './link-href';
import { richTextCommands, setRichTextLink, type RichTextCommand } from './rich-text-commands';
import { cleanRichText, richTextFromProp } from './rich-text-doc';
import { RICH_TEXT_EVENTS, richTextExtensions } from './rich-text-extensions';
import { RichTextLinkDialog, type LinkDialogState } from './RichTextLinkDialog';
import { RichTextToolbar } from './RichTextToolbar';

export interface RichTextEditorProps {
  /** The field's name: its visible label, and the name of the text and of its toolbar. */
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /**
   * `json`: a rich-text prop (contracts' rich-text.ts, serialised); `html`: HTML as the product
   * description stores it (the server sanitises it on save).
   */
  format: 'json' | 'html';
  value: string;
  /** `typing` is false for toolbar commands and links, so each of them is its own undo step outside. */
  onChange: (value: string, typing: boolean) => void;
  /** The site's pages, for links to a page. */
  pages: readonly SitePageSummary[];
  headingLevels?: readonly HeadingLevel[];
  linkTypes?: readonly LinkType[];
  disabled?: boolean;
  /**
   * A new block's starter words ("Write your text here."): while the text is exactly them, entering
   * the text selects it all, so what the owner types replaces them.
   */
  starter?: string;
}

/** How many of the field's own reports it remembers while its owner catches up. */
const UNACKNOWLEDGED_MAX = 20;

function valueOf(editor: Editor, format: 'json' | 'html'): string {
  if (format === 'html') return editor.isEmpty ? '' : editor.getHTML();
  return serializeRichText(cleanRichText(editor.getJSON()));
}

/** The text's accessible name, description and state (it is a contenteditable, not a control). */
function textAttributes(
  id: string,
  labelId: string,
  describedBy: string,
  error: string | null | undefined,
): Record<string, string> {
  return {
    id,
    class: 'rich-text-editor__text',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
  };
}

function contentOf(value: string, format: 'json' | 'html') {
  return format === 'html' ? value : richTextFromProp(value);
}

/**
 * The rich-text field (Tiptap, decision 0034): a labelled formatting toolbar over the text, a link
 * dialog built on the page editor's link editor, the field's own undo (Ctrl/Cmd+Z inside it), and
 * pasted HTML cleaned to what contracts' rich-text schema allows. A new `value` from outside (the page
 * editor's Undo) replaces the text without entering the field's own history.
 */
export function RichTextEditor({
  label,
  hint,
  error,
  format,
  value,
  onChange,
  pages,
  headingLevels = HEADING_LEVELS,
  linkTypes,
  disabled,
  starter,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const textId = `${id}-text`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const toolbarRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<LinkDialogState | null>(null);
  const lastValue = useRef(value);
  // Values this field reported that the owner (the form, the page editor) has not handed back yet: while
  // it catches up, an older one of them may come back as `value` and must not be set over newer text.
  const unacknowledged = useRef<string[]>([]);
  const commandRunning = useRef(false);

  const commands = useMemo(() => richTextCommands(headingLevels), [headingLevels]);
  const starterRef = useRef(starter);
  useEffect(() => {
    starterRef.current = starter;
  }, [starter]);

  /**
   * Letters typed into the starter words with the caret inside them (not over them all) take the
   * place of them all. Typed over the whole selection, ProseMirror's own change is already right (its
   * `text` is then only what differs from the starter words, so it must not be used alone).
   */
  function replaceStarter(view: EditorView, text: string): boolean {
    const words = starterRef.current;
    const { state } = view;
    if (words === undefined || format !== 'json') return false;
    const { from, to } = state.selection;
    if (from <= 1 && to >= state.doc.content.size - 1) return false;
    if (serializeRichText(cleanRichText(state.doc.toJSON() as JSONContent)) !== words) return false;
    const paragraph = state.schema.nodes.paragraph?.create(null, state.schema.text(text));
    if (!paragraph) return false;
    const tr = state.tr.replaceWith(0, state.doc.content.size, paragraph);
    view.dispatch(tr.setSelection(TextSelection.atEnd(tr.doc)).scrollIntoView());
    return true;
  }
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  const editor = useEditor(
    {
      extensions: richTextExtensions({ headingLevels }),
      content: contentOf(value, format),
      editable: !disabled,
      injectCSS: false,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: textAttributes(textId, labelId, describedBy, error),
        handleTextInput: (view, _from, _to, text) => replaceStarter(view, text),
      },
    },
    // The editor is made once; what it reports goes through the effects below.
    [],
  );

  useEffect(() => {
    if (!editor) return;
    const report = () => {
      const next = valueOf(editor, format);
      if (next === lastValue.current) return;
      lastValue.current = next;
      // Bounded: an owner that never hands values back must not make the list grow with every key.
      unacknowledged.current = [...unacknowledged.current.slice(-(UNACKNOWLEDGED_MAX - 1)), next];
      onChange(next, !commandRunning.current);
    };
    editor.on('update', report);
    return () => {
      editor.off('update', report);
    };
  }, [editor, format, onChange]);

  useEffect(() => {
    if (!editor) return;
    const pending = unacknowledged.current;
    if (value === lastValue.current) {
      unacknowledged.current = [];
      return;
    }
    const echo = pending.indexOf(value);
    if (echo !== -1) {
      // The owner rendering an earlier report of ours, on its way to the latest: nothing to change.
      unacknowledged.current = pending.slice(echo + 1);
      return;
    }
    // A change from outside (the page editor's Undo, a reload): it replaces the text.
    unacknowledged.current = [];
    lastValue.current = value;
    editor
      .chain()
      .setMeta('addToHistory', false)
      .setContent(contentOf(value, format), { emitUpdate: false })
      .run();
  }, [editor, value, format]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // Starter words are selected on the way in (by Tab at once; by a click once the click has placed
  // its caret), so typing replaces them; handleTextInput (above) replaces them whatever the selection.
  useEffect(() => {
    const field = fieldRef.current;
    if (!editor || !field || starter === undefined) return;
    const inText = (event: Event) =>
      event.target instanceof Element && event.target.closest('.rich-text-editor__text') !== null;
    let pressed = false;
    const selectStarter = () => {
      if (!editor.isDestroyed && valueOf(editor, format) === starter) editor.commands.selectAll();
    };
    const onPointerDown = (event: Event) => {
      pressed = inText(event) && !editor.isFocused;
    };
    const onPointerUp = () => {
      if (pressed) window.setTimeout(selectStarter, 0);
      pressed = false;
    };
    const onFocusIn = (event: Event) => {
      if (inText(event) && !pressed) selectStarter();
    };
    field.addEventListener('pointerdown', onPointerDown);
    field.addEventListener('pointerup', onPointerUp);
    field.addEventListener('focusin', onFocusIn);
    return () => {
      field.removeEventListener('pointerdown', onPointerDown);
      field.removeEventListener('pointerup', onPointerUp);
      field.removeEventListener('focusin', onFocusIn);
    };
  }, [editor, starter, format]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: textAttributes(textId, labelId, describedBy, error),
      },
    });
  }, [editor, describedBy, error, textId, labelId]);

  function runCommand(run: () => void) {
    commandRunning.current = true;
    try {
      run();
    } finally {
      commandRunning.current = false;
    }
  }

  function openLink() {
    if (!editor || disabled) return;
    const inLink = editor.isActive('link');
    const attrs = editor.getAttributes('link') as { href?: string; target?: string | null };
    setDialog({
      link:
        inLink && typeof attrs.href === 'string'
          ? linkPropFromHref(attrs.href, attrs.target === '_blank', pages)
          : pages.length > 0 && (linkTypes ?? ['page']).includes('page')
            ? { type: 'page', pageId: pages[0]?.id ?? '', newWindow: false }
            : { type: 'web', url: 'https://', newWindow: false },
      editing: inLink,
      needsText: !inLink && editor.state.selection.empty,
    });
  }

  useEffect(() => {
    const dom = fieldRef.current;
    if (!dom) return;
    const onLinkKey = (event: Event) => {
      event.preventDefault();
      openLink();
    };
    const onEscape = (event: Event) => {
      const current = toolbarRef.current?.querySelector<HTMLElement>('[tabindex="0"]');
      if (!current) return;
      event.preventDefault();
      current.focus();
    };
    dom.addEventListener(RICH_TEXT_EVENTS.link, onLinkKey);
    dom.addEventListener(RICH_TEXT_EVENTS.escape, onEscape);
    return () => {
      dom.removeEventListener(RICH_TEXT_EVENTS.link, onLinkKey);
      dom.removeEventListener(RICH_TEXT_EVENTS.escape, onEscape);
    };
  });

  function onCommand(command: RichTextCommand, keyboard: boolean) {
    if (!editor) return;
    if (command.id === 'link') {
      openLink();
      return;
    }
    runCommand(() => command.run(editor));
    if (!keyboard) editor.commands.focus();
  }

  function saveLink(link: LinkProp, text: string) {
    if (!editor) return;
    const href = storedHref(link, format, pages);
    if (href === null) return;
    runCommand(() => setRichTextLink(editor, { href, newWindow: link.newWindow, text }));
    setDialog(null);
    editor.commands.focus();
  }

  return (
    <div
      ref={fieldRef}
      className={['field', 'rich-text-editor', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}
    >
      {/* Not a <label>: a label names only form controls, and the text is a contenteditable. */}
      <div id={labelId} className="field__label">
        {label}
      </div>
      <div
        className={
          disabled ? 'rich-text-editor__box rich-text-editor__box--disabled' : 'rich-text-editor__box'
        }
      >
        {editor ? (
          <RichTextToolbar
            editor={editor}
            commands={commands}
            controls={textId}
            disabled={disabled}
            onCommand={onCommand}
            toolbarRef={toolbarRef}
          />
        ) : null}
        <EditorContent editor={editor} />
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {dialog && editor ? (
        <RichTextLinkDialog
          state={dialog}
          pages={pages}
          types={linkTypes}
          storeProblem={(link) =>
            storedHref(link, format, pages) === null ? 'Choose a page from the list.' : null
          }
          onSave={saveLink}
          onRemove={() => {
            runCommand(() => editor.chain().extendMarkRange('link').unsetLink().run());
            setDialog(null);
            editor.commands.focus();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
