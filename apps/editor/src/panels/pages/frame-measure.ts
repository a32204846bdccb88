import type { MeasuredBlock, MeasuredList, Rect } from './drop-target';

const LIST = '[data-slot], .block-page';

function rectOf(element: Element): Rect {
  const box = element.getBoundingClientRect();
  return { top: box.top, left: box.left, width: box.width, height: box.height };
}

/**
 * The lists and blocks of the framed page, measured for the drop hit test (drop-target.ts), in the
 * frame's viewport coordinates (those of its pointer events). The page's blocks sit in `.block-page`
 * (the theme's page template); a layout block's slots are its `[data-slot]` elements; every block's
 * outer element carries `data-block-id` (render-blocks.ts). Null when the frame holds no block page.
 */
export function measureFrame(doc: Document): { lists: MeasuredList[]; blocks: MeasuredBlock[] } | null {
  const root = doc.querySelector<HTMLElement>('.block-page');
  if (!root) return null;
  const lists: MeasuredList[] = [{ parentId: null, rect: rectOf(root) }];
  for (const slot of root.querySelectorAll<HTMLElement>('[data-slot]')) {
    const owner = slot.closest<HTMLElement>('[data-block-id]');
    const id = owner?.dataset.blockId;
    if (id === undefined || slot.dataset.slot === undefined) continue;
    lists.push({ parentId: id, slot: slot.dataset.slot, rect: rectOf(slot) });
  }
  const blocks: MeasuredBlock[] = [];
  const counts = new Map<Element, number>();
  for (const element of root.querySelectorAll<HTMLElement>('[data-block-id]')) {
    const list = element.parentElement?.closest<HTMLElement>(LIST);
    const id = element.dataset.blockId;
    if (!list || id === undefined) continue;
    const index = counts.get(list) ?? 0;
    counts.set(list, index + 1);
    const owner = list === root ? null : list.closest<HTMLElement>('[data-block-id]');
    const parentId = owner?.dataset.blockId ?? null;
    blocks.push(
      parentId === null
        ? { id, parentId: null, index, rect: rectOf(element) }
        : { id, parentId, slot: list.dataset.slot, index, rect: rectOf(element) },
    );
  }
  return { lists, blocks };
}
