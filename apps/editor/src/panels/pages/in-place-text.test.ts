// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { attachInPlaceEditing, IN_PLACE_FIELDS, readInPlaceText, type InPlaceOptions } from './in-place-text';

const heading = IN_PLACE_FIELDS.heading!;
const quote = IN_PLACE_FIELDS.quote!;

function html(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  return holder.firstElementChild as HTMLElement;
}

const attached: (() => void)[] = [];
afterEach(() => {
  for (const detach of attached.splice(0)) detach();
  document.body.innerHTML = '';
});

describe('readInPlaceText (issue 24 §1)', () => {
  test('a one-line text: hidden words left out, spaces and breaks collapsed', () => {
    const link = html(
      '<a class="button-block__link">Visit\n  the <br>shop<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(readInPlaceText(link, heading)).toBe('Visit the shop');
  });

  test('a multiline text: paragraphs apart by a blank line, line breaks kept, empty ones dropped', () => {
    const text = html(
      '<blockquote class="quote-block__text"><p>Made slowly.</p><p>Worn<br>for years. </p><p> </p></blockquote>',
    );
    expect(readInPlaceText(text, quote)).toBe('Made slowly.\n\nWorn\nfor years.');
  });

  test('plain text typed with Enter (no paragraphs) splits on blank lines', () => {
    const text = html('<blockquote class="quote-block__text">One\n\nTwo<div>Three</div></blockquote>');
    expect(readInPlaceText(text, quote)).toBe('One\n\nTwo\nThree');
  });

  test('cut to the field’s length', () => {
    const long = html(`<h2 class="heading-block">${'x'.repeat(heading.maxLength + 50)}</h2>`);
    expect(readInPlaceText(long, heading)).toHaveLength(heading.maxLength);
  });
});

describe('attachInPlaceEditing (issue 24 §1)', () => {
  function setUp(enabled = true) {
    document.body.innerHTML =
      '<div data-block-id="h1"><h2 class="heading-block">Your heading</h2></div>' +
      '<div data-block-id="i1"><img alt=""></div>';
    const options: InPlaceOptions = {
      fieldOf: (id) => (id === 'h1' ? heading : null),
      enabled: () => enabled,
      onInput: vi.fn(),
      onEditing: vi.fn(),
      onHistory: vi.fn(),
    };
    const editing = attachInPlaceEditing(document, options);
    attached.push(editing.detach);
    const text = document.querySelector<HTMLElement>('.heading-block')!;
    return { options, editing, text };
  }
  const press = (target: Element) =>
    target.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));

  test('a press on the text makes it editable; typing reports the new text', () => {
    const { options, editing, text } = setUp();
    press(text);
    expect(text.getAttribute('contenteditable')).toMatch(/plaintext-only|true/);
    expect(editing.editing()).toBe('h1');
    expect(options.onEditing).toHaveBeenCalledWith('h1');
    text.textContent = 'Our story';
    text.dispatchEvent(new Event('input', { bubbles: true }));
    expect(options.onInput).toHaveBeenCalledWith('h1', 'text', 'Our story');
  });

  test('Enter and Escape end a one-line text; a press elsewhere ends it too', () => {
    const { options, editing, text } = setUp();
    press(text);
    text.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(editing.editing()).toBeNull();
    expect(text.hasAttribute('contenteditable')).toBe(false);
    expect(options.onEditing).toHaveBeenLastCalledWith(null);
    press(text);
    text.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(editing.editing()).toBeNull();
    press(text);
    press(document.querySelector('img')!);
    expect(editing.editing()).toBeNull();
  });

  test('Ctrl+Z goes to the page editor’s history, not the browser’s', () => {
    const { options, text } = setUp();
    press(text);
    const undo = new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true });
    text.dispatchEvent(undo);
    expect(undo.defaultPrevented).toBe(true);
    expect(options.onHistory).toHaveBeenCalledWith('undo');
    press(text);
    text.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Z', ctrlKey: true, shiftKey: true, bubbles: true }),
    );
    expect(options.onHistory).toHaveBeenLastCalledWith('redo');
  });

  test('nothing is editable for a role that may not edit, nor for other blocks', () => {
    const { editing, text } = setUp(false);
    press(text);
    expect(editing.editing()).toBeNull();
    expect(text.hasAttribute('contenteditable')).toBe(false);
    editing.detach();
    const other = setUp();
    press(document.querySelector('img')!);
    expect(other.editing.editing()).toBeNull();
  });
});
