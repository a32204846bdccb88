import { BLOCK_DEFINITIONS, BLOCK_TYPES, type BlockDefinition, type BlockGroup } from '@plinth/contracts';

/** The Add block picker's groups, in the order it shows them. */
export const PICKER_GROUPS: readonly BlockGroup[] = ['Text', 'Media', 'Layout', 'Commerce', 'Links and more'];

export interface PickerGroup {
  group: BlockGroup;
  blocks: BlockDefinition[];
}

function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * How well a block answers the query: 0 not at all, 2 when every query word starts a word of its
 * label, 1 when every query word starts a word of its label, keywords or group.
 */
export function blockMatch(definition: BlockDefinition, query: string): 0 | 1 | 2 {
  const wanted = words(query);
  if (wanted.length === 0) return 1;
  const label = words(definition.label);
  const all = [...label, ...definition.keywords.flatMap(words), ...words(definition.group)];
  const starts = (pool: string[]) =>
    wanted.every((word) => pool.some((candidate) => candidate.startsWith(word)));
  if (starts(label)) return 2;
  return starts(all) ? 1 : 0;
}

/**
 * The picker's content for a search: the groups that have matches, in PICKER_GROUPS order, each with
 * its blocks (label matches before keyword matches, then by label). An empty query lists every block.
 */
export function searchBlocks(
  query: string,
  definitions: readonly BlockDefinition[] = BLOCK_TYPES.map((type) => BLOCK_DEFINITIONS[type]),
): PickerGroup[] {
  const scored = definitions
    .map((definition) => ({ definition, score: blockMatch(definition, query) }))
    .filter((entry) => entry.score > 0);
  return PICKER_GROUPS.map((group) => ({
    group,
    blocks: scored
      .filter((entry) => entry.definition.group === group)
      .sort((a, b) => b.score - a.score || a.definition.label.localeCompare(b.definition.label))
      .map((entry) => entry.definition),
  })).filter((entry) => entry.blocks.length > 0);
}
