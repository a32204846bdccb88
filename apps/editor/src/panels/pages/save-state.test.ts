import {
  applyEdit,
  emptyPageDocument,
  insertBlock,
  startHistory,
  undo,
  type PageBlock,
  type PageDocument,
} from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import {
  initialSaveState,
  needsSave,
  saveLabel,
  saveReducer,
  type SaveEvent,
  type SaveState,
} from './save-state';

const spacer = (id: string): PageBlock => ({ id, type: 'spacer', props: {} });

function withBlock(document: PageDocument, id: string): PageDocument {
  const result = insertBlock(document, spacer(id), { parentId: null, index: document.blocks.length });
  if (!result.ok) throw new Error(result.message);
  return result.document;
}

const run = (state: SaveState, ...events: SaveEvent[]) => events.reduce(saveReducer, state);

describe('the page editor save state', () => {
  const start = emptyPageDocument();
  const one = withBlock(start, 'a');
  const two = withBlock(one, 'b');

  test('an edit is unsaved, a save is "Saving…" and then "Saved" with the new revision', () => {
    let state = run(initialSaveState(start, 3), { type: 'edited', document: one });
    expect([state.status, saveLabel(state), needsSave(state)]).toEqual(['unsaved', 'Unsaved changes', true]);
    state = run(state, { type: 'saveStarted' });
    expect([saveLabel(state), needsSave(state), state.pending]).toEqual(['Saving…', false, one]);
    state = run(state, { type: 'saveSucceeded', revision: 4 });
    expect([saveLabel(state), state.revision, state.saved, needsSave(state)]).toEqual([
      'Saved',
      4,
      one,
      false,
    ]);
  });

  test('an edit made while saving is still unsaved once that save ends', () => {
    const state = run(
      initialSaveState(start, 1),
      { type: 'edited', document: one },
      { type: 'saveStarted' },
      { type: 'edited', document: two },
      { type: 'saveSucceeded', revision: 2 },
    );
    expect([state.status, state.saved, state.current, state.revision]).toEqual(['unsaved', one, two, 2]);
    expect(needsSave(state)).toBe(true);
  });

  test('undoing back to the saved document is "Saved" again, without a save', () => {
    let history = startHistory(start);
    history = applyEdit(history, (d) => insertBlock(d, spacer('a'), { parentId: null, index: 0 })).history;
    let state = run(initialSaveState(start, 1), { type: 'edited', document: history.present });
    expect(state.status).toBe('unsaved');
    history = undo(history);
    state = run(state, { type: 'edited', document: history.present });
    expect(state.status).toBe('saved');
  });

  test('a failed save keeps its message and is retried; a conflict stops saving until reloaded', () => {
    let state = run(
      initialSaveState(start, 1),
      { type: 'edited', document: one },
      { type: 'saveStarted' },
      { type: 'saveFailed', message: 'Unable to connect. Please try again' },
    );
    expect([saveLabel(state), state.message, needsSave(state)]).toEqual([
      'Not saved',
      'Unable to connect. Please try again',
      true,
    ]);
    state = run(state, { type: 'saveStarted' }, { type: 'saveConflicted', message: 'Changed elsewhere.' });
    expect([state.status, needsSave(state)]).toEqual(['conflict', false]);
    state = run(state, { type: 'edited', document: two }, { type: 'saveStarted' });
    expect([state.status, state.pending]).toEqual(['conflict', null]);
    state = run(state, { type: 'reloaded', document: one, revision: 7 });
    expect([state.status, state.revision, state.current, state.message]).toEqual(['saved', 7, one, null]);
  });
});
