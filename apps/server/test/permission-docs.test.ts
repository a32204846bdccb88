import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { renderPermissionTable } from './fixtures/permission-table';

/** Prettier pads Markdown tables; compare cell contents, not alignment. */
function cells(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.replace(/\s+/g, ' ').replace(/-{3,}/g, '---'))
    .join('\n');
}

test('docs/roles-and-permissions.md shows exactly the matrix the server enforces', () => {
  const doc = readFileSync(new URL('../../../docs/roles-and-permissions.md', import.meta.url), 'utf8');
  expect(cells(doc)).toContain(cells(renderPermissionTable()));
});
