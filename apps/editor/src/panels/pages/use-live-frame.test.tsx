// @vitest-environment jsdom
import { emptyPageDocument, type PageDocument, type SitePageRenderResult } from '@plinth/contracts';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LIVE_RENDER_DELAY_MS, useLiveFrame, type RenderBlocks } from './use-live-frame';

afterEach(cleanup);
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const doc = (...ids: string[]): PageDocument => ({
  ...emptyPageDocument(),
  blocks: ids.map((id) => ({ id, type: 'spacer', props: {} })),
});

interface Props {
  document: PageDocument;
  saved: PageDocument;
  revision: number;
}

function setup(render: RenderBlocks, first = doc('a')) {
  return renderHook(
    ({ document, saved, revision }: Props) => useLiveFrame(document, saved, revision, render),
    { initialProps: { document: first, saved: first, revision: 1 } },
  );
}

const answer = (html: string, islands: string[] = []): SitePageRenderResult => ({
  html,
  styles: ['/assets/theme/blocks-basic.css'],
  islands,
});

/** Lets the debounce pass and the render's promise settle. */
async function rest() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(LIVE_RENDER_DELAY_MS + 1);
  });
}

describe('useLiveFrame', () => {
  test('nothing is rendered before the frame has loaded, nor for what it already shows', async () => {
    const render = vi.fn<RenderBlocks>(async () => answer('<p>a</p>'));
    const first = doc('a');
    const hook = setup(render, first);
    hook.rerender({ document: doc('a', 'b'), saved: first, revision: 1 });
    await rest();
    expect(render).not.toHaveBeenCalled();
    act(() => hook.result.current.frameLoaded());
    await rest();
    // Loaded with the saved draft; the document differs from it, so it is rendered now.
    expect(render).toHaveBeenCalledTimes(1);
  });

  test('an edit is rendered once after a burst, swapped in, and the save that follows keeps the frame', async () => {
    const render = vi.fn<RenderBlocks>(async () => answer('<p>b</p>'));
    const first = doc('a');
    const hook = setup(render, first);
    act(() => hook.result.current.frameLoaded());
    const typed = [doc('a', 'b1'), doc('a', 'b12'), doc('a', 'b123')];
    for (const document of typed) hook.rerender({ document, saved: first, revision: 1 });
    await rest();
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]?.[0]).toBe(typed[2]);
    const live = hook.result.current.live;
    expect(live?.html).toBe('<p>b</p>');
    act(() => hook.result.current.liveShown(live!, true));
    expect(hook.result.current.live).toBeNull();
    const key = hook.result.current.reloadKey;
    hook.rerender({ document: typed[2]!, saved: typed[2]!, revision: 2 });
    expect(hook.result.current.reloadKey).toBe(key);
  });

  test('a swap that needs an island, or one that could not be made, reloads the frame after the save', async () => {
    const first = doc('a');
    const withGallery = doc('a', 'g');
    const islands = setup(
      vi.fn<RenderBlocks>(async () => answer('<ul></ul>', ['gallery'])),
      first,
    );
    act(() => islands.result.current.frameLoaded());
    islands.rerender({ document: withGallery, saved: first, revision: 1 });
    await rest();
    act(() => islands.result.current.liveShown(islands.result.current.live!, true));
    const before = islands.result.current.reloadKey;
    islands.rerender({ document: withGallery, saved: withGallery, revision: 2 });
    expect(islands.result.current.reloadKey).toBe(before + 1);

    const render = vi.fn<RenderBlocks>(async () => answer('<p></p>'));
    const missing = setup(render, first);
    act(() => missing.result.current.frameLoaded());
    missing.rerender({ document: withGallery, saved: first, revision: 1 });
    await rest();
    act(() => missing.result.current.liveShown(missing.result.current.live!, false));
    // Stuck until the frame loads again: more edits are not rendered.
    missing.rerender({ document: doc('a', 'g', 'h'), saved: first, revision: 1 });
    await rest();
    expect(render).toHaveBeenCalledTimes(1);
    const key = missing.result.current.reloadKey;
    missing.rerender({ document: doc('a', 'g', 'h'), saved: withGallery, revision: 2 });
    expect(missing.result.current.reloadKey).toBe(key + 1);
  });

  test('a failed render changes nothing; the save then reloads the frame', async () => {
    const first = doc('a');
    const next = doc('a', 'b');
    const hook = setup(
      vi.fn<RenderBlocks>(async () => {
        throw new Error('offline');
      }),
      first,
    );
    act(() => hook.result.current.frameLoaded());
    hook.rerender({ document: next, saved: first, revision: 1 });
    await rest();
    expect(hook.result.current.live).toBeNull();
    const key = hook.result.current.reloadKey;
    hook.rerender({ document: next, saved: next, revision: 2 });
    expect(hook.result.current.reloadKey).toBe(key + 1);
  });

  test('undoing back to what the frame loaded, after a swap, renders again', async () => {
    const render = vi.fn<RenderBlocks>(async () => answer('<p></p>'));
    const first = doc('a');
    const hook = setup(render, first);
    act(() => hook.result.current.frameLoaded());
    hook.rerender({ document: doc('a', 'b'), saved: first, revision: 1 });
    await rest();
    act(() => hook.result.current.liveShown(hook.result.current.live!, true));
    hook.rerender({ document: first, saved: first, revision: 1 });
    await rest();
    expect(render).toHaveBeenCalledTimes(2);
    expect(render.mock.calls[1]?.[0]).toBe(first);
  });
});

describe('useLiveFrame while a text is typed on the canvas (issue 24 §1)', () => {
  interface HeldProps extends Props {
    hold: boolean;
  }

  test('a save does not reload the frame under the caret; the reload waits for the typing to end', async () => {
    const render = vi.fn<RenderBlocks>(async () => answer('<h2>b</h2>'));
    const first = doc('a');
    const hook = renderHook(
      ({ document, saved, revision, hold }: HeldProps) =>
        useLiveFrame(document, saved, revision, render, hold),
      { initialProps: { document: first, saved: first, revision: 1, hold: false } },
    );
    act(() => hook.result.current.frameLoaded());
    const typed = doc('a', 'b');
    hook.rerender({ document: typed, saved: first, revision: 1, hold: true });
    await rest();
    const key = hook.result.current.reloadKey;
    // Saved while the canvas holds the render back: no reload yet.
    hook.rerender({ document: typed, saved: typed, revision: 2, hold: true });
    expect(hook.result.current.reloadKey).toBe(key);

    // Typing ends after the held render was swapped in: the frame shows what was saved, no reload.
    act(() => hook.result.current.liveShown(hook.result.current.live!, true));
    hook.rerender({ document: typed, saved: typed, revision: 2, hold: false });
    expect(hook.result.current.reloadKey).toBe(key);
  });

  test('when the frame still lacks the saved text after the typing ends, it reloads then', async () => {
    const render = vi.fn<RenderBlocks>(async () => answer('<h2>b</h2>'));
    const first = doc('a');
    const hook = renderHook(
      ({ document, saved, revision, hold }: HeldProps) =>
        useLiveFrame(document, saved, revision, render, hold),
      { initialProps: { document: first, saved: first, revision: 1, hold: true } },
    );
    act(() => hook.result.current.frameLoaded());
    const typed = doc('a', 'b');
    hook.rerender({ document: typed, saved: typed, revision: 2, hold: true });
    const key = hook.result.current.reloadKey;
    expect(hook.result.current.reloadKey).toBe(key);
    hook.rerender({ document: typed, saved: typed, revision: 2, hold: false });
    expect(hook.result.current.reloadKey).toBe(key + 1);
  });
});
