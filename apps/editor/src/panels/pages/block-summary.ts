import { BLOCK_DEFINITIONS, type PageBlock } from '@plinth/contracts';
import { richTextToLines } from './rich-text-plain';

const SUMMARY_PROPS = ['label', 'title', 'heading', 'text', 'quote', 'alt', 'caption', 'address'];

/** How the Layers panel names a block: its type's label and, when it has one, the start of its text. */
export function blockSummary(block: PageBlock): { label: string; detail: string } {
  const label = BLOCK_DEFINITIONS[block.type].label;
  for (const name of SUMMARY_PROPS) {
    const value = block.props[name];
    if (typeof value === 'string' && value.trim() !== '') return { label, detail: clip(value) };
  }
  const rich = block.props.content ?? block.props.body;
  const lines = richTextToLines(rich).replace(/^#+ /gm, '').trim();
  return { label, detail: lines === '' ? '' : clip(lines.split('\n')[0] ?? '') };
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}
