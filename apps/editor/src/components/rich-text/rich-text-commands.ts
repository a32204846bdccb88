import type { HeadingLevel, TextAlign } from '@plinth/contracts';
import type { Editor } from '@tiptap/react';

/**
 * The toolbar's commands, each one a label, its keyboard shortcut (Tiptap's own keys; `Mod` is Ctrl,
 * or ⌘ on a Mac), whether it is on where the selection is, and what it does. Pure over the editor,
 * so a test can run every one and check the document against contracts' schema.
 */
export interface RichTextCommand {
  id: string;
  label: string;
  group: 'block' | 'mark' | 'list' | 'link' | 'align' | 'history';
  shortcut?: string;
  /** Whether the button reads as pressed (aria-pressed); absent for actions (undo, remove link). */
  isActive?: (editor: Editor) => boolean;
  isEnabled: (editor: Editor) => boolean;
  run: (editor: Editor) => boolean;
}

const always = () => true;

const headings = (levels: readonly HeadingLevel[]): RichTextCommand[] =>
  levels.map((level) => ({
    id: `heading${level}`,
    label: `Heading ${level}`,
    group: 'block',
    shortcut: `Mod-Alt-${level}`,
    isActive: (editor) => editor.isActive('heading', { level }),
    isEnabled: always,
    run: (editor) => editor.chain().setHeading({ level }).run(),
  }));

const ALIGN_LABELS: Record<TextAlign, { label: string; key: string }> = {
  left: { label: 'Align left', key: 'L' },
  center: { label: 'Align centre', key: 'E' },
  right: { label: 'Align right', key: 'R' },
  justify: { label: 'Justify', key: 'J' },
};

function alignment(align: TextAlign): RichTextCommand {
  return {
    id: `align-${align}`,
    label: ALIGN_LABELS[align].label,
    group: 'align',
    shortcut: `Mod-Shift-${ALIGN_LABELS[align].key}`,
    // Left is no alignment at all: stored documents then need no attribute.
    isActive: (editor) =>
      align === 'left'
        ? !(['center', 'right', 'justify'] as const).some((other) => editor.isActive({ textAlign: other }))
        : editor.isActive({ textAlign: align }),
    isEnabled: always,
    run: (editor) =>
      align === 'left' ? editor.chain().unsetTextAlign().run() : editor.chain().setTextAlign(align).run(),
  };
}

export function richTextCommands(levels: readonly HeadingLevel[]): RichTextCommand[] {
  return [
    {
      id: 'paragraph',
      label: 'Paragraph',
      group: 'block',
      shortcut: 'Mod-Alt-0',
      isActive: (editor) => editor.isActive('paragraph'),
      isEnabled: always,
      run: (editor) => editor.chain().setParagraph().run(),
    },
    ...headings(levels),
    {
      id: 'bold',
      label: 'Bold',
      group: 'mark',
      shortcut: 'Mod-B',
      isActive: (editor) => editor.isActive('bold'),
      isEnabled: always,
      run: (editor) => editor.chain().toggleBold().run(),
    },
    {
      id: 'italic',
      label: 'Italic',
      group: 'mark',
      shortcut: 'Mod-I',
      isActive: (editor) => editor.isActive('italic'),
      isEnabled: always,
      run: (editor) => editor.chain().toggleItalic().run(),
    },
    {
      id: 'underline',
      label: 'Underline',
      group: 'mark',
      shortcut: 'Mod-U',
      isActive: (editor) => editor.isActive('underline'),
      isEnabled: always,
      run: (editor) => editor.chain().toggleUnderline().run(),
    },
    {
      id: 'strike',
      label: 'Strikethrough',
      group: 'mark',
      shortcut: 'Mod-Shift-S',
      isActive: (editor) => editor.isActive('strike'),
      isEnabled: always,
      run: (editor) => editor.chain().toggleStrike().run(),
    },
    {
      id: 'bulletList',
      label: 'Bulleted list',
      group: 'list',
      shortcut: 'Mod-Shift-8',
      isActive: (editor) => editor.isActive('bulletList'),
      isEnabled: always,
      run: (editor) => editor.chain().toggleBulletList().run(),
    },
    {
      id: 'orderedList',
      label: 'Numbered list',
      group: 'list',
      shortcut: 'Mod-Shift-7',
      isActive: (editor) => editor.isActive('orderedList'),
      isEnabled: always,
      run: (editor) => editor.chain().toggleOrderedList().run(),
    },
    {
      id: 'blockquote',
      label: 'Quote',
      group: 'list',
      shortcut: 'Mod-Shift-B',
      isActive: (editor) => editor.isActive('blockquote'),
      isEnabled: always,
      run: (editor) => editor.chain().toggleBlockquote().run(),
    },
    {
      id: 'link',
      label: 'Link',
      group: 'link',
      shortcut: 'Mod-K',
      isActive: (editor) => editor.isActive('link'),
      isEnabled: always,
      // The toolbar opens the link dialog instead; see setRichTextLink.
      run: () => true,
    },
    {
      id: 'unlink',
      label: 'Remove link',
      group: 'link',
      isEnabled: (editor) => editor.isActive('link'),
      run: (editor) => editor.chain().extendMarkRange('link').unsetLink().run(),
    },
    ...(['left', 'center', 'right', 'justify'] as const).map(alignment),
    {
      id: 'undo',
      // Not plain "Undo": the page editor's own Undo is on the same screen. And no "text" in the
      // name: fields are labelled Text or Content, and a label must find the text alone.
      label: 'Undo in field',
      group: 'history',
      shortcut: 'Mod-Z',
      isEnabled: (editor) => editor.can().undo(),
      run: (editor) => editor.chain().undo().run(),
    },
    {
      id: 'redo',
      label: 'Redo in field',
      group: 'history',
      shortcut: 'Mod-Shift-Z',
      isEnabled: (editor) => editor.can().redo(),
      run: (editor) => editor.chain().redo().run(),
    },
  ];
}

export interface LinkMarkInput {
  href: string;
  newWindow: boolean;
  /** The words to link when nothing is selected. */
  text?: string;
}

/**
 * Links the selection (or the whole link the cursor is in) to `href`; with nothing selected and
 * `text` given, inserts the text already linked.
 */
export function setRichTextLink(editor: Editor, input: LinkMarkInput): boolean {
  const attrs = { href: input.href, target: input.newWindow ? '_blank' : null };
  const { empty } = editor.state.selection;
  if (empty && !editor.isActive('link')) {
    const text = input.text?.trim() ?? '';
    if (text === '') return false;
    return editor
      .chain()
      .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs }] })
      .unsetMark('link')
      .run();
  }
  return editor.chain().extendMarkRange('link').setLink(attrs).run();
}

/** "Mod-Shift-Z" as the owner's keyboard writes it: "Ctrl+Shift+Z", or "⌘⇧Z" on a Mac. */
export function shortcutLabel(shortcut: string, mac: boolean): string {
  const parts = shortcut.split('-');
  if (!mac) return parts.map((part) => (part === 'Mod' ? 'Ctrl' : part)).join('+');
  const symbols: Record<string, string> = { Mod: '⌘', Shift: '⇧', Alt: '⌥' };
  return parts.map((part) => symbols[part] ?? part).join('');
}
