// @vitest-environment jsdom
import { parseRichTextJson, type SitePageSummary } from '@plinth/contracts';
import { richTextDocSchema } from '@plinth/contracts/schemas';
import type { Editor } from '@tiptap/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

/**
 * jsdom has no layout: ProseMirror asks for rectangles when it scrolls the selection into view and
 * reads the point under the pointer. These shims answer with empty boxes.
 */
beforeAll(() => {
  const emptyRect = () => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  });
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = emptyRect;
  Range.prototype.getClientRects = rects;
  Element.prototype.getClientRects = rects;
  document.elementFromPoint = () => null;
  // jsdom's <dialog> has no showModal; Dialog falls back to the open attribute.
});

afterEach(cleanup);

const PAGES = [
  { id: 'about1', title: 'About us', url: '/about-us' },
  { id: 'shop1', title: 'Shop', url: '/shop' },
] as unknown as SitePageSummary[];

const DOC = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'We make linen shirts' }] }],
});

function editorOf(): Editor {
  const dom: HTMLElement & { editor?: Editor } = screen.getByRole('textbox', { name: 'Text' });
  if (!dom.editor) throw new Error('no editor on the text');
  return dom.editor;
}

function setup(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const onChange = vi.fn<(value: string, typing: boolean) => void>();
  const view = render(
    <RichTextEditor label="Text" format="json" value={DOC} pages={PAGES} onChange={onChange} {...props} />,
  );
  return { onChange, view };
}

/** The last value saved, parsed and checked against the contracts schema. */
function lastDoc(onChange: ReturnType<typeof setup>['onChange']) {
  const value = onChange.mock.lastCall?.[0];
  const parsed = richTextDocSchema.safeParse(parseRichTextJson(value ?? ''));
  if (!parsed.success) throw new Error(`not schema-valid: ${value}`);
  return parsed.data;
}

