// @vitest-environment jsdom
import { BLOCK_TYPES } from '@plinth/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AddBlockDialog } from './AddBlockDialog';

afterEach(cleanup);

describe('the Add block picker', () => {
  test('lists every block type in named groups, and picking one reports its type', () => {
    const onPick = vi.fn();
    render(<AddBlockDialog open onPick={onPick} onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Add block' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(BLOCK_TYPES.length);
    expect(screen.getByRole('status').textContent).toBe(`${BLOCK_TYPES.length} blocks`);
    const layout = screen.getByRole('region', { name: 'Layout' });
    fireEvent.click(within(layout).getByRole('button', { name: 'Columns' }));
    expect(onPick).toHaveBeenCalledWith('columns');
  });

  test('the search narrows the list and says when nothing matches', () => {
    render(
      <AddBlockDialog open where="Columns, column 2" onPick={() => undefined} onClose={() => undefined} />,
    );
    expect(screen.getByRole('heading', { name: 'Add block to Columns, column 2' })).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search blocks' });
    fireEvent.change(search, { target: { value: 'galle' } });
    expect(screen.getAllByRole('button', { name: /Gallery/ })).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('1 block');
    fireEvent.change(search, { target: { value: 'qqq' } });
    expect(screen.getByText('No blocks match “qqq”.')).toBeTruthy();
  });
});
