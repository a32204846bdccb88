import type { BlockPlace } from '@plinth/contracts';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { attachFrameDrag } from './frame-drag';
import { elementOf } from './frame-element';
import { attachInPlaceEditing, type CanvasTyping, type InPlaceEditing } from './in-place-text';
import type { LiveBlocks } from './use-live-frame';

export type DeviceView = 'desktop' | 'tablet' | 'phone';

/** Each view's frame width in CSS px: Desktop is a real desktop layout (issue 24 §1). */
export const DEVICE_WIDTH: Record<DeviceView, number> = { desktop: 1280, tablet: 768, phone: 390 };

/**
 * Below this the Desktop view would be too small to read or click: the frame then takes the canvas's
 * own width (a phone's editor shows the page as a phone does).
 */
export const MIN_CANVAS_SCALE = 0.5;

/**
 * How the frame fits the canvas: its width in CSS px and the scale it is drawn at (1 when it fits).
 * `available` is the canvas's inner width, null before it is measured.
 */
export function frameFit(
  device: DeviceView,
  available: number | null,
): { width: number | null; scale: number } {
  const width = DEVICE_WIDTH[device];
  if (available === null || available <= 0 || width <= available) return { width, scale: 1 };
  const scale = available / width;
  if (scale < MIN_CANVAS_SCALE)
    return device === 'desktop' ? { width: null, scale: 1 } : { width, scale: MIN_CANVAS_SCALE };
  return { width, scale };
}

interface PageCanvasProps {
  /** The preview address; a new one reloads the frame (after each save). */
  src: string;
  title: string;
  device: DeviceView;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Blocks can be dragged on the canvas (the owner may edit). */
  draggable: boolean;
  onMove: (id: string, place: BlockPlace) => void;
  /** The blocks as the editor has them now, to swap in between saves (use-live-frame.ts). */
  live: LiveBlocks | null;
  /** The frame loaded its `src` (the saved draft). */
  onLoaded: () => void;
  /** `live` was swapped in (true) or could not be (false). */
  onLiveShown: (live: LiveBlocks, shown: boolean) => void;
  /**
   * Typing on the canvas (in-place-text.ts); absent when the owner may not edit. While a text is being
   * typed in, live renders wait and are swapped in when the typing ends, so the caret stays put.
   */
  inPlace?: CanvasTyping;
}

/** Stylesheets the frame's page has, by the address it names them with. */
function frameStyles(doc: Document): Set<string> {
  const hrefs = new Set<string>();
  for (const style of doc.querySelectorAll('style[data-href]'))
    hrefs.add(style.getAttribute('data-href') ?? '');
  for (const link of doc.querySelectorAll('link[rel="stylesheet"]'))
    hrefs.add(link.getAttribute('href') ?? '');
  return hrefs;
}

/**
 * Puts `live`'s blocks into the page in the frame, when the page has every stylesheet they need (a
 * gallery added to a page that had none does not): false when it cannot. The HTML is the server's own
 * render of the blocks, as the page itself carries it; scripts in it would not run (innerHTML).
 */
function swapBlocks(doc: Document, live: LiveBlocks): boolean {
  const article = doc.querySelector('.block-page');
  if (!article) return false;
  const have = frameStyles(doc);
  if (!live.styles.every((href) => have.has(href))) return false;
  article.innerHTML = live.html;
  return true;
}

const SELECTED_OUTLINE = '2px solid #2a55c9';

/** Tiptap comes with the rich-text chunk, loaded when a Text block is first typed in on the canvas. */
const InPlaceRichText = lazy(() =>
  import('../../components/rich-text/InPlaceRichText').then((module) => ({
    default: module.InPlaceRichText,
  })),
);

/** Outlines the selected block in the frame's document (and only it); scrolls to it when asked. */
function outlineSelected(doc: Document, id: string | null, scrollTo: boolean) {
  for (const element of doc.querySelectorAll<HTMLElement>('[data-editor-selected]')) {
    element.removeAttribute('data-editor-selected');
    element.style.outline = '';
    element.style.outlineOffset = '';
  }
  if (id === null) return;
  const element = doc.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(id)}"]`);
  if (!element) return;
  element.setAttribute('data-editor-selected', '');
  element.style.outline = SELECTED_OUTLINE;
  element.style.outlineOffset = '2px';
  if (scrollTo) element.scrollIntoView({ block: 'nearest' });
}

/**
 * The page as visitors will see it: the server's render of the saved draft in a same-origin frame,
 * with the blocks of later edits swapped in as they are made. Clicking a block selects it (links and
 * forms in the frame do nothing here); the selected block is outlined. Reloads keep the scroll position.
 */
