import type { BlockPlace } from '@plinth/contracts';
import { findDropTarget, type DropTarget } from './drop-target';
import { elementOf } from './frame-element';
import { measureFrame } from './frame-measure';

/** How far the pointer moves with the button down before a press becomes a drag, in CSS pixels. */
export const DRAG_THRESHOLD = 6;

interface FrameDragOptions {
  /** False while the owner may not edit: nothing is dragged. */
  enabled: () => boolean;
  onDrop: (id: string, place: BlockPlace) => void;
}

interface Drag {
  id: string;
  element: HTMLElement;
  startX: number;
  startY: number;
  started: boolean;
  measured: ReturnType<typeof measureFrame>;
  target: DropTarget | null;
}

/**
 * Dragging blocks on the canvas with a pointer (decision 0034, 3): press on a block and move it, a
 * line shows where it will land (the hit test of drop-target.ts over the rectangles measured when the
 * drag starts), letting go moves it there through the editor's moveBlock; Escape cancels. The click
 * that ends a drag does not select. Keyboard users move blocks from the Layers panel. Returns a
 * function that removes the listeners.
 */
export function attachFrameDrag(doc: Document, options: FrameDragOptions): () => void {
  let drag: Drag | null = null;
  let swallowClick = false;
  const line = doc.createElement('div');
  line.setAttribute('aria-hidden', 'true');
  line.setAttribute('data-editor-drop-line', '');
  Object.assign(line.style, {
    position: 'fixed',
    height: '4px',
    marginTop: '-2px',
    borderRadius: '2px',
    background: '#2a55c9',
    boxShadow: '0 0 0 2px rgb(255 255 255 / 0.9)',
    pointerEvents: 'none',
    zIndex: '2147483647',
    display: 'none',
  });

  function end(commit: boolean) {
    if (!drag) return;
    const { id, element, started, target } = drag;
    drag = null;
    line.style.display = 'none';
    element.style.opacity = '';
    doc.body.style.userSelect = '';
    if (started) swallowClick = true;
    if (commit && started && target) options.onDrop(id, target.place);
  }

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || !options.enabled()) return;
    const target = elementOf(event.target);
    // Form controls and links inside blocks keep their own pointer behaviour.
    // Text being typed on the canvas (in-place-text.ts, attached first) is not dragged either.
    if (target?.closest('input, select, textarea, [contenteditable]')) return;
    const element = target?.closest<HTMLElement>('[data-block-id]');
    const id = element?.dataset.blockId;
    if (!element || id === undefined) return;
    // No native drag of an image or a link and no text selection: the press is ours. (The click that
    // follows still fires, and selects the block.)
    event.preventDefault();
    drag = {
      id,
      element,
      startX: event.clientX,
      startY: event.clientY,
      started: false,
      measured: null,
      target: null,
    };
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!drag) return;
    if (!drag.started) {
      if (Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY) < DRAG_THRESHOLD) return;
      drag.started = true;
      drag.measured = measureFrame(doc);
      drag.element.style.opacity = '0.4';
      doc.body.style.userSelect = 'none';
      if (!line.isConnected) doc.body.append(line);
    }
    event.preventDefault();
    const { measured } = drag;
    drag.target = measured
      ? findDropTarget(event.clientX, event.clientY, measured.lists, measured.blocks, drag.id)
      : null;
    if (drag.target) {
      Object.assign(line.style, {
        display: 'block',
        top: `${drag.target.line.top}px`,
        left: `${drag.target.line.left}px`,
        width: `${drag.target.line.width}px`,
      });
    } else line.style.display = 'none';
  };

  const onPointerUp = () => end(true);
  const onCancel = () => end(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && drag) {
      event.preventDefault();
      end(false);
    }
  };
  const onClick = (event: MouseEvent) => {
    if (!swallowClick) return;
    swallowClick = false;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  // A native drag of an image or a link would take over the pointer.
  const onDragStart = (event: DragEvent) => {
    if (options.enabled()) event.preventDefault();
  };

  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('pointermove', onPointerMove, true);
  doc.addEventListener('pointerup', onPointerUp, true);
  doc.addEventListener('pointercancel', onCancel, true);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('dragstart', onDragStart, true);
  return () => {
    end(false);
    line.remove();
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('pointermove', onPointerMove, true);
    doc.removeEventListener('pointerup', onPointerUp, true);
    doc.removeEventListener('pointercancel', onCancel, true);
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('dragstart', onDragStart, true);
  };
}
