// @vitest-environment jsdom
import { HEADING_LEVELS } from '@plinth/contracts';
import { richTextDocSchema } from '@plinth/contracts/schemas';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanRichText } from './rich-text-doc';
import { richTextCommands, setRichTextLink, shortcutLabel } from './rich-text-commands';
import { richTextExtensions } from './rich-text-extensions';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function start(html: string): Editor {
  editor = new Editor({ extensions: richTextExtensions(), content: html, injectCSS: false });
  return editor;
}

/** The document as the field saves it, checked against the contracts schema. */
function saved(ed: Editor) {
  const doc = cleanRichText(ed.getJSON());
  const parsed = richTextDocSchema.safeParse(doc);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return doc;
}

const COMMANDS = richTextCommands(HEADING_LEVELS);

describe('the rich-text toolbar commands', () => {
  const RICH =
    '<h2>Linen</h2><p>See <a href="page:about">our story</a> and <b>more</b></p>' +
    '<ul><li><p>One</p></li></ul><blockquote><p>Quoted</p></blockquote>';

  test.each(COMMANDS.map((command) => [command.id, command] as const))(
    '%s keeps the document inside the contracts schema, on a word, across blocks and run twice',
    (_, command) => {
      const ed = start(RICH);
      // Undo and redo need something to undo: a change first, then an undo for redo.
      ed.commands.setTextSelection({ from: 1, to: 4 });
      ed.commands.toggleItalic();
      if (command.id === 'redo') ed.commands.undo();
      const before = JSON.stringify(saved(ed));
      // From inside the heading into the paragraph's link.
      ed.commands.setTextSelection({ from: 2, to: 14 });
      command.run(ed);
      const after = saved(ed);
      // Link opens a dialog; left alignment is what the text has already.
      if (command.id !== 'link' && command.id !== 'align-left')
        expect(JSON.stringify(after)).not.toBe(before);
      ed.commands.selectAll();
      command.run(ed);
      saved(ed);
      command.run(ed);
      saved(ed);
    },
  );

  test('each command does what its label says', () => {
    const ed = start('<p>Linen shirts</p>');
    const byId = (id: string) => COMMANDS.find((command) => command.id === id)!;
    ed.commands.setTextSelection({ from: 1, to: 6 });
    for (const id of ['bold', 'italic', 'underline', 'strike']) byId(id).run(ed);
    expect(saved(ed).content[0]).toEqual({
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'Linen',
          marks: [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }, { type: 'strike' }],
        },
        { type: 'text', text: ' shirts' },
      ],
    });
    byId('heading3').run(ed);
    expect(byId('heading3').isActive?.(ed)).toBe(true);
    byId('align-center').run(ed);
    expect(saved(ed).content[0]).toMatchObject({ type: 'heading', attrs: { level: 3, textAlign: 'center' } });
    byId('align-left').run(ed);
    expect(byId('align-left').isActive?.(ed)).toBe(true);
    expect(saved(ed).content[0]).toMatchObject({ type: 'heading', attrs: { level: 3 } });
    byId('paragraph').run(ed);
    byId('orderedList').run(ed);
    expect(saved(ed).content[0]?.type).toBe('orderedList');
    byId('bulletList').run(ed);
    expect(saved(ed).content[0]?.type).toBe('bulletList');
    byId('bulletList').run(ed);
    byId('blockquote').run(ed);
    expect(saved(ed).content[0]?.type).toBe('blockquote');
    expect(byId('undo').isEnabled(ed)).toBe(true);
    byId('undo').run(ed);
    expect(saved(ed).content[0]?.type).toBe('paragraph');
    byId('redo').run(ed);
    expect(saved(ed).content[0]?.type).toBe('blockquote');
  });

  test('links store the link-prop href and open-in-new-window target, and can be removed', () => {
    const ed = start('<p>See our story</p>');
    ed.commands.setTextSelection({ from: 9, to: 14 });
    expect(setRichTextLink(ed, { href: 'page:about-1', newWindow: true })).toBe(true);
    expect(saved(ed).content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'See our ' },
        {
          type: 'text',
          text: 'story',
          marks: [{ type: 'link', attrs: { href: 'page:about-1', target: '_blank' } }],
        },
      ],
    });
    // The cursor inside the link edits the whole link.
    ed.commands.setTextSelection(11);
    setRichTextLink(ed, { href: 'mailto:hi@example.com', newWindow: false });
    expect(JSON.stringify(saved(ed))).toContain('"href":"mailto:hi@example.com"}');
    const unlink = COMMANDS.find((command) => command.id === 'unlink')!;
    expect(unlink.isEnabled(ed)).toBe(true);
    unlink.run(ed);
    expect(saved(ed).content[0]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'See our story' }],
    });
  });

  test('with nothing selected a link inserts its text; without text nothing happens', () => {
    const ed = start('<p>Visit us</p>');
    ed.commands.setTextSelection(9);
    expect(setRichTextLink(ed, { href: 'https://example.com', newWindow: false })).toBe(false);
    expect(setRichTextLink(ed, { href: 'https://example.com', newWindow: false, text: ' our shop' })).toBe(
      true,
    );
    expect(saved(ed).content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Visit us' },
        { type: 'text', text: 'our shop', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
      ],
    });
  });

  test('a link the rules refuse is not set', () => {
    const ed = start('<p>Click</p>');
    ed.commands.setTextSelection({ from: 1, to: 6 });
    setRichTextLink(ed, { href: 'javascript:alert(1)', newWindow: false });
    expect(JSON.stringify(saved(ed))).not.toContain('javascript');
  });

  test('shortcuts read as the keyboard writes them', () => {
    expect(shortcutLabel('Mod-Shift-Z', false)).toBe('Ctrl+Shift+Z');
    expect(shortcutLabel('Mod-Shift-Z', true)).toBe('⌘⇧Z');
    expect(shortcutLabel('Mod-Alt-2', true)).toBe('⌘⌥2');
  });
});
