import type { PageDocument, SitePageRenderResult } from '@plinth/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A document's blocks rendered by the server, to be swapped into the frame. */
export interface LiveBlocks extends SitePageRenderResult {
  document: PageDocument;
}

export type RenderBlocks = (document: PageDocument, signal: AbortSignal) => Promise<SitePageRenderResult>;

/** How long the document must rest before it is rendered: a burst of keystrokes is one request. */
export const LIVE_RENDER_DELAY_MS = 150;

export interface LiveFrame {
  /** The newest render the frame does not show yet; PageCanvas swaps it in. */
  live: LiveBlocks | null;
  /** Bumped when the frame must load the saved draft again (its `src` changes). */
  reloadKey: number;
  /** PageCanvas: the frame loaded the saved draft (`saved`, as the editor knew it then). */
  frameLoaded: () => void;
  /** PageCanvas: `live` is in the frame now (false: it could not be, e.g. a stylesheet is missing). */
  liveShown: (live: LiveBlocks, shown: boolean) => void;
}

/**
 * Keeps the editor's frame in step with the document between saves. The frame loads the saved draft
 * (the preview page); each edit after that is rendered by the server (POST …/render, nothing stored)
 * and its blocks' HTML is swapped into the frame, so the canvas follows typing at once instead of a
 * save later. A save then reloads the frame only when the swap could not show everything: a stylesheet
 * the loaded page lacks, or an island (a gallery's script) that swapped HTML does not start. A failed
 * render changes nothing: the reload after the next save shows the page as before.
 */
export function useLiveFrame(
  document: PageDocument,
  saved: PageDocument,
  savedRevision: number,
  render: RenderBlocks,
  /**
   * A text is being typed on the canvas: a save does not reload the frame under the caret; the reload,
   * if one is still needed, waits until the typing ends (issue 24 §1).
   */
  hold = false,
): LiveFrame {
  const [live, setLive] = useState<LiveBlocks | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  // What the frame shows now, and whether that needs a reload to be whole (islands not started).
  const shows = useRef<PageDocument | null>(null);
  const incomplete = useRef(false);
  // A swap failed (a stylesheet missing): render nothing more until the frame loads again.
  const stuck = useRef(false);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  // Bumped by each load and each swap, so the render effect looks again.
  const [frameChanges, setFrameChanges] = useState(0);

  useEffect(() => {
    if (shows.current === null || shows.current === document || stuck.current) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      render(document, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setLive({ ...result, document });
        },
        () => {
          // Unreachable server or a refusal: the frame keeps what it shows until the next save.
        },
      );
    }, LIVE_RENDER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [document, render, frameChanges]);

  // A save answered: reload unless the frame already shows exactly what was saved, whole.
  const firstRevision = useRef(savedRevision);
  const holdRef = useRef(hold);
  holdRef.current = hold;
  const reloadHeld = useRef(false);
  useEffect(() => {
    if (savedRevision === firstRevision.current) return;
    firstRevision.current = savedRevision;
    if (shows.current === saved && !incomplete.current) return;
    if (holdRef.current) {
      reloadHeld.current = true;
      return;
    }
    setReloadKey((key) => key + 1);
  }, [savedRevision, saved]);

  // The typing ended (the canvas has swapped in what it held back first): reload if still needed.
  useEffect(() => {
    if (hold || !reloadHeld.current) return;
    reloadHeld.current = false;
    if (shows.current === savedRef.current && !incomplete.current) return;
    setReloadKey((key) => key + 1);
  }, [hold]);

  const frameLoaded = useCallback(() => {
    shows.current = savedRef.current;
    incomplete.current = false;
    stuck.current = false;
    setLive(null);
    setFrameChanges((n) => n + 1);
  }, []);

  const liveShown = useCallback((shown: LiveBlocks, ok: boolean) => {
    setLive((current) => (current === shown ? null : current));
    if (!ok) {
      stuck.current = true;
      return;
    }
    shows.current = shown.document;
    incomplete.current = shown.islands.length > 0;
    setFrameChanges((n) => n + 1);
  }, []);

  return { live, reloadKey, frameLoaded, liveShown };
}