describe('the rich-text field', () => {
  test('names the text and its toolbar, and every button has a name, a shortcut title and a state', () => {
    setup();
    const text = screen.getByRole('textbox', { name: 'Text' });
    expect(text.getAttribute('aria-multiline')).toBe('true');
    expect(text.textContent).toBe('We make linen shirts');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Paragraph',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Remove link',
      'Align left',
      'Align centre',
      'Align right',
      'Justify',
      'Undo in field',
      'Redo in field',
    ]);
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('title')).toBe('Bold (Ctrl+B)');
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    expect(within(toolbar).getByRole('button', { name: 'Paragraph' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(toolbar).getByRole('button', { name: 'Undo in field' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  test('the toolbar is one tab stop; arrows, Home and End move along it', () => {
    setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons.at(-1));
    fireEvent.keyDown(buttons.at(-1)!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
  });

  test('Bold on a selected word saves schema-valid JSON as its own step, and the button reads pressed', async () => {
    const { onChange } = setup();
    const editor = editorOf();
    act(() => {
      editor.commands.setTextSelection({ from: 9, to: 14 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.lastCall?.[1]).toBe(false);
    expect(lastDoc(onChange).content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'We make ' },
        { type: 'text', text: 'linen', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' shirts' },
      ],
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(lastDoc(onChange).content[0]).toMatchObject({ type: 'heading', attrs: { level: 2 } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo in field' }));
    expect(lastDoc(onChange).content[0]?.type).toBe('paragraph');
  });

  test('typed text reaches the page editor as typing', () => {
    const { onChange } = setup();
    act(() => {
      editorOf().commands.insertContentAt(1, 'Since 1998, ');
    });
    expect(onChange.mock.lastCall?.[1]).toBe(true);
    expect(JSON.stringify(lastDoc(onChange))).toContain('Since 1998, We make linen shirts');
  });

  test('the link dialog links the selection to a page with its page:{id} href', async () => {
    const { onChange } = setup();
    act(() => {
      editorOf().commands.setTextSelection({ from: 9, to: 14 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    expect(within(dialog).queryByLabelText('Text to show')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Page'), { target: { value: 'shop1' } });
    fireEvent.click(within(dialog).getByLabelText('Open in New Window'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastDoc(onChange).content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'We make ' },
        {
          type: 'text',
          text: 'linen',
          marks: [{ type: 'link', attrs: { href: 'page:shop1', target: '_blank' } }],
        },
        { type: 'text', text: ' shirts' },
      ],
    });

    // On the link again: Edit link opens with it, and Remove link takes it off.
    act(() => {
      editorOf().commands.setTextSelection(11);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit link' });
    expect(within(edit).getByLabelText<HTMLSelectElement>('Page').value).toBe('shop1');
    expect(within(edit).getByLabelText<HTMLInputElement>('Open in New Window').checked).toBe(true);
    fireEvent.click(within(edit).getByRole('button', { name: 'Remove link' }));
    expect(JSON.stringify(lastDoc(onChange))).not.toContain('link');
  });

  test('a web address the rules refuse shows seed 001’s message and is not set', async () => {
    const { onChange } = setup();
    act(() => {
      editorOf().commands.setTextSelection({ from: 9, to: 14 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    fireEvent.change(within(dialog).getByLabelText('Link to'), { target: { value: 'web' } });
    fireEvent.change(within(dialog).getByLabelText('Web Address'), {
      target: { value: 'javascript:alert(1)' },
    });
    expect(within(dialog).getByText('Links must be formatted as https://example.com or /page')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(screen.getByRole('dialog', { name: 'Add link' })).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  test('with nothing selected the dialog asks for the words and inserts them linked', async () => {
    const { onChange } = setup();
    act(() => {
      editorOf().commands.setTextSelection(21);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    fireEvent.change(within(dialog).getByLabelText('Link to'), { target: { value: 'email' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'hi@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'A shirt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(within(dialog).getByText('Enter the words to link.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Text to show'), { target: { value: ' by email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(lastDoc(onChange).content[0]?.content?.at(-1)).toEqual({
      type: 'text',
      text: 'by email',
      marks: [{ type: 'link', attrs: { href: 'mailto:hi@example.com?subject=A%20shirt' } }],
    });
  });

  test('Ctrl+K in the text opens the link dialog; Escape leaves the text for the toolbar', async () => {
    setup();
    const text = screen.getByRole('textbox', { name: 'Text' });
    act(() => {
      editorOf().commands.setTextSelection({ from: 1, to: 3 });
    });
    fireEvent.keyDown(text, { key: 'k', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(text, { key: 'Escape' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Paragraph');
  });

  test('a new value from outside (the page editor’s Undo) replaces the text without an onChange', () => {
    const { onChange, view } = setup();
    const older = JSON.stringify({
      type: 'doc',
      content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Our workshop' }] }],
    });
    view.rerender(
      <RichTextEditor label="Text" format="json" value={older} pages={PAGES} onChange={onChange} />,
    );
    expect(screen.getByRole('textbox', { name: 'Text' }).querySelector('h1')?.textContent).toBe(
      'Our workshop',
    );
    expect(onChange).not.toHaveBeenCalled();
    // Not an undo step of the field's own.
    expect(editorOf().can().undo()).toBe(false);
  });

  test('an owner catching up with older reports of the field never sets them over newer text', () => {
    const { onChange, view } = setup();
    const at = (value: string) =>
      view.rerender(
        <RichTextEditor label="Text" format="json" value={value} pages={PAGES} onChange={onChange} />,
      );
    const editor = editorOf();
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' by hand');
    });
    const first = onChange.mock.lastCall?.[0] ?? '';
    act(() => {
      editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' in Porto');
    });
    const second = onChange.mock.lastCall?.[0] ?? '';
    expect(second).not.toBe(first);
    const caret = editor.state.selection.from;
    // The form renders the first report after the second was made: the field keeps the newer text
    // and the caret where it was.
    at(first);
    expect(editor.getText()).toBe('We make linen shirts by hand in Porto');
    expect(editor.state.selection.from).toBe(caret);
    at(second);
    expect(editor.getText()).toBe('We make linen shirts by hand in Porto');
    // Once caught up, an earlier value is a change from outside (the page editor's Undo): applied.
    at(first);
    expect(editor.getText()).toBe('We make linen shirts by hand');
  });

  test('HTML mode (the product description): headings 2-4, page links as their address, HTML out', async () => {
    const onChange = vi.fn<(value: string, typing: boolean) => void>();
    render(
      <RichTextEditor
        label="Text"
        format="html"
        value="<p>Soft <b>linen</b></p><ul><li>Cold wash</li></ul>"
        pages={PAGES}
        headingLevels={[2, 3, 4]}
        linkTypes={['page', 'web', 'email', 'phone']}
        onChange={onChange}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Heading 1' })).toBeNull();
    act(() => {
      editorOf().commands.setTextSelection({ from: 1, to: 5 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    const types = within(within(dialog).getByLabelText('Link to')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual([
      'Page',
      'Shop, category or product',
      'Web Address',
      'Email',
      'Phone',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(onChange.mock.lastCall?.[0]).toBe(
      '<p><a href="/about-us">Soft</a> <strong>linen</strong></p><ul><li><p>Cold wash</p></li></ul>',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Heading 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Align centre' }));
    expect(onChange.mock.lastCall?.[0]).toMatch(
      /^<h3 class="rich-text-align-center"><a href="\/about-us">Soft<\/a>/,
    );
  });
});