export function PageCanvas({
  src,
  title,
  device,
  selectedId,
  onSelect,
  draggable,
  onMove,
  live,
  onLoaded,
  onLiveShown,
  inPlace,
}: PageCanvasProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const available = useCanvasWidth(canvas);
  const scroll = useRef(0);
  const selectRef = useRef(onSelect);
  const selectedRef = useRef(selectedId);
  const draggableRef = useRef(draggable);
  const moveRef = useRef(onMove);
  const detachDrag = useRef<(() => void) | null>(null);
  const loadedRef = useRef(onLoaded);
  const liveShownRef = useRef(onLiveShown);
  const ready = useRef(false);
  const inPlaceRef = useRef(inPlace);
  const editing = useRef<InPlaceEditing | null>(null);
  // A render that arrived while a text was being typed in: swapped in when the typing ends.
  const held = useRef<LiveBlocks | null>(null);
  // A Text block being typed in on the canvas: its editor is mounted on `host`.
  const [rich, setRich] = useState<{
    id: string;
    host: HTMLElement;
    frame: HTMLIFrameElement;
    point: { x: number; y: number };
    value: string;
  } | null>(null);

  function frameDocument(): Document | null {
    try {
      return frame.current?.contentDocument ?? null;
    } catch {
      return null;
    }
  }

  useEffect(() => {
    selectRef.current = onSelect;
    moveRef.current = onMove;
    draggableRef.current = draggable;
    loadedRef.current = onLoaded;
    liveShownRef.current = onLiveShown;
    inPlaceRef.current = inPlace;
  }, [onSelect, onMove, draggable, onLoaded, onLiveShown, inPlace]);

  function showLive(next: LiveBlocks) {
    const doc = frame.current?.contentDocument ?? null;
    const shown = doc !== null && swapBlocks(doc, next);
    if (shown) outlineSelected(doc, selectedRef.current, false);
    liveShownRef.current(next, shown);
  }

  // Between saves: the blocks as edited, swapped into the loaded page (not under the owner's caret).
  useEffect(() => {
    if (!live || !ready.current) return;
    if (editing.current?.editing()) {
      held.current = live;
      return;
    }
    showLive(live);
  }, [live]);

  useEffect(
    () => () => {
      detachDrag.current?.();
      editing.current?.detach();
    },
    [],
  );

  useEffect(() => {
    selectedRef.current = selectedId;
    const doc = frame.current?.contentDocument;
    if (doc) outlineSelected(doc, selectedId, true);
  }, [selectedId]);

  // Remember where the owner had scrolled before the frame reloads.
  useEffect(() => {
    const win = frame.current?.contentWindow;
    ready.current = false;
    return () => {
      // The page that had the caret is going: typing in it has ended.
      editing.current?.detach();
      editing.current = null;
      held.current = null;
      setRich(null);
      try {
        scroll.current = win?.scrollY ?? scroll.current;
      } catch {
        // A frame on another origin (never here) keeps its secrets.
      }
    };
  }, [src]);

  function onLoad() {
    const doc = frameDocument();
    if (!doc) return;
    doc.defaultView?.scrollTo(0, scroll.current);
    // Before the drag listener: a press on a text being made editable is not a drag.
    editing.current?.detach();
    held.current = null;
    editing.current = attachInPlaceEditing(doc, {
      enabled: () => draggableRef.current && inPlaceRef.current !== undefined,
      fieldOf: (id) => inPlaceRef.current?.fieldOf(id) ?? null,
      onInput: (id, prop, value) => inPlaceRef.current?.onInput(id, prop, value),
      onHistory: (action) => inPlaceRef.current?.onHistory(action),
      onRichStart: (id, host, point) => {
        const element = frame.current;
        if (element)
          setRich({
            id,
            host,
            frame: element,
            point,
            value: inPlaceRef.current?.valueOf(id, 'content') ?? '',
          });
      },
      onEditing: (id) => {
        if (id === null) setRich(null);
        if (id === null && held.current) {
          const next = held.current;
          held.current = null;
          showLive(next);
        }
        inPlaceRef.current?.onEditing(id);
      },
    });
    // Before the click listener below: the click that ends a drag must not select.
    detachDrag.current?.();
    detachDrag.current = attachFrameDrag(doc, {
      enabled: () => draggableRef.current,
      onDrop: (id, place) => moveRef.current(id, place),
    });
    doc.addEventListener(
      'click',
      (event) => {
        const target = elementOf(event.target);
        if (target?.closest('a, button, input, select, textarea, summary, label')) event.preventDefault();
        const block = target?.closest<HTMLElement>('[data-block-id]');
        if (block) {
          // The innermost block: a text inside columns selects the text.
          selectRef.current(block.getAttribute('data-block-id') ?? '');
        }
      },
      true,
    );
    doc.addEventListener('submit', (event) => event.preventDefault(), true);
    outlineSelected(doc, selectedRef.current, false);
    ready.current = true;
    loadedRef.current();
  }

  const { width, scale } = frameFit(device, available);
  const scaled = scale !== 1;
  return (
    <div ref={canvas} className={`page-canvas page-canvas--${device}`}>
      <div
        className="page-canvas__viewport"
        style={width === null ? undefined : { width: `${Math.floor(width * scale)}px` }}
      >
        <iframe
          ref={frame}
          className="page-canvas__frame"
          title={title}
          src={src}
          onLoad={onLoad}
          style={
            width === null
              ? undefined
              : scaled
                ? {
                    width: `${width}px`,
                    maxWidth: 'none',
                    height: `calc(var(--canvas-height) / ${scale})`,
                    transform: `scale(${scale})`,
                    transformOrigin: '0 0',
                  }
                : { width: `${width}px` }
          }
        />
      </div>
      {rich ? (
        <Suspense fallback={null}>
          <InPlaceRichText
            key={rich.id}
            host={rich.host}
            frame={rich.frame}
            scale={scale}
            value={rich.value}
            point={rich.point}
            label="Text"
            onChange={(value) => inPlaceRef.current?.onInput(rich.id, 'content', value)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The canvas's inner width, followed as the window or the side panel changes. */
function useCanvasWidth(canvas: RefObject<HTMLDivElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      setWidth(Math.max(0, element.clientWidth - (Number.isFinite(padding) ? padding : 0)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [canvas]);
  return width;
}
