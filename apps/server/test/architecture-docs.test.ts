import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { moduleUses } from './fixtures/module-uses';
import { TABLE_WRITERS } from './fixtures/table-writers';
import { moduleFolders } from './fixtures/table-writes';

const DOC = readFileSync(new URL('../../../docs/architecture.md', import.meta.url), 'utf8');

function section(title: string): string {
  const start = DOC.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "## ${title}" section`);
  const end = DOC.indexOf('\n## ', start + 1);
  return DOC.slice(start, end < 0 ? undefined : end);
}

/** The module table: `| \`module\` | what it is | owns | uses |` → cells by module. */
function moduleRows(): Map<string, { owns: string; uses: string }> {
  const rows = new Map<string, { owns: string; uses: string }>();
  for (const line of section('Module map').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([a-z-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, { owns: cells[3] ?? '', uses: cells[4] ?? '' });
  }
  return rows;
}

const backticked = (text: string) => [...text.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]!).sort();
const listed = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name !== '—')
    .sort();

describe('docs/architecture.md stays true (code review §4.2)', () => {
  test('the module table has one row per folder under apps/server/src/modules', () => {
    expect([...moduleRows().keys()].sort()).toEqual(moduleFolders());
  });

  test('each row owns exactly the tables TABLE_WRITERS gives its module', () => {
    const writers: Record<string, string> = TABLE_WRITERS;
    const wrong = [...moduleRows()].flatMap(([module, row]) => {
      const owns = Object.keys(writers)
        .filter((table) => writers[table] === module)
        .sort();
      const shown = backticked(row.owns);
      return JSON.stringify(shown) === JSON.stringify(owns)
        ? []
        : [`${module}: write ${owns.join(', ') || '—'}`];
    });
    expect(wrong).toEqual([]);
  });

  test("each row's uses names exactly the modules whose index it imports", () => {
    const rows = moduleRows();
    const wrong = [...moduleUses()].flatMap(([module, uses]) => {
      const shown = listed(rows.get(module)?.uses ?? '');
      return JSON.stringify(shown) === JSON.stringify(uses)
        ? []
        : [`${module}: write ${uses.join(', ') || '—'}`];
    });
    expect(wrong).toEqual([]);
  });

  test('"Data" names every table of TABLE_WRITERS', () => {
    const data = new Set(backticked(section('Data')));
    expect(Object.keys(TABLE_WRITERS).filter((table) => !data.has(table))).toEqual([]);
  });
});
