// @vitest-environment jsdom
import type { ImportRun } from '@plinth/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { ImportRunView } from './ImportRunView';

function run(overrides: Partial<ImportRun>): ImportRun {
  return {
    id: 'r1',
    kind: 'shopify-csv',
    status: 'running',
    fileName: 'products.csv',
    total: 4,
    done: 1,
    imported: 1,
    updated: 0,
    skipped: 0,
    error: null,
    entries: [],
    entriesLeftOut: 0,
    createdAt: '2026-12-01T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

afterEach(cleanup);

describe('ImportRunView', () => {
  test('a running import shows its progress as items done of total', () => {
    render(<ImportRunView run={run({})} />);
    const region = screen.getByRole('region', { name: 'products.csv' });
    expect(within(region).getByRole('progressbar', { name: 'Import progress: 1 of 4 items' })).toHaveProperty(
      'value',
      1,
    );
    expect(within(region).getByText('1 of 4 items (25%)')).toBeTruthy();
    expect(region.getAttribute('aria-busy')).toBe('true');
  });

  test('a finished import shows its counts and what was skipped, with the line and the reason', () => {
    const entries: ImportRun['entries'] = [
      {
        outcome: 'skipped',
        subject: 'product',
        name: 'bad',
        where: 'line 3',
        reason: 'Variant Price "abc" is not a price.',
      },
      { outcome: 'imported', subject: 'product', name: 'good', where: 'line 2', reason: null },
    ];
    render(<ImportRunView run={run({ status: 'done', done: 4, imported: 3, skipped: 1, entries })} />);
    expect(screen.getByText(/imported ·/).textContent).toBe('3 imported · 0 updated · 1 skipped');
    const table = screen.getByRole('table', { name: 'What was skipped, and notes' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('row', { name: /bad.*line 3.*Skipped.*not a price/ })).toBeTruthy();
  });

  test('a refused file says why, with no progress bar', () => {
    render(
      <ImportRunView run={run({ status: 'failed', error: 'Line 1: the file has no "Handle" column.' })} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Line 1: the file has no "Handle" column.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
