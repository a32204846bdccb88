// @vitest-environment jsdom
import {
  emptyPageDocument,
  insertBlock,
  removeBlock,
  updateBlockProps,
  type PageBlock,
  type PageDocument,
} from '@plinth/contracts';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { undoShortcut, type ShortcutKey } from './undo-shortcuts';
import { usePageEditor, type SaveDraft, type SaveOutcome } from './use-page-editor';

afterEach(cleanup);
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const spacer = (id: string): PageBlock => ({ id, type: 'spacer', props: {} });
const add = (id: string) => (document: PageDocument) =>
  insertBlock(document, spacer(id), { parentId: null, index: document.blocks.length });
const ids = (document: PageDocument) => document.blocks.map((b) => b.id).join(' ');

/** A server that answers saves in order, recording what it was sent. */
function fakeServer(answers: SaveOutcome[] = []) {
  const sent: { ids: string; base: number }[] = [];
  let revision = 1;
  const save = vi.fn<SaveDraft>(async (document, base) => {
    sent.push({ ids: ids(document), base });
    const answer = answers.shift();
    if (answer) return answer;
    revision = base + 1;
    return { ok: true, revision };
  });
  return { save, sent };
}

function setup(save: SaveDraft) {
  return renderHook(() => usePageEditor({ document: emptyPageDocument(), revision: 1 }, save, 1000));
}

describe('usePageEditor', () => {
  test('ten edits, undone and redone, end where they were; the history drives the buttons', () => {
    const { result } = setup(fakeServer().save);
    act(() => {
      for (let i = 1; i <= 10; i += 1) result.current.edit(add(`b${i}`));
    });
    expect(result.current.document.blocks).toHaveLength(10);
    act(() => {
      for (let i = 0; i < 10; i += 1) result.current.undo();
    });
    expect([ids(result.current.document), result.current.canUndo, result.current.canRedo]).toEqual([
      '',
      false,
      true,
    ]);
    act(() => {
      for (let i = 0; i < 10; i += 1) result.current.redo();
    });
    expect(ids(result.current.document)).toBe('b1 b2 b3 b4 b5 b6 b7 b8 b9 b10');
    expect(result.current.canRedo).toBe(false);
  });

  test('typing in one field is one undo step; another field or a pause starts a new one', async () => {
    const { result } = setup(fakeServer().save);
    act(() => void result.current.edit(add('a')));
    const title = (text: string) => (d: PageDocument) => updateBlockProps(d, 'a', { text });
    act(() => {
      for (const text of ['H', 'He', 'Hel', 'Hello']) result.current.edit(title(text), 'a.text');
    });
    await act(async () => void (await vi.advanceTimersByTimeAsync(1500)));
    act(() => void result.current.edit(title('Hello!'), 'a.text'));
    expect(result.current.document.blocks[0]?.props.text).toBe('Hello!');
    act(() => result.current.undo());
    expect(result.current.document.blocks[0]?.props.text).toBe('Hello');
    act(() => result.current.undo());
    expect(result.current.document.blocks[0]?.props.text).toBeUndefined();
    act(() => result.current.undo());
    expect(result.current.document.blocks).toEqual([]);
  });

  test('a refused edit changes nothing and says why', () => {
    const { result } = setup(fakeServer().save);
    let message: string | null = null;
    act(() => {
      message = result.current.edit((d) => removeBlock(d, 'missing'));
    });
    expect(message).toMatch(/not on the page/);
    expect(result.current.canUndo).toBe(false);
  });

  test('autosave sends the draft once typing pauses, with the revision as its base', async () => {
    const server = fakeServer();
    const { result } = setup(server.save);
    act(() => void result.current.edit(add('a')));
    await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
    act(() => void result.current.edit(add('b')));
    expect(server.sent).toEqual([]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(server.sent).toEqual([{ ids: 'a b', base: 1 }]);
    expect([result.current.save.status, result.current.save.revision]).toEqual(['saved', 2]);
    act(() => void result.current.edit(add('c')));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(server.sent.at(-1)).toEqual({ ids: 'a b c', base: 2 });
  });

  test('a failed save is tried again; a conflict stops saving until reload', async () => {
    const server = fakeServer([
      { ok: false, conflict: false, message: 'Unable to connect. Please try again' },
      { ok: false, conflict: true, message: 'Someone else saved this page.' },
    ]);
    const { result } = setup(server.save);
    act(() => void result.current.edit(add('a')));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect([result.current.save.status, result.current.save.message]).toEqual([
      'failed',
      'Unable to connect. Please try again',
    ]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(result.current.save.status).toBe('conflict');
    act(() => void result.current.edit(add('b')));
    await act(async () => void (await vi.advanceTimersByTimeAsync(5000)));
    expect(server.sent).toHaveLength(2);
    act(() => result.current.reload({ version: 1, root: { props: {} }, blocks: [spacer('theirs')] }, 9));
    expect([ids(result.current.document), result.current.save.status, result.current.canUndo]).toEqual([
      'theirs',
      'saved',
      false,
    ]);
  });

  test('a page the rules refuse is not sent again until it is edited', async () => {
    const server = fakeServer([
      { ok: false, conflict: false, invalid: true, message: 'This page could not be saved: x' },
    ]);
    const { result } = setup(server.save);
    act(() => void result.current.edit(add('a')));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect([result.current.save.status, result.current.save.message]).toEqual([
      'invalid',
      'This page could not be saved: x',
    ]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(5000)));
    expect(server.sent).toHaveLength(1);
    act(() => void result.current.edit(add('b')));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(server.sent).toHaveLength(2);
    expect(result.current.save.status).toBe('saved');
  });

  test('Save now waits for an autosave under way and then sends what is left', async () => {
    let release: (outcome: SaveOutcome) => void = () => undefined;
    const sent: string[] = [];
    const save: SaveDraft = (document, base) => {
      sent.push(`${ids(document)}@${base}`);
      return sent.length === 1
        ? new Promise((resolve) => (release = resolve))
        : Promise.resolve({ ok: true, revision: base + 1 });
    };
    const { result } = setup(save);
    act(() => void result.current.edit(add('a')));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(result.current.save.status).toBe('saving');
    act(() => void result.current.edit(add('b')));
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.saveNow();
    });
    await act(async () => release({ ok: true, revision: 2 }));
    await expect(act(async () => done)).resolves.toBe(true);
    expect(sent).toEqual(['a@1', 'a b@2']);
    expect(result.current.save.status).toBe('saved');
  });
});

describe('undo shortcuts', () => {
  const key = (over: Partial<ShortcutKey>): ShortcutKey => ({
    key: 'z',
    ctrlKey: true,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    target: document.body,
    ...over,
  });

  test('Ctrl or Cmd with Z undoes, with Shift redoes; Ctrl+Y redoes', () => {
    expect(undoShortcut(key({}))).toBe('undo');
    expect(undoShortcut(key({ ctrlKey: false, metaKey: true }))).toBe('undo');
    expect(undoShortcut(key({ key: 'Z', shiftKey: true }))).toBe('redo');
    expect(undoShortcut(key({ key: 'y' }))).toBe('redo');
    expect(undoShortcut(key({ ctrlKey: false }))).toBeNull();
    expect(undoShortcut(key({ altKey: true }))).toBeNull();
  });

  test('inside a text field the field keeps its own undo', () => {
    const input = document.createElement('input');
    expect(undoShortcut(key({ target: input }))).toBeNull();
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(undoShortcut(key({ target: checkbox }))).toBe('undo');
    expect(undoShortcut(key({ target: document.createElement('textarea') }))).toBeNull();
  });
});
